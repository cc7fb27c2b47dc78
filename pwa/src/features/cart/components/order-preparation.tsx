import { useLingui } from "@lingui/react/macro";
import { catalogueIds, imagingById } from "@vyom/catalog";
import { preparationAdvice, preparationLabel, preparationRuleOf } from "@vyom/catalog/contract";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import type { Order } from "../data/checkout-api.ts";

type Rule = ReturnType<typeof preparationRuleOf>;

/**
 * What to do before the collection: a fasting or post-meal test's advice, both when the order
 * has both (each sample has its own visit); otherwise the one rule left. "Eat as usual" beside a
 * fasting test would contradict it, so it shows only when no test asks anything.
 */
function adviceFor(rules: readonly Rule[]): Rule[] {
  const strict = (["overnight", "postprandial"] as const).filter((rule) => rules.includes(rule));
  if (strict.length > 0) return strict;
  return rules.includes("fastingOrRandom") ? ["fastingOrRandom"] : ["none"];
}

/**
 * Each booked test's preparation, labelled as its catalogue page labels it
 * (catalog/src/contract/preparation.ts), once per test even when booked for two members; the
 * label and the advice in the reader's language (docs/i18n.md#catalogue-text).
 */
export function OrderPreparation({ lines }: { lines: Order["lines"] }) {
  const text = useCatalogueText();
  const { t } = useLingui();
  const note = (english: string) => text(catalogueIds.note(english), english);
  const scan = lines.find((line) => line.kind === "scan");
  if (scan) return <ScanPreparation corpId={scan.corpId} />;
  const items = [
    ...new Map(lines.map((line) => [`${line.kind}:${line.corpId}`, line] as const)).values(),
  ].map((line) => ({ line, rule: preparationRuleOf(line) }));
  return (
    <section className="order-preparation" aria-labelledby="order-preparation-title">
      <h2 id="order-preparation-title">{t`How to prepare`}</h2>
      <ul className="cart-lines">
        {items.map(({ line, rule }) => (
          <li key={`${line.kind}:${line.corpId}`}>
            {line.name}: {note(preparationLabel(rule))}
          </li>
        ))}
      </ul>
      {adviceFor(items.map((item) => item.rule)).map((rule) => (
        <p key={rule}>{note(preparationAdvice[rule])}</p>
      ))}
    </section>
  );
}

/**
 * A scan's preparation: the catalogue's steps for it (catalog/src/data/imaging/) and its duration,
 * in the reader's language as the scan's page shows them (docs/i18n.md#catalogue-text).
 */
function ScanPreparation({ corpId }: { corpId: string }) {
  const { t } = useLingui();
  const text = useCatalogueText();
  const item = imagingById(corpId);
  if (!item) return null;
  const note = (english: string) => text(catalogueIds.note(english), english);
  const duration = note(item.duration);
  return (
    <section className="order-preparation" aria-labelledby="order-preparation-title">
      <h2 id="order-preparation-title">{t`How to prepare`}</h2>
      <ol>
        {item.preparation.map((step) => (
          <li key={step}>{note(step)}</li>
        ))}
      </ol>
      <p>{t`The scan takes ${duration}.`}</p>
    </section>
  );
}
