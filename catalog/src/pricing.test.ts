import { describe, expect, it } from "vitest";
import { defineTest } from "./data/define-test.ts";
import { healthPackages } from "./data/health-packages.ts";
import { imagingItems } from "./data/imaging.ts";
import { formatRupees, priceOf } from "./pricing.ts";
import { locationIds } from "./schemas/location.ts";

const labTest = defineTest({
  slug: "fixture-test",
  testName: "Fixture Test",
  alternateTestName: "",
  corpId: "99999",
  description: "A fixture test whose prices differ per city, one of them not offered.",
  organs: ["blood"],
  fasting: "none",
  gender: "all",
  prices: { chennai: 400, banglore: 450, andhraPradesh: 350, tirunelveli: "NA", mysore: 420 },
  properties: ["Value"],
});

describe("priceOf", () => {
  it("reads a lab test's per-city price field", () => {
    expect(priceOf(labTest, "chennai")).toEqual({ offered: true, price: 400 });
    expect(priceOf(labTest, "banglore")).toEqual({ offered: true, price: 450 });
    expect(priceOf(labTest, "mysore")).toEqual({ offered: true, price: 420 });
  });

  it("reports 'NA' as not offered", () => {
    expect(priceOf(labTest, "tirunelveli")).toEqual({ offered: false });
    const cardiacMri = imagingItems.find((item) => item.pageLink === "/cardiac-mri");
    expect(cardiacMri && priceOf(cardiacMri, "tirunelveli")).toEqual({ offered: false });
  });

  it("reads an imaging item's prices record", () => {
    for (const item of imagingItems) {
      for (const location of locationIds) {
        const price = item.prices[location];
        const expected = price === "NA" ? { offered: false } : { offered: true, price };
        expect(priceOf(item, location)).toEqual(expected);
      }
    }
  });

  it("prices a package the same in every city", () => {
    for (const pkg of healthPackages) {
      for (const location of locationIds) {
        expect(priceOf(pkg, location)).toEqual({ offered: true, price: pkg.currentPrice });
      }
    }
  });
});

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping without paise", () => {
    expect(formatRupees(1699)).toBe("₹1,699");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(350)).toBe("₹350");
  });

  it("writes every amount as Intl's en-IN rupee format does", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567];
    for (const amount of [...amounts, 123456789, 2.5, 1699.4, -1699]) {
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
