import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawReference,
  REFERENCE_ALPHABET,
  readReference,
  referencePattern,
} from "./booking-reference.ts";

const bytesOf = (values: number[]) => (bytes: Uint8Array) => {
  bytes.set(values.slice(0, bytes.length));
  return bytes;
};

describe("the booking reference", () => {
  it("leaves out the characters read or heard as others", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(30);
    for (const confusable of ["0", "O", "1", "I", "L", "U"]) {
      expect(REFERENCE_ALPHABET).not.toContain(confusable);
    }
  });

  it("is VY- and two groups of four, drawn evenly (bytes 240 and over skipped)", () => {
    const draw = drawReference(bytesOf([0, 29, 240, 255, 30, 59, 100, 200, 239, 7, 1, 2]));
    expect(draw).toBe("VY-2Z2Z-CPZ9");
    expect(draw).toMatch(referencePattern);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        const seen: number[] = [...random];
        const reference = drawReference((bytes) => {
          // Any random bytes, topped up with small ones so a draw of many 240+ bytes still ends.
          bytes.set(
            (seen.length > 0 ? seen.splice(0, 16) : [5]).concat(Array(16).fill(5)).slice(0, 16),
          );
          return bytes;
        });
        expect(reference).toMatch(referencePattern);
      }),
    );
  });

  it("reads what a person types or reads out, in any case, with or without the prefix", () => {
    for (const typed of [
      "VY-7KQ4-M9RX",
      "vy-7kq4-m9rx",
      " vy 7KQ4 m9rx ",
      "7KQ4M9RX",
      "7kq4-m9rx",
    ]) {
      expect(readReference(typed)).toBe("VY-7KQ4-M9RX");
    }
    for (const typed of [
      "VY-7KQ4-M9R",
      "VY-0KQ4-M9RX",
      "VY-IKQ4-M9RX",
      "XX-7KQ4-M9RX",
      "",
      "BK-C218D20A",
    ]) {
      expect(readReference(typed)).toBeUndefined();
    }
  });
});
