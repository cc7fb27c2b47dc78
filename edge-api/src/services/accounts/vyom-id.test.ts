import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateVyomId, vyomIdPattern } from "./vyom-id.ts";

describe("generateVyomId", () => {
  it("follows docs/product.md#constants-and-limits", () => {
    const id = generateVyomId("Karthik Subramanian", "9876543210");
    expect(id).toMatch(vyomIdPattern);
    expect(id.slice(0, 3)).toBe("KAR");
    expect(id.slice(7, 10)).toBe("321");
  });

  it("takes letters only and pads short names", () => {
    expect(generateVyomId("  Dr. K", "9876543210").slice(0, 3)).toBe("DRK");
    expect(generateVyomId("Bo", "9876543210").slice(0, 3)).toBe("BOX");
    expect(generateVyomId("Éva", "9876543210").slice(0, 3)).toBe("EVA");
  });

  it("always has the pattern for any name and valid mobile", () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[6-9]\d{9}$/), (name, mobile) => {
        const id = generateVyomId(name, mobile);
        expect(id).toMatch(vyomIdPattern);
        expect(id.slice(7, 10)).toBe(mobile.slice(6, 9));
      }),
    );
  });
});
