/**
 * The shape of one language's translation of the catalogue's own text (docs/i18n.md#catalogue-text):
 * data, not app messages. Keyed by what names an item in the catalogue (a popular test's corpId, a
 * package's slug, a scan's page link, an organ tag or list, a preparation rule), so a language
 * that misses an item or names one the catalogue lacks does not compile, and
 * catalogue-translations.test.ts holds the keys equal to the catalogue's.
 *
 * Names are the reader's words for the test; the English name is shown beside them, never
 * replaced: people and doctors name tests in English.
 */
import type { OrganTag } from "../../schemas/organ.ts";
import type { FastingRule, GenderRule } from "../../schemas/test-entry.ts";
import type { OrganListKey } from "../organs.ts";
import type { RadiologyMenuKey } from "../radiology-menu.ts";
import type { PackageGroup, ScanDuration, ScanStep } from "./catalogue-english.ts";

export interface TranslatedItem {
  readonly name: string;
  readonly description: string;
}

/** The popular tests (data/lab-tests/popular.ts, `popular: true`), by corpId. */
export type PopularTestId =
  | "10001"
  | "10002"
  | "10003"
  | "10004"
  | "10005"
  | "10006"
  | "10007"
  | "10008";

/** Every health package (data/health-packages/), by slug. */
export type PackageSlug =
  | "health-package-basic"
  | "health-package-classic"
  | "health-package-premium"
  | "health-package-pro"
  | "health-package-supreme"
  | "health-package-expert"
  | "health-package-elite"
  | "health-package-men"
  | "health-package-young-women"
  | "health-package-old-women"
  | "health-package-senior-citizen-men"
  | "health-package-senior-citizen-women";

/** Every scan (data/imaging/), by page link. */
export type ScanLink =
  | "/x-ray-chest"
  | "/x-ray-pns"
  | "/x-ray-cervical-spine"
  | "/x-ray-knee-ap"
  | "/x-ray-lumbar-spine-ap"
  | "/x-ray-foot-ap"
  | "/x-ray-wrist-ap"
  | "/kub-us"
  | "/abdomen-only"
  | "/pelvis-only"
  | "/doppler"
  | "/breast"
  | "/nt-scan"
  | "/pregnancy-us"
  | "/scortal-us"
  | "/tvs"
  | "/aanomaly-scan"
  | "/brain-ct"
  | "/chest-ct"
  | "/pns-ct"
  | "/kub-ct"
  | "/abdomen-and-pelvis-ct"
  | "/coronary-angiogram-ct"
  | "/virtual-colonoscopy"
  | "/neck-ct"
  | "/brain-mri"
  | "/cardiac-mri"
  | "/prostate-mri"
  | "/mrcp-mri"
  | "/angiography-mri"
  | "/shoulder-mri"
  | "/lumbar-spine-mri"
  | "/spine-mri"
  | "/pelvis-mri"
  | "/knee-mri"
  | "/ecg"
  | "/echo"
  | "/tmt-radiology-scan"
  | "/mammogram";

/**
 * What a flagged value on a report usually means (the API's test master, one note per parameter
 * and side: Low or High), by the note's English. Not typed by its keys: the notes are the API's
 * data, not the catalogue's; edge-api's report-pdf-notes.test.ts holds each language to every
 * note the master has. A note whose English changed finds no words, so the report page and the
 * PDF show it in English until it is translated again, never a stale translation.
 */
export type ReportNotes = Readonly<Record<string, string>>;

/** The X-ray & Scans menu's labels a language has words for (CatalogueOwnText.radiologyMenu). */
export type TranslatedRadiologyKey = Exclude<RadiologyMenuKey, "xray" | "ct" | "mri">;

/** The package's fasting icon adds a note to the rule (data/health-packages/define-package.ts). */
export type PackageFasting = "overnight" | "fastingOrRandom";

/**
 * The catalogue's own text in one language: what a language's chunk in the app carries, for any
 * page (pwa/src/i18n/languages/language-ta.ts and one per language).
 */
export interface CatalogueOwnText {
  /** The language's tag as Intl takes it ("ta-IN"): a scan's duration writes its numbers with it. */
  readonly locale: string;
  readonly tests: Readonly<Record<PopularTestId, TranslatedItem>>;
  readonly packages: Readonly<Record<PackageSlug, TranslatedItem>>;
  readonly scans: Readonly<Record<ScanLink, TranslatedItem>>;
  /** A test's organ tags, as its page lists them. */
  readonly organTags: Readonly<Record<OrganTag, string>>;
  /** The organ lists' names (data/organs.ts), as the menus and the home page show them. */
  readonly organLists: Readonly<Record<OrganListKey, string>>;
  /**
   * The X-ray & Scans menu's groups and direct links (data/radiology-menu.ts) that have words:
   * the acronym people say, with the language's words for it ("ECG (இதய மின்வரைவு)", as a scan's
   * name has them). X-ray, CT and MRI stay as they are (docs/i18n-glossary.md).
   */
  readonly radiologyMenu: Readonly<Record<TranslatedRadiologyKey, string>>;
  /** The preparation notes: the label of each rule (define-test.ts fastingText)... */
  readonly fasting: Readonly<Record<FastingRule, string>>;
  /** ...what the person does about it (contract/preparation.ts preparationAdvice)... */
  readonly advice: Readonly<Record<FastingRule, string>>;
  /** ...and a package's note after the label ("only water allowed"). */
  readonly packageFastingNote: Readonly<Record<PackageFasting, string>>;
  /** Who a test is for (define-test.ts genderText). */
  readonly gender: Readonly<Record<GenderRule, string>>;
  /** Who a package is recommended for, with its age range when it has one. */
  readonly recommendedFor: Readonly<Record<GenderRule | "femaleUnder35" | "femaleOver35", string>>;
  readonly homeCollection: string;
  readonly support: string;
  /** A scan's preparation steps, by their English (catalogue-english.ts). */
  readonly scanSteps: Readonly<Record<ScanStep, string>>;
  /** How long a scan takes, by its English: `{0}`, `{1}` where its numbers go (scan-duration.ts). */
  readonly scanDurations: Readonly<Record<ScanDuration, string>>;
  /** A health package's parameter groups, by their English title. */
  readonly packageGroups: Readonly<Record<PackageGroup, string>>;
}

/**
 * One language's whole translation, as the API reads it for the report PDF. The report notes are
 * a module of their own (`<code>-report-notes.ts`), not in the language's `CatalogueOwnText`, so
 * the app loads them apart, only for a report (pwa/src/i18n/report-notes.ts).
 */
export interface CatalogueTranslation extends CatalogueOwnText {
  /** What a flagged value on a report usually means, by its English (ReportNotes). */
  readonly reportNotes: ReportNotes;
}
