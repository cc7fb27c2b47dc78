/**
 * How a booked test or package is prepared for (docs/product.md#messages), in the catalogue's own
 * words: its `fasting` rule, labelled as its page labels it (catalog/src/data/define-test.ts). The
 * order's confirmation page and the visit-confirmed SMS read it here, so the app imports no
 * catalogue data: the rules are the windows' small copy (window-items.ts) plus the packages that
 * take a fasting or a random sample. preparation.test.ts keeps both equal to the catalogue.
 */
import { fastingText } from "../data/define-test.ts";
import type { FastingRule } from "../schemas/test-entry.ts";
import { windowRuleOfItem } from "./window-items.ts";

/** The items whose sample may be fasting or random (`kind:corpId`); the windows ignore them. */
export const fastingOrRandomItems: readonly string[] = [
  "healthPackage:30038",
  "healthPackage:30040",
  "healthPackage:30042",
  "healthPackage:30044",
];

/** An order line's rule ("none" for any item the catalogue asks nothing of). */
export function preparationRuleOf(item: { kind: string; corpId: string }): FastingRule {
  const key = `${item.kind}:${item.corpId}`;
  return windowRuleOfItem[key] ?? (fastingOrRandomItems.includes(key) ? "fastingOrRandom" : "none");
}

/** The label the test's page shows, e.g. "10-12 Hours Fasting Required". */
export const preparationLabel = (rule: FastingRule): string => fastingText[rule];

/** What the person does about it, after the label. */
export const preparationAdvice: Readonly<Record<FastingRule, string>> = {
  none: "Eat and drink as usual.",
  overnight: "Do not eat for 10-12 hours before the collection (water is fine).",
  postprandial: "Eat as usual: the sample is taken 2 hours after your meal.",
  fastingOrRandom: "A fasting or a non-fasting sample is fine.",
};

/**
 * The SMS's ##PREP## variable (DLT allows at most 30 characters), and the words for a visit whose
 * tests the catalogue does not name (a home-collection booking names none).
 */
export const preparationSms = {
  overnight: "Fast 10-12 h before",
  postprandial: "Sample 2 h after a meal",
  fastingOrRandom: "Fasting is optional",
  none: "No preparation needed",
  unknown: "We call to say how to prepare",
} as const satisfies Record<FastingRule | "unknown", string>;

const strictestFirst: readonly FastingRule[] = [
  "overnight",
  "postprandial",
  "fastingOrRandom",
  "none",
];

/** One visit's ##PREP##: the strictest rule among its items, or `unknown` when it names none. */
export function smsPreparationOf(rules: readonly FastingRule[]): string {
  const rule = strictestFirst.find((candidate) => rules.includes(candidate));
  return rule ? preparationSms[rule] : preparationSms.unknown;
}
