/**
 * The idempotency hash: a stored key's hash must come out the same for the same body, release
 * after release (an outbox re-sends a submission long after it was first stored), so its text
 * is pinned here, and the fast canonical JSON is checked against its plain definition.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legacyBookingBody } from "../../../test/fixtures.ts";
import { canonicalJson, requestHashOf } from "./idempotency.ts";

/** The definition: entries without undefined, sorted by key, at every depth. */
function plainCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(plainCanonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${plainCanonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

describe("canonicalJson", () => {
  it("keeps the text stored hashes were made from", () => {
    // A booking as outbox rows queued before the patient's details were asked still send it.
    expect(requestHashOf(legacyBookingBody())).toBe(
      "3510f8d3e37b5a5e3ae53e5563f45006b2ce3a47f1ebed11b63c02438dd26cf2",
    );
    expect(
      canonicalJson({
        b: [1, undefined, { d: undefined, c: "é\u2028" }],
        a: null,
        é: -0,
        z: 1e21,
        y: '"',
      }),
    ).toBe('{"a":null,"b":[1,null,{"c":"é\u2028"}],"y":"\\"","z":1e+21,"é":0}');
  });

  it("is the plain definition's text for any value", () => {
    const member = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(fc.string(), member),
      fc.array(member),
      fc.dictionary(fc.string(), fc.dictionary(fc.string({ unit: "grapheme" }), member)),
      // Either side of the 16 keys where the sort changes (idempotency.ts's sortedKeys).
      fc.dictionary(fc.string({ unit: "grapheme" }), member, { minKeys: 10, maxKeys: 40 }),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(plainCanonicalJson(v));
      }),
      { numRuns: 2_000 },
    );
  });
});
