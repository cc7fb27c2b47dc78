/**
 * The API's refusal of an order reaches the person in their language when the catalogues hold its
 * words (i18n/contract-words.ts), and exactly as the API said it in English. An order priced for
 * another city is said from the city it is priced for (the API's sentence names both cities).
 */
import { catalogueWords, locationNames, tamilCatalogue } from "@vyom/catalog";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { ApiError } from "@/lib/api-error.ts";
import { messages as tamil } from "@/locales/ta/messages.po";
import { failureMessage, toCheckoutFailure } from "./checkout-api.ts";

// The API's words (edge-api's order-limit-messages.ts and the contract's price-location.ts); the
// language test (i18n/contract-words.test.ts) reads them from there.
const placesTaken =
  "The places to pay at collection on this day are taken. Pay online to book this day, or choose another day.";
const notPriced =
  "We cannot price a home collection at this pincode yet. Please call us on 1800-102-4455 to book.";

afterEach(() => setTranslator("en", null));

describe("an order the API refused, at checkout", () => {
  it("reads in English exactly as the API said it", () => {
    expect(failureMessage({ kind: "refused", message: placesTaken })).toBe(placesTaken);
    expect(failureMessage({ kind: "refused", message: notPriced })).toBe(notPriced);
  });

  it("reads in Tamil for an order limit and a pincode with no prices, the phone number kept", () => {
    setTranslator("ta", translatorFor("ta", tamil, catalogueWords(tamilCatalogue)));
    const limit = failureMessage({ kind: "refused", message: placesTaken });
    expect(limit).toMatch(/[\u0B80-\u0BFF]/);
    expect(limit).not.toContain("Pay online");
    const unpriced = failureMessage({ kind: "refused", message: notPriced });
    expect(unpriced).toMatch(/[\u0B80-\u0BFF]/);
    expect(unpriced).toContain("1800-102-4455");
  });

  it("names the lines the city does not offer in Tamil, from the API's answer", () => {
    const body = {
      error: "not-offered",
      message: "Vitamin D (25-OH) is not available in Bengaluru",
      location: "banglore",
      lines: [{ kind: "test", corpId: "vitd", name: "Vitamin D (25-OH)" }],
    };
    const failure = toCheckoutFailure(
      new ApiError("http", "POST /api/orders: 422", 422, "not-offered", undefined, body),
    );
    expect(failureMessage(failure)).toBe(body.message);
    setTranslator("ta", translatorFor("ta", tamil, catalogueWords(tamilCatalogue)));
    const said = failureMessage(failure);
    expect(said).toMatch(/[\u0B80-\u0BFF]/);
    expect(said).toContain("Vitamin D (25-OH)");
    expect(said).toContain(locationNames.banglore);
    expect(said).not.toContain("is not available");
  });

  it("says an order priced for another city in Tamil by the city it is priced for", () => {
    const elsewhere = {
      kind: "priced-elsewhere" as const,
      message:
        "Prices shown were for Chennai; this address in Bengaluru is priced for Bengaluru. Check the prices and place the order again.",
      location: "banglore" as const,
    };
    expect(failureMessage(elsewhere)).toBe(elsewhere.message);
    setTranslator("ta", translatorFor("ta", tamil, catalogueWords(tamilCatalogue)));
    const said = failureMessage(elsewhere);
    expect(said).toMatch(/[\u0B80-\u0BFF]/);
    expect(said).toContain(locationNames.banglore);
    expect(said).not.toContain("Check the prices");
  });
});
