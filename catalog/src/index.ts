/** The catalogue's public API: schemas, typed data, pricing by location, search and lookups. */

export { type BrandIdField, brand, brandIdField } from "./brand.ts";
export {
  type CatalogueSearch,
  type CatalogueSearchOptions,
  createCatalogueSearch,
  type FoundItem,
  searchCatalogue,
} from "./catalogue-search.ts";
export { centres } from "./data/centres.ts";
export { bestSellingPackages, healthPackages } from "./data/health-packages.ts";
export { imagingItems } from "./data/imaging.ts";
export { type JobOpening, jobOpeningById, jobOpenings } from "./data/job-openings.ts";
export { labTests } from "./data/lab-tests/index.ts";
export {
  buildOrganLists,
  noTestFound,
  type OrganListKey,
  organListKeys,
  organListNames,
  organLists,
  organMenu,
} from "./data/organs.ts";
export { pincodePoint, pincodePoints } from "./data/pincodes.ts";
export {
  type RadiologyMenuEntry,
  type RadiologyMenuKey,
  radiologyHref,
  radiologyMenu,
  radiologyMenuKeys,
} from "./data/radiology-menu.ts";
export type {
  PackageGroup,
  ScanDuration,
  ScanStep,
} from "./data/translations/catalogue-english.ts";
export { catalogueIds } from "./data/translations/catalogue-ids.ts";
export { catalogueTranslations } from "./data/translations/catalogue-translations.ts";
export { type CatalogueWords, catalogueWords } from "./data/translations/catalogue-words.ts";
export { hi as hindiCatalogue } from "./data/translations/hi.ts";
export { hiReportNotes as hindiReportNotes } from "./data/translations/hi-report-notes.ts";
export { kn as kannadaCatalogue } from "./data/translations/kn.ts";
export { knReportNotes as kannadaReportNotes } from "./data/translations/kn-report-notes.ts";
export type {
  CatalogueOwnText,
  CatalogueTranslation,
  ReportNotes,
} from "./data/translations/schema.ts";
export { ta as tamilCatalogue } from "./data/translations/ta.ts";
export { taReportNotes as tamilReportNotes } from "./data/translations/ta-report-notes.ts";
export { te as teluguCatalogue } from "./data/translations/te.ts";
export { teReportNotes as teluguReportNotes } from "./data/translations/te-report-notes.ts";
export {
  type CityPriceField,
  cityPriceField,
  defaultLocation,
  type Location,
  locationIds,
} from "./location-ids.ts";
export {
  isLocation,
  type LocationOption,
  type LocationSelectorEntry,
  locationNames,
  locationSelector,
  parseLocation,
} from "./locations.ts";
// Lookups for the details pages, one module per kind: a page's chunk holds only the data it reads
// (a test page no data of scans or packages).
export { sampleCentreById, sampleCentres } from "./lookup/centres.ts";
export { imagingById, imagingBySlug } from "./lookup/imaging.ts";
export { itemsByOrgan } from "./lookup/organs.ts";
export { packageBySlug, packageIncluding, packagesListedIn } from "./lookup/packages.ts";
export { popularTests, testBySlug } from "./lookup/tests.ts";
export {
  type PrerenderedStyles,
  prerenderedFile,
  prerenderedStylesFile,
} from "./prerendered-file.ts";
export {
  formatRupees,
  type PriceAt,
  type Priceable,
  priceOf,
} from "./pricing.ts";
export {
  type Centre,
  type CentreService,
  centreSchema,
  centreServices,
  type OpeningHours,
  openingHoursSchema,
  type PincodePoint,
  pincodePointSchema,
  type Weekday,
  weekdays,
} from "./schemas/centre.ts";
export {
  type HealthPackage,
  healthPackageSchema,
  type PackageParameterGroup,
  packageParameterGroupSchema,
} from "./schemas/health-package.ts";
export {
  type ImagingCategory,
  type ImagingItem,
  imagingCategories,
  imagingCategorySchema,
  imagingItemSchema,
} from "./schemas/imaging-item.ts";
export { type CityPrice, cityPriceSchema, locationSchema } from "./schemas/location.ts";
export {
  type OrganListItem,
  type OrganTag,
  organListItemSchema,
  organTagSchema,
  organTags,
} from "./schemas/organ.ts";
export {
  type FastingRule,
  fastingRules,
  type GenderRule,
  genderRules,
  type IconWithText,
  iconKinds,
  iconWithTextSchema,
  pageLinkSchema,
  type SearchItem,
  searchItemSchema,
  type TestEntry,
  testEntrySchema,
} from "./schemas/test-entry.ts";
export { createSearch, type SearchFunction, searchItems, searchTests } from "./search.ts";
export { cartAddsKey, tapsBeforeHydrationScript } from "./taps-before-hydration.ts";
