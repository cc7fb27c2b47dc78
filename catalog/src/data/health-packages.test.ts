import { describe, expect, it } from "vitest";
import { healthPackageSchema } from "../schemas/health-package.ts";
import { failures } from "./failures.test-util.ts";
import { bestSellingPackages, healthPackages } from "./health-packages.ts";

/**
 * The package table of docs/product.md#health-packages, with each package's fasting and gender
 * rule.
 */
const packageTable = [
  ["health-package-basic", "30038", 1099, 3500, "fastingOrRandom", "all"],
  ["health-package-classic", "30040", 1299, 4000, "fastingOrRandom", "all"],
  ["health-package-premium", "30042", 1699, 6500, "fastingOrRandom", "all"],
  ["health-package-pro", "30044", 2499, 8000, "fastingOrRandom", "all"],
  ["health-package-supreme", "30047", 3199, 7300, "overnight", "all"],
  ["health-package-expert", "30046", 5199, 10600, "overnight", "all"],
  ["health-package-elite", "30048", 7099, 15900, "overnight", "all"],
  ["health-package-men", "30049", 7999, 21500, "overnight", "male"],
  ["health-package-young-women", "30050", 7999, 21500, "overnight", "female"],
  ["health-package-old-women", "30051", 8999, 24500, "overnight", "female"],
  ["health-package-senior-citizen-men", "28380", 6699, 14900, "overnight", "male"],
  ["health-package-senior-citizen-women", "28381", 7899, 16600, "overnight", "female"],
];

describe("health packages", () => {
  it("each parse with their schema", () => {
    const bad = failures(healthPackages, (pkg) => {
      const result = healthPackageSchema.safeParse(pkg);
      return result.success ? undefined : `${pkg.slug}: ${result.error.message}`;
    });
    expect(bad).toEqual([]);
  });

  it("match the product's table: slug, corpId, prices, fasting rule, gender", () => {
    const rows = healthPackages.map((p) => [
      p.slug,
      p.corpId,
      p.currentPrice,
      p.originalPrice,
      p.fasting,
      p.recommendedGender,
    ]);
    expect(rows).toEqual(packageTable);
  });

  it("give the women's packages their age ranges", () => {
    const ranges = healthPackages.filter((p) => p.ageRange !== undefined);
    expect(ranges.map((p) => [p.slug, p.ageRange])).toEqual([
      ["health-package-young-women", "Under 35"],
      ["health-package-old-women", "Over 35"],
    ]);
  });

  it("list Basic and Classic only for Andhra Pradesh, the rest everywhere", () => {
    const restricted = healthPackages.filter((p) => p.listedIn !== undefined);
    expect(restricted.map((p) => [p.slug, p.listedIn])).toEqual([
      ["health-package-basic", ["andhraPradesh"]],
      ["health-package-classic", ["andhraPradesh"]],
    ]);
  });

  it("give only the senior citizen packages the free stool tests", () => {
    const extras = healthPackages.filter((p) => p.free_consultation !== undefined);
    expect(extras.map((p) => [p.slug, p.free_consultation])).toEqual([
      ["health-package-senior-citizen-men", ["Stool Routine", "Stool Occult Blood"]],
      ["health-package-senior-citizen-women", ["Stool Routine", "Stool Occult Blood"]],
    ]);
  });

  it("show the best-selling cards with the consultation line items", () => {
    expect(bestSellingPackages.map((p) => p.currentPrice)).toEqual([
      1699, 2499, 3199, 5199, 7099, 7999, 7999, 8999, 6699, 7899,
    ]);
    for (const pkg of bestSellingPackages) {
      expect(pkg.highlights, pkg.slug).toContain("Physician Consultation");
      expect(pkg.highlights, pkg.slug).toContain("Mind Health Assessment*");
    }
  });
});
