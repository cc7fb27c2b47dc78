/**
 * One language's translation (schema.ts) as the flat table the app looks text up in, by the ids of
 * catalogue-ids.ts. The notes are keyed by their English, so a page translates the exact text the
 * catalogue gave it (a package's "10-12 Hours Fasting Required (only water allowed)", a scan's
 * step) and any text this table lacks stays English. A scan's duration is written here, its
 * numbers by Intl in the language's locale (scan-duration.ts).
 */
import { preparationAdvice } from "../../contract/preparation.ts";
import type { FastingRule, GenderRule } from "../../schemas/test-entry.ts";
import { fastingText, genderText, homeCollectionText, supportText } from "../define-test.ts";
import { audience, fastingNote } from "../health-packages/define-package.ts";
import { packageGroups, scanDurations, scanSteps } from "./catalogue-english.ts";
import { catalogueIds as id } from "./catalogue-ids.ts";
import { durationIn } from "./scan-duration.ts";
import type { CatalogueOwnText, PackageFasting } from "./schema.ts";

export type CatalogueWords = Readonly<Record<string, string>>;

const rules = Object.keys(fastingText) as FastingRule[];
const genders = Object.keys(genderText) as GenderRule[];
const packageRules = Object.keys(fastingNote) as PackageFasting[];

const recommended = (who: string) => `Recommended For ${who}`;

export function catalogueWords(t: CatalogueOwnText): CatalogueWords {
  const words: Record<string, string> = {};
  for (const [corpId, item] of Object.entries(t.tests)) {
    words[id.testName(corpId)] = item.name;
    words[id.testDescription(corpId)] = item.description;
  }
  for (const [slug, item] of Object.entries(t.packages)) {
    words[id.packageName(slug)] = item.name;
    words[id.packageDescription(slug)] = item.description;
  }
  for (const [link, item] of Object.entries(t.scans)) {
    words[id.scanName(link)] = item.name;
    words[id.scanDescription(link)] = item.description;
  }
  for (const [tag, name] of Object.entries(t.organTags)) words[id.organTag(tag)] = name;
  for (const [key, name] of Object.entries(t.organLists)) words[id.organList(key)] = name;
  for (const [key, label] of Object.entries(t.radiologyMenu)) words[id.radiologyMenu(key)] = label;
  for (const rule of rules) {
    words[id.note(fastingText[rule])] = t.fasting[rule];
    words[id.note(preparationAdvice[rule])] = t.advice[rule];
  }
  for (const rule of packageRules) {
    words[id.note(`${fastingText[rule]} (${fastingNote[rule]})`)] =
      `${t.fasting[rule]} (${t.packageFastingNote[rule]})`;
  }
  for (const gender of genders) {
    words[id.note(genderText[gender])] = t.gender[gender];
    words[id.note(recommended(audience[gender]))] = t.recommendedFor[gender];
  }
  words[id.note(recommended(`${audience.female} Under 35`))] = t.recommendedFor.femaleUnder35;
  words[id.note(recommended(`${audience.female} Over 35`))] = t.recommendedFor.femaleOver35;
  words[id.note(homeCollectionText)] = t.homeCollection;
  words[id.note(supportText)] = t.support;
  for (const step of scanSteps) words[id.note(step)] = t.scanSteps[step];
  for (const duration of scanDurations) {
    words[id.note(duration)] = durationIn(t.scanDurations[duration], duration, t.locale);
  }
  for (const group of packageGroups) words[id.packageGroup(group)] = t.packageGroups[group];
  return words;
}
