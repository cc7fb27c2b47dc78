// @vitest-environment node
/**
 * Every message the contract's field rules, collection windows, scan slots and order confirmation
 * can give a form (catalog/src/contract/*.rules.ts, collection-windows.ts, scan-slots.ts,
 * order-confirmation.ts, price-location.ts) and the order limits' refusals
 * (edge-api/src/services/orders/order-limit-messages.ts) have words in every language's
 * catalogue: found by walking the modules (each `…Messages` table, and each `…Rule` check run on
 * values a person could type), not by a list, so a message added to the contract without its
 * translation fails here (contract-words.ts declares them). The forms' own fields
 * (the `.fields.ts` modules under features) are walked too: a rule given a label ("Company name is required")
 * says a sentence of its own, which needs words of its own.
 */
import { join } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { deskVisitStatuses, type FileRule } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import * as fileTypes from "../../../catalog/src/contract/file-types.ts";

const modules = import.meta.glob<Record<string, unknown>>(
  [
    "../../../catalog/src/contract/*.rules.ts",
    "../../../catalog/src/contract/collection-windows.ts",
    "../../../catalog/src/contract/scan-slots.ts",
    "../../../catalog/src/contract/order-confirmation.ts",
    "../../../catalog/src/contract/price-location.ts",
    // The order limits' refusals, which checkout shows by their English (checkout-api.ts)
    "../../../edge-api/src/services/orders/order-limit-messages.ts",
  ],
  { eager: true },
);

/** Values that break each kind of field: empty, too long, not a number, NUL, a lone surrogate… */
/** The forms' field lists (`…Fields(say)`), each field with the contract check it runs. */
const formFields = import.meta.glob<Record<string, unknown>>("../features/*/*.fields.ts", {
  eager: true,
});

/**
 * The API's refusals of a customer's change on My bookings (edge-api's visit-steps.ts), which the
 * booking card shows by their English (features/my-bookings/components/my-bookings-words.ts).
 */
const visitSteps = import.meta.glob<{
  allowedFrom: Record<string, readonly string[]>;
  stepMessages: {
    notNow: (step: string, status: string) => string;
    tooManyReschedules: string;
    tooLate: string;
  };
}>("../../../edge-api/src/services/collection-visits/visit-steps.ts", { eager: true });

function customerChangeRefusals(): string[] {
  const steps = Object.values(visitSteps)[0];
  if (!steps) throw new Error("edge-api's visit-steps.ts was not found");
  const { allowedFrom, stepMessages } = steps;
  const refused = ["reschedule", "cancel"].flatMap((step) =>
    deskVisitStatuses
      .filter((status) => !allowedFrom[step]?.includes(status))
      .map((status) => stepMessages.notNow(step, status)),
  );
  return [
    ...refused,
    stepMessages.tooManyReschedules,
    stepMessages.tooLate,
    // edge-api's my-bookings.routes.ts
    "This booking has no window to move.",
  ];
}

const badValues = [
  "",
  " ",
  "x",
  "9",
  "12345",
  "a".repeat(300),
  "a".repeat(2100),
  "Ram1",
  "abc@",
  "\u0000",
  "\uD800",
  "2026-02-30",
  "1800-01-01",
  "2999-01-01",
  "99/99/9999",
  "200",
];
const today = "2026-11-29";

function contractMessages(): Set<string> {
  const found = new Set<string>();
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith("Messages") && value && typeof value === "object") {
        for (const text of Object.values(value)) if (typeof text === "string") found.add(text);
      }
      if (name.endsWith("Rule") && typeof value === "function") {
        const check = value as (value: string, today?: string) => unknown;
        for (const bad of badValues) {
          const message = check(bad, today);
          if (typeof message === "string") found.add(message);
        }
      }
    }
  }
  for (const refusal of customerChangeRefusals()) found.add(refusal);
  // A file refused: fileMessages says each rule's own sentences (file-types.ts).
  const files = fileTypes as Record<string, unknown>;
  const rules = Object.entries(files).filter(([name]) => name.endsWith("FileRule"));
  for (const [, rule] of rules) {
    for (const say of Object.values(fileTypes.fileMessages)) found.add(say(rule as FileRule));
  }
  for (const exports of Object.values(formFields)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith("Fields") || typeof value !== "function") continue;
      const fields = value((words: { message?: string; id: string }) => words.message ?? words.id);
      for (const field of fields as { check: (value: string) => unknown }[]) {
        for (const bad of badValues) {
          const message = field.check(bad);
          if (typeof message === "string") found.add(message);
        }
      }
    }
  }
  return found;
}

const config = getConfig({ configPath: join(import.meta.dirname, "../../lingui.config.ts") });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("lingui.config.ts names no catalogue");
const english = await catalog.read("en");
const idOf = new Map(Object.entries(english).map(([id, entry]) => [entry.message ?? id, id]));

describe("the contract's field messages", () => {
  const messages = [...contractMessages()];

  it("are found by the walk (the modules are read)", () => {
    expect(messages).toContain("Enter Valid Mobile Number");
    expect(messages).toContain("Please enter your pincode");
    expect(messages).toContain("This window just filled. Please choose another.");
    expect(messages).toContain("This slot just filled. Please choose another.");
    expect(messages).toContain("That time is no longer free. Please choose another time.");
    expect(messages).toContain("Company name is required");
    expect(messages).toContain("An in-lab booking cannot be cancelled.");
    expect(messages).toContain("The résumé must be a PDF, DOC or DOCX file.");
    expect(messages).toContain(
      "The places to pay at collection on this day are taken. Pay online to book this day, or choose another day.",
    );
    expect(messages).toContain(
      "We cannot price a home collection at this pincode yet. Please call us on 1800-102-4455 to book.",
    );
    expect(messages.length).toBeGreaterThan(40);
  });

  it("each is in the English catalogue", () => {
    expect(messages.filter((text) => !idOf.has(text))).toEqual([]);
  });

  it.each(["ta", "kn", "te", "hi"])("each has words in %s", async (locale) => {
    const { messages: words } = await catalog.getTranslations(locale, {
      sourceLocale: "en",
      fallbackLocales: {},
    });
    const untranslated = messages.filter((text) => {
      const id = idOf.get(text);
      return id === undefined || !words[id]?.trim() || words[id] === text;
    });
    expect(untranslated).toEqual([]);
  });
});
