import { describe, expect, it } from "vitest";
import { type OrganTag, organListItemSchema } from "../schemas/organ.ts";
import type { TestEntry } from "../schemas/test-entry.ts";
import { defineTest } from "./define-test.ts";
import { labTests } from "./lab-tests/index.ts";
import {
  buildOrganLists,
  noTestFound,
  type OrganListKey,
  organListKeys,
  organListNames,
  organLists,
  organMenu,
} from "./organs.ts";

let nextCorpId = 90001;

/** A minimal test entry: only the organs and identity matter to the organ lists. */
function fixture(slug: string, organs: [OrganTag, ...OrganTag[]]): TestEntry {
  return defineTest({
    slug,
    testName: slug.toUpperCase(),
    alternateTestName: "",
    corpId: String(nextCorpId++),
    description: "A fixture test used only to check how organ lists are derived from tags.",
    organs,
    fasting: "none",
    gender: "all",
    prices: { chennai: 100, banglore: 100, andhraPradesh: 100, tirunelveli: 100, mysore: 100 },
    properties: ["Value"],
  });
}

const links = (items: readonly { pageLink: string }[]) => items.map((item) => item.pageLink);

describe("organ lists", () => {
  it("has the product's lists in its order", () => {
    expect(organListKeys).toEqual([
      "kidney",
      "liver",
      "heart",
      "lungs",
      "thyroid",
      "female-reproductive",
      "cancer-marker",
      "stomach",
      "pancreas",
      "intestine",
      "blood",
      "bones-and-joints",
      "bones",
      "joints",
      "digestive-system",
      "hormones",
      "immune-system",
      "whole-body",
      "git",
      "systemic",
    ]);
  });

  it("shows the side menu's 'Search By Organs' names exactly", () => {
    expect(organMenu.map((entry) => entry.name)).toEqual([
      "Kidney",
      "Liver",
      "Heart",
      "Lungs",
      "Thyroid",
      "Reproductive System",
      "Cancer Marker",
      "Blood",
      "Bones And Joints",
      "Bones",
      "joints",
      "Digestive System",
      "Hormones",
      "Immune System",
      "Whole Body",
      "Git",
      "Systemic",
    ]);
    expect(organListNames["female-reproductive"]).toBe("Reproductive System");
  });

  it("keeps stomach, pancreas and intestine as the placeholder only", () => {
    for (const key of ["stomach", "pancreas", "intestine"] as const) {
      expect(organLists[key]).toEqual([{ name: "No Test Found", pageLink: "/" }]);
      expect(organLists[key][0]).not.toHaveProperty("corpId");
    }
  });

  it("lists every catalogue test under each of its organs, and nothing else", () => {
    // The product's list -> tag mapping (docs/product.md#organ-lists), stated independently of
    // organs.ts.
    const tagsOf: Record<
      Exclude<OrganListKey, "stomach" | "pancreas" | "intestine">,
      OrganTag[]
    > = {
      kidney: ["kidney"],
      liver: ["liver"],
      heart: ["heart"],
      lungs: ["lungs"],
      thyroid: ["thyroid"],
      "female-reproductive": ["female reproductive"],
      "cancer-marker": ["cancer marker"],
      blood: ["blood"],
      "bones-and-joints": ["bones", "joints"],
      bones: ["bones"],
      joints: ["joints"],
      "digestive-system": ["digestive system"],
      hormones: ["hormones"],
      "immune-system": ["immune system"],
      "whole-body": ["whole body"],
      git: ["git"],
      systemic: ["systemic"],
    };
    for (const [key, tags] of Object.entries(tagsOf) as [keyof typeof tagsOf, OrganTag[]][]) {
      const expected = labTests
        .filter((test) => test.organs.some((tag) => tags.includes(tag)))
        .map((t) => ({ name: t.testName, pageLink: t.testDetailsPageLink, corpId: t.corpId }));
      expect(organLists[key], key).toEqual(expected.length > 0 ? expected : [noTestFound]);
    }
  });

  it("gives every list valid items", () => {
    const items = Object.values(organLists).flat();
    expect(items.every((item) => organListItemSchema.safeParse(item).success)).toBe(true);
  });

  it("makes 'Bones And Joints' the union of bones and joints", () => {
    const lists = buildOrganLists([
      fixture("calcium", ["bones"]),
      fixture("ra-factor", ["joints", "immune system"]),
      fixture("uric-acid", ["joints", "bones"]),
      fixture("tsh", ["thyroid"]),
    ]);
    expect(links(lists["bones-and-joints"])).toEqual(["/calcium", "/ra-factor", "/uric-acid"]);
    expect(links(lists.bones)).toEqual(["/calcium", "/uric-acid"]);
    expect(links(lists.joints)).toEqual(["/ra-factor", "/uric-acid"]);

    const real = new Set(links(organLists["bones-and-joints"]));
    const union = new Set([...links(organLists.bones), ...links(organLists.joints)]);
    union.delete("/");
    if (union.size > 0) expect(real).toEqual(union);
  });

  it("falls back to the placeholder when no test carries the tag", () => {
    const lists = buildOrganLists([fixture("tsh", ["thyroid"])]);
    expect(lists.thyroid).toEqual([{ name: "TSH", pageLink: "/tsh", corpId: expect.any(String) }]);
    expect(lists.kidney).toEqual([noTestFound]);
    expect(buildOrganLists([]).systemic).toEqual([noTestFound]);
  });

  it("never lists a test under stomach, pancreas or intestine, even if tagged", () => {
    const lists = buildOrganLists([fixture("amylase", ["pancreas", "digestive system"])]);
    expect(lists.pancreas).toEqual([noTestFound]);
    expect(links(lists["digestive-system"])).toEqual(["/amylase"]);
  });
});
