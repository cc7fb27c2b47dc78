import {
  type CatalogueSearch,
  catalogueIds,
  createCatalogueSearch,
  healthPackages,
  imagingItems,
  labTests,
  searchCatalogue,
} from "@vyom/catalog";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useLingui } from "@/i18n/runtime.tsx";

// One index per language the reader has shown this visit, built on its first search.
const searches = new Map<string, CatalogueSearch>();

/**
 * The header search in the reader's language: an item is found by its English name and by its
 * name in that language (docs/i18n.md#catalogue-text). English is the catalogue's own search.
 */
export function useCatalogueSearch(): CatalogueSearch {
  const { i18n } = useLingui();
  const text = useCatalogueText();
  const code = i18n.locale;
  if (code === "en") return searchCatalogue;
  let search = searches.get(code);
  if (!search) {
    search = createCatalogueSearch({
      tests: labTests,
      packages: healthPackages,
      scans: imagingItems,
      nameIn: (found) => text(catalogueIds.foundName(found), found.name),
    });
    searches.set(code, search);
  }
  return search;
}
