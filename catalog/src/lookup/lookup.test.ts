import { describe, expect, it } from "vitest";
import { healthPackages } from "../data/health-packages.ts";
import { imagingItems } from "../data/imaging.ts";
import { labTests } from "../data/lab-tests/index.ts";
import { organLists } from "../data/organs.ts";
import { imagingById, imagingBySlug } from "./imaging.ts";
import { itemsByOrgan } from "./organs.ts";
import { packageBySlug, packageIncluding, packagesListedIn } from "./packages.ts";
import { popularTests, testBySlug } from "./tests.ts";

describe("lookups", () => {
  it("finds every lab test by its slug, with or without the slash", () => {
    for (const test of labTests) {
      expect(testBySlug(test.testDetailsPageLink.slice(1))).toBe(test);
      expect(testBySlug(test.testDetailsPageLink)).toBe(test);
    }
    expect(testBySlug("cbc-test")?.testName).toBe("CBC");
    expect(testBySlug("no-such-test")).toBeUndefined();
  });

  it("finds imaging items by slug and by id, the id query as a string too", () => {
    for (const item of imagingItems) {
      expect(imagingBySlug(item.pageLink.slice(1))).toBe(item);
      expect(imagingById(item.id)).toBe(item);
    }
    expect(imagingBySlug("scortal-us")?.id).toBe(15);
    expect(imagingById("39")?.pageLink).toBe("/mammogram");
    expect(imagingById("x")).toBeUndefined();
    expect(imagingBySlug("scrotal-us")).toBeUndefined();
  });

  it("finds packages by slug", () => {
    for (const pkg of healthPackages) expect(packageBySlug(pkg.slug)).toBe(pkg);
    expect(packageBySlug("/health-package-young-women")?.ageRange).toBe("Under 35");
    expect(packageBySlug("health-package-gold")).toBeUndefined();
  });

  it("returns organ lists by key", () => {
    expect(itemsByOrgan("stomach")).toEqual([{ name: "No Test Found", pageLink: "/" }]);
    expect(itemsByOrgan("kidney")).toBe(organLists.kidney);
  });

  it("lists the popular tests in catalogue order", () => {
    expect(popularTests).toEqual(labTests.filter((test) => test.popular));
    expect(popularTests.map((test) => test.testDetailsPageLink)).toEqual([
      "/cbc-test",
      "/thyroid-test",
      "/hba1c-test",
      "/lipid-test",
      "/liver-function-test",
      "/renal-function",
      "/vitamin-d",
      "/vitamin-b12",
    ]);
  });
});

describe("packagesListedIn", () => {
  const slugs = (location: Parameters<typeof packagesListedIn>[0]) =>
    packagesListedIn(location).map((pkg) => pkg.slug);

  it("lists all 12 packages in Andhra Pradesh, Basic and Classic first", () => {
    expect(slugs("andhraPradesh")).toEqual(healthPackages.map((pkg) => pkg.slug));
    expect(slugs("andhraPradesh").slice(0, 2)).toEqual([
      "health-package-basic",
      "health-package-classic",
    ]);
  });

  it("leaves out Basic and Classic everywhere else", () => {
    for (const location of ["chennai", "banglore", "tirunelveli", "mysore"] as const) {
      expect(slugs(location)).toHaveLength(10);
      expect(slugs(location)).not.toContain("health-package-basic");
      expect(slugs(location)).not.toContain("health-package-classic");
    }
  });
});

describe("the tests a package holds", () => {
  const corpIdOf = (name: string) => labTests.find((test) => test.testName === name)?.corpId ?? "";
  const premium = healthPackages.find((pkg) => pkg.packageName === "Premium Health Package");

  it("names only lab tests the catalogue has", () => {
    const known = new Set(labTests.map((test) => test.corpId));
    for (const pkg of healthPackages) {
      expect(pkg.includedTests.length, pkg.packageName).toBeGreaterThan(0);
      for (const corpId of pkg.includedTests) expect(known, pkg.packageName).toContain(corpId);
    }
  });

  it("finds the cart's package that already holds a test, and none for a test it lacks", () => {
    const basic = healthPackages.find((pkg) => pkg.packageName === "Basic Health Package");
    const inCart = [basic?.corpId ?? "", premium?.corpId ?? ""];
    expect(packageIncluding(corpIdOf("CBC"), inCart)?.packageName).toBe("Basic Health Package");
    expect(packageIncluding(corpIdOf("Hba1c"), inCart)?.packageName).toBe("Premium Health Package");
    expect(packageIncluding(corpIdOf("Vitamin D"), inCart)).toBeUndefined();
    expect(packageIncluding(corpIdOf("CBC"), [])).toBeUndefined();
  });
});
