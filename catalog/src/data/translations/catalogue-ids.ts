/**
 * The id of each piece of the catalogue's own text in a language's words (catalogue-words.ts):
 * what a page asks for, with the English beside it, which is shown when the language has no
 * words for the id. Kept apart from the words so a page carries these few lines, never a language.
 */
import type { FoundItem } from "../../catalogue-search.ts";

export const catalogueIds = {
  testName: (corpId: string) => `test:${corpId}:name`,
  testDescription: (corpId: string) => `test:${corpId}:description`,
  packageName: (slug: string) => `package:${slug}:name`,
  packageDescription: (slug: string) => `package:${slug}:description`,
  scanName: (pageLink: string) => `scan:${pageLink}:name`,
  scanDescription: (pageLink: string) => `scan:${pageLink}:description`,
  organTag: (tag: string) => `organ:${tag}`,
  organList: (key: string) => `organs:${key}`,
  radiologyMenu: (key: string) => `radiology:${key}`,
  /**
   * A preparation note or an icon's note, by its English (define-test.ts, preparation.ts), and a
   * scan's preparation step or duration (data/imaging/).
   */
  note: (english: string) => `note:${english}`,
  /** A health package's parameter group, by its English title. */
  packageGroup: (title: string) => `group:${title}`,
  /** The name of what the header search found. */
  foundName: (found: FoundItem) =>
    found.kind === "test"
      ? `test:${found.item.corpId}:name`
      : found.kind === "package"
        ? `package:${found.item.slug}:name`
        : `scan:${found.item.pageLink}:name`,
} as const;
