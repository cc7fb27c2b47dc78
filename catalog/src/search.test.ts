import { describe, expect, it } from "vitest";
import { labTests } from "./data/lab-tests/index.ts";
import { createSearch, searchItems, searchTests } from "./search.ts";

const entry = (testName: string, alternateTestName: string, slug: string) => ({
  testName,
  alternateTestName,
  corpId: slug.length.toString().padStart(5, "1"),
  testDetailsPageLink: `/${slug}`,
});

// A fixture catalogue, so ranking is checked independently of the data being written.
const search = createSearch([
  entry("Serum Iron", "Fe", "serum-iron"),
  entry("Iron Studies", "Iron Profile, TIBC", "iron-studies"),
  entry("Ferritin", "Iron Stores", "ferritin"),
  entry("Haemoglobin", "Hb", "haemoglobin"),
  entry("Ironclad Panel", "", "ironclad-panel"),
]);
const found = (query: string, limit?: number) =>
  search(query, limit).map((item) => item.testDetailsPageLink);

describe("createSearch", () => {
  it("matches test names case-insensitively as substrings", () => {
    expect(found("haemo")).toEqual(["/haemoglobin"]);
    expect(found("HAEMO")).toEqual(["/haemoglobin"]);
    expect(found("moglo")).toEqual(["/haemoglobin"]);
  });

  it("trims the query and finds nothing for an empty one", () => {
    expect(found("  ferritin  ")).toEqual(["/ferritin"]);
    expect(found("")).toEqual([]);
    expect(found("   ")).toEqual([]);
    expect(found("no such test")).toEqual([]);
  });

  it("also matches alternate names", () => {
    expect(found("tibc")).toEqual(["/iron-studies"]);
    expect(found("hb")).toEqual(["/haemoglobin"]);
  });

  it("ranks names starting with the query, then other names, then alternate names", () => {
    expect(found("iron")).toEqual(["/iron-studies", "/ironclad-panel", "/serum-iron", "/ferritin"]);
  });

  it("honours the limit after ranking", () => {
    expect(found("iron", 2)).toEqual(["/iron-studies", "/ironclad-panel"]);
    expect(found("iron", 3)).toEqual(["/iron-studies", "/ironclad-panel", "/serum-iron"]);
    expect(found("iron", 0)).toEqual([]);
  });

  it("returns search items: name, corpId and link only", () => {
    expect(search("ferritin")).toEqual([
      { testName: "Ferritin", corpId: "11118", testDetailsPageLink: "/ferritin" },
    ]);
  });
});

describe("searchTests over the catalogue", () => {
  it("has one search item per lab test", () => {
    expect(searchItems).toEqual(
      labTests.map((t) => ({
        testName: t.testName,
        corpId: t.corpId,
        testDetailsPageLink: t.testDetailsPageLink,
      })),
    );
  });

  it("finds CBC whatever the case", () => {
    expect(searchTests("cbc")[0]?.testDetailsPageLink).toBe("/cbc-test");
    expect(searchTests("CBC")[0]?.testDetailsPageLink).toBe("/cbc-test");
  });

  it("finds the thyroid profile with a padded query", () => {
    const links = searchTests(" thyroid ").map((item) => item.testDetailsPageLink);
    expect(links).toContain("/thyroid-test");
  });

  it("finds every test by its own name", () => {
    for (const test of labTests) {
      const links = searchTests(test.testName).map((item) => item.testDetailsPageLink);
      expect(links, test.testName).toContain(test.testDetailsPageLink);
    }
  });
});
