import { describe, expect, it } from "vitest";
import { createCatalogueSearch, type FoundItem, searchCatalogue } from "./catalogue-search.ts";
import { healthPackages } from "./data/health-packages.ts";
import { imagingItems } from "./data/imaging.ts";
import { labTests } from "./data/lab-tests/index.ts";
import { keywordsByPackage, keywordsByScan, keywordsByTest } from "./data/search-keywords.ts";

const headerLimit = 10;
const find = (query: string) =>
  searchCatalogue(query, { limit: headerLimit, location: "chennai" }).map((found) => found.href);
const kinds = (query: string) =>
  new Set(searchCatalogue(query, { limit: headerLimit, location: "chennai" }).map((f) => f.kind));
const packageLinks = healthPackages.map((pkg) => `/${pkg.slug}`);
const isScan = (href: string) => href.startsWith("/radilogy/");
const scanLink = (pageLink: string) => {
  const scan = imagingItems.find((item) => item.pageLink === pageLink);
  if (!scan) throw new Error(`no scan ${pageLink}`);
  return `/radilogy/${pageLink.slice(1)}?id=${scan.id}`;
};

describe("the keyword lists", () => {
  it("name only real items", () => {
    const tests = new Set(labTests.map((test) => test.testDetailsPageLink));
    const packages = new Set(healthPackages.map((pkg) => pkg.slug));
    const scans = new Set(imagingItems.map((scan) => scan.pageLink));
    expect(Object.keys(keywordsByTest).filter((link) => !tests.has(link))).toEqual([]);
    expect(Object.keys(keywordsByPackage).filter((slug) => !packages.has(slug))).toEqual([]);
    expect(Object.keys(keywordsByScan).filter((link) => !scans.has(link))).toEqual([]);
  });
});

describe("searchCatalogue: what a person means", () => {
  it("vit d finds Vitamin D (25-OH) alone", () => {
    expect(find("vit d")).toEqual(["/vitamin-d"]);
    expect(find("Vit-D")).toEqual(["/vitamin-d"]);
    expect(find("vitd")).toEqual(["/vitamin-d"]);
  });

  it("kolesterol finds the lipid profile", () => {
    expect(find("kolesterol")[0]).toBe("/lipid-test");
    expect(find("cholesterol")[0]).toBe("/lipid-test");
  });

  it("thyriod finds the thyroid tests, the profile first", () => {
    const found = find("thyriod");
    expect(found[0]).toBe("/thyroid-test");
    expect(found).toEqual(expect.arrayContaining(["/tsh-test", "/free-t3", "/free-t4"]));
    expect(find("thairoid")[0]).toBe("/thyroid-test");
    // Still typing the misspelt word.
    expect(find("thyri")[0]).toBe("/thyroid-test");
  });

  it("sugar and suger find HbA1c and the glucose tests", () => {
    const sugar = [
      "/hba1c-test",
      "/glucose-fasting",
      "/glucose-post-prandial",
      "/glucose-random",
      "/glucose-tolerance-test",
    ];
    expect(find("sugar")).toEqual(sugar);
    expect(find("suger")).toEqual(sugar);
    expect(find("sakkarai")).toEqual(sugar);
    expect(find("blood sugar").slice(0, 5)).toEqual(expect.arrayContaining(sugar));
  });

  it("diabetes finds HbA1c and glucose first, then the packages", () => {
    const found = find("diabetes");
    expect(found.slice(0, 2)).toEqual(["/hba1c-test", "/glucose-fasting"]);
    expect(found).toEqual(expect.arrayContaining(["/glucose-post-prandial", "/glucose-random"]));
    const firstPackage = found.findIndex((href) => packageLinks.includes(href));
    expect(firstPackage).toBeGreaterThan(3);
    expect(found.slice(firstPackage).every((href) => packageLinks.includes(href))).toBe(true);
    expect(find("diabetis")[0]).toBe("/hba1c-test");
  });

  it("fever finds CBC, malaria, dengue and typhoid (Widal)", () => {
    const found = find("fever");
    expect(found[0]).toBe("/cbc-test");
    expect(found).toEqual(
      expect.arrayContaining([
        "/malaria-parasite-smear",
        "/malaria-antigen-rapid",
        "/dengue-ns1-antigen",
        "/dengue-igg-igm",
        "/widal-test",
      ]),
    );
    expect(find("kaichal")).toEqual(found);
    expect(find("jwaram")).toEqual(found);
  });

  it("full body and package find the packages offered in the city, nothing else", () => {
    const chennaiPackages = healthPackages
      .filter((pkg) => pkg.listedIn === undefined)
      .map((pkg) => `/${pkg.slug}`);
    expect(find("full body")).toEqual(chennaiPackages);
    expect(find("full body checkup")).toEqual(chennaiPackages);
    expect(find("package")).toEqual(chennaiPackages);
    expect(find("packages")).toEqual(chennaiPackages);
    // Basic and Classic are listed only in Andhra Pradesh (docs/product.md#health-packages).
    const andhra = searchCatalogue("package", { location: "andhraPradesh" });
    expect(andhra.map((found) => found.href).slice(0, 2)).toEqual([
      "/health-package-basic",
      "/health-package-classic",
    ]);
  });

  it("mri, usg, x ray and xray find those scans only", () => {
    const mri = find("mri");
    expect(mri).toHaveLength(imagingItems.filter((scan) => scan.category === "mri").length);
    expect(mri[0]).toBe(scanLink("/brain-mri"));
    expect(mri).toContain(scanLink("/mrcp-mri"));
    const usg = find("usg");
    expect(usg).toHaveLength(imagingItems.filter((scan) => scan.category === "ultrasound").length);
    expect(usg).toContain(scanLink("/abdomen-only"));
    const xray = imagingItems.filter((scan) => scan.category === "xray");
    for (const query of ["x ray", "xray", "X-Ray", "x-ray"]) {
      expect(find(query), query).toEqual(xray.map((scan) => scan.pageLink).map(scanLink));
    }
    expect(find("chest xray")).toEqual([scanLink("/x-ray-chest")]);
    expect(find("usg abdomen")).toEqual([scanLink("/abdomen-only")]);
    expect(kinds("ct scan")).toEqual(new Set(["scan"]));
  });

  it("thyroid scan finds the thyroid tests, as there is no thyroid scan", () => {
    expect(imagingItems.some((scan) => /thyroid/i.test(scan.name))).toBe(false);
    const found = find("thyroid scan");
    expect(found.slice(0, 2)).toEqual(["/thyroid-test", "/tsh-test"]);
    expect(found.every((href) => !isScan(href))).toBe(true);
  });

  it("short forms and Tanglish words find their tests", () => {
    expect(find("fbs")).toEqual(["/glucose-fasting"]);
    expect(find("lft")).toEqual(["/liver-function-test"]);
    expect(find("b12")).toEqual(["/vitamin-b12"]);
    expect(find("vit b12")).toEqual(["/vitamin-b12"]);
    expect(find("ratha sogai")[0]).toBe("/cbc-test");
    expect(find("manjal kamalai")).toEqual(
      expect.arrayContaining(["/liver-function-test", "/bilirubin-test"]),
    );
    expect(find("siruneer")).toEqual(["/urine-routine"]);
    expect(find("hemoglobin")).toContain("/cbc-test");
  });

  it("still finds every test, package and scan by its own name, first or nearly", () => {
    const all: FoundItem[] = [
      ...labTests.map((item) => ({
        kind: "test" as const,
        name: item.testName,
        href: item.testDetailsPageLink,
        item,
      })),
    ];
    for (const found of all) {
      expect(find(found.name).slice(0, 3), found.name).toContain(found.href);
    }
    for (const pkg of healthPackages) {
      const links = searchCatalogue(pkg.packageName, { limit: 3 }).map((f) => f.href);
      expect(links, pkg.packageName).toContain(`/${pkg.slug}`);
    }
    for (const scan of imagingItems) {
      expect(find(scan.name).slice(0, 3), scan.name).toContain(scanLink(scan.pageLink));
    }
  });

  it("keeps names that start with the text first, as before", () => {
    expect(find("thyroid")[0]).toBe("/thyroid-test");
    expect(find("cbc")).toEqual(["/cbc-test"]);
    expect(find("vitamin").slice(0, 2)).toEqual(["/vitamin-d", "/vitamin-b12"]);
    // Inside a word, as the old search matched ("moglo" in haemoglobin).
    expect(find("moglo")).toContain("/hb-electrophoresis");
  });

  it("finds nothing for unrelated text", () => {
    for (const query of [
      "pizza",
      "cricket",
      "laptop",
      "insurance",
      "hotel",
      "qwerty",
      "zzzz",
      "hello",
      "mobile recharge",
      "",
      "   ",
      "!!!",
    ]) {
      expect(find(query), query).toEqual([]);
    }
  });

  it("honours the limit after ranking", () => {
    expect(searchCatalogue("fever", { limit: 2 }).map((f) => f.href)).toEqual([
      "/cbc-test",
      "/malaria-parasite-smear",
    ]);
    expect(searchCatalogue("fever", { limit: 0 })).toEqual([]);
  });
});

describe("createCatalogueSearch", () => {
  const [cbc] = labTests;
  const [scan] = imagingItems;
  if (!cbc || !scan) throw new Error("empty catalogue");
  const search = createCatalogueSearch({ tests: [cbc], packages: [], scans: [scan] });

  it("answers the item, its kind, name and page", () => {
    expect(search("cbc")).toEqual([{ kind: "test", name: "CBC", href: "/cbc-test", item: cbc }]);
    expect(search("x ray")).toEqual([
      { kind: "scan", name: scan.name, href: `/radilogy/x-ray-chest?id=${scan.id}`, item: scan },
    ]);
  });
});
