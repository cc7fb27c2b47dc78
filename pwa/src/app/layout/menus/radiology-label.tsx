import { catalogueIds, type RadiologyMenuEntry } from "@vyom/catalog";
import type { CatalogueText } from "@/i18n/catalogue-text.ts";

/**
 * An X-ray & Scans group's or link's label in the reader's words, which hold the acronym people
 * say ("ECG (இதய மின்வரைவு)"); X-ray, CT and MRI as they are.
 */
export const radiologyLabel = (text: CatalogueText, entry: RadiologyMenuEntry) =>
  text(catalogueIds.radiologyMenu(entry.key), entry.label);
