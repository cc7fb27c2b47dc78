import type { OrganListItem, OrganTag } from "../schemas/organ.ts";
import type { TestEntry } from "../schemas/test-entry.ts";
import { labTests } from "./lab-tests/index.ts";

/**
 * The organ lists of docs/product.md#organ-lists. Each list is derived from the tests' `organs`
 * tags, never written by hand, so adding a test to the catalogue is enough to list it under its
 * organs.
 */
interface OrganListDefinition {
  readonly key: string;
  /** Side-menu label; the historic spellings are kept, including the lowercase "joints". */
  readonly name: string;
  /** Tests carrying any of these tags belong to the list; empty means a placeholder-only list. */
  readonly tags: readonly OrganTag[];
  /** Whether "Search By Organs" shows it (stomach, pancreas and intestine are lists only). */
  readonly inMenu: boolean;
}

const definitions = [
  { key: "kidney", name: "Kidney", tags: ["kidney"], inMenu: true },
  { key: "liver", name: "Liver", tags: ["liver"], inMenu: true },
  { key: "heart", name: "Heart", tags: ["heart"], inMenu: true },
  { key: "lungs", name: "Lungs", tags: ["lungs"], inMenu: true },
  { key: "thyroid", name: "Thyroid", tags: ["thyroid"], inMenu: true },
  {
    key: "female-reproductive",
    name: "Reproductive System",
    tags: ["female reproductive"],
    inMenu: true,
  },
  { key: "cancer-marker", name: "Cancer Marker", tags: ["cancer marker"], inMenu: true },
  // The product keeps these three as 'No Test Found' placeholders whatever the catalogue holds.
  { key: "stomach", name: "Stomach", tags: [], inMenu: false },
  { key: "pancreas", name: "Pancreas", tags: [], inMenu: false },
  { key: "intestine", name: "Intestine", tags: [], inMenu: false },
  { key: "blood", name: "Blood", tags: ["blood"], inMenu: true },
  { key: "bones-and-joints", name: "Bones And Joints", tags: ["bones", "joints"], inMenu: true },
  { key: "bones", name: "Bones", tags: ["bones"], inMenu: true },
  { key: "joints", name: "joints", tags: ["joints"], inMenu: true },
  {
    key: "digestive-system",
    name: "Digestive System",
    tags: ["digestive system"],
    inMenu: true,
  },
  { key: "hormones", name: "Hormones", tags: ["hormones"], inMenu: true },
  { key: "immune-system", name: "Immune System", tags: ["immune system"], inMenu: true },
  { key: "whole-body", name: "Whole Body", tags: ["whole body"], inMenu: true },
  { key: "git", name: "Git", tags: ["git"], inMenu: true },
  { key: "systemic", name: "Systemic", tags: ["systemic"], inMenu: true },
] as const satisfies readonly OrganListDefinition[];

export type OrganListKey = (typeof definitions)[number]["key"];

/** Every organ list key, in the product's order. */
export const organListKeys: readonly OrganListKey[] = definitions.map((d) => d.key);

/** What an organ list shows when no test belongs to it. */
export const noTestFound: OrganListItem = { name: "No Test Found", pageLink: "/" };

/** The side menu's "Search By Organs" entries, in the product's order. */
export const organMenu: readonly { key: OrganListKey; name: string }[] = definitions
  .filter((d) => d.inMenu)
  .map(({ key, name }) => ({ key, name }));

/** The display name of every list, menu or not. */
export const organListNames: Readonly<Record<OrganListKey, string>> = (() => {
  const names = {} as Record<OrganListKey, string>;
  for (const { key, name } of definitions) names[key] = name;
  return names;
})();

/** Build every organ list from a set of tests (exported so tests can check the rule on fixtures). */
export function buildOrganLists(
  tests: readonly TestEntry[],
): Record<OrganListKey, readonly OrganListItem[]> {
  // Filled for every key by the loop below; the cast only spares a Partial round-trip.
  const lists = {} as Record<OrganListKey, readonly OrganListItem[]>;
  for (const definition of definitions) {
    const tags: readonly OrganTag[] = definition.tags;
    const items: OrganListItem[] = tests
      .filter((test) => test.organs.some((tag) => tags.includes(tag)))
      .map((test) => ({
        name: test.testName,
        pageLink: test.testDetailsPageLink,
        corpId: test.corpId,
      }));
    lists[definition.key] = items.length > 0 ? items : [noTestFound];
  }
  return lists;
}

/** The catalogue's organ lists, built once at module load. */
export const organLists = buildOrganLists(labTests);
