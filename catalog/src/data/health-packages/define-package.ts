import type { HealthPackage } from "../../schemas/health-package.ts";
import type { Location } from "../../schemas/location.ts";
import type { GenderRule } from "../../schemas/test-entry.ts";
import { iconsFor } from "../define-test.ts";
import type { PackageGroup } from "./package-tests.ts";

export const physicianConsultation = "Physician Consultation";
/** The asterisk points to the card's footnote: a questionnaire-based screening, not a diagnosis. */
export const mindHealthAssessment = "Mind Health Assessment*";

/** A package as written in the data files; the constants and derived fields are added here. */
export interface PackageSource {
  /** The slug without its `health-package-` prefix, e.g. `young-women`. */
  key: string;
  packageName: string;
  ageRange?: string;
  corpId: string;
  description: string;
  currentPrice: number;
  originalPrice: number;
  fasting: HealthPackage["fasting"];
  recommendedGender: GenderRule;
  groups: readonly PackageGroup[];
  /** Card line items after the derived "N+ Parameters" line. */
  highlights: readonly string[];
  free_consultation?: readonly string[];
  listedIn?: readonly Location[];
}

/** docs/product.md#health-packages: the package's fasting icon carries notes, not just the rule. */
export const fastingNote: Record<HealthPackage["fasting"], string> = {
  overnight: "only water allowed",
  fastingOrRandom: "a fasting sample is preferred",
};

export const audience: Record<GenderRule, string> = {
  all: "Men & Women",
  female: "Women",
  male: "Men",
};

export function parameterCount(groups: readonly PackageGroup[]): number {
  return groups.reduce(
    (sum, group) => sum + group.tests.reduce((groupSum, test) => groupSum + test.parameters, 0),
    0,
  );
}

/** "87" parameters reads "85+ Parameters": rounded down so the card never overstates. */
export function parametersHighlight(count: number): string {
  return `${Math.floor(count / 5) * 5}+ Parameters`;
}

export function definePackage(source: PackageSource): HealthPackage {
  const who = [audience[source.recommendedGender], source.ageRange].filter(Boolean).join(" ");
  const icons = iconsFor(source.fasting, source.recommendedGender).map((icon) => {
    if (icon.icon === "fasting")
      return { ...icon, text: `${icon.text} (${fastingNote[source.fasting]})` };
    if (icon.icon === "gender") return { ...icon, text: `Recommended For ${who}` };
    return icon;
  });
  return {
    slug: `health-package-${source.key}`,
    packageName: source.packageName,
    ...(source.ageRange === undefined ? {} : { ageRange: source.ageRange }),
    rating: 4.1,
    corpId: source.corpId,
    description: source.description,
    originalPrice: source.originalPrice,
    currentPrice: source.currentPrice,
    discountAmount: 0,
    type: "healthPackage",
    fasting: source.fasting,
    recommendedGender: source.recommendedGender,
    iconWithText: icons,
    parameters: source.groups.map((group) => ({
      title: group.title,
      tests: group.tests.map((test) => test.name),
    })),
    includedTests: [
      ...new Set(source.groups.flatMap((group) => group.tests.flatMap((test) => test.covers))),
    ],
    ...(source.free_consultation === undefined
      ? {}
      : { free_consultation: [...source.free_consultation] }),
    ...(source.listedIn === undefined ? {} : { listedIn: [...source.listedIn] }),
    highlights: [parametersHighlight(parameterCount(source.groups)), ...source.highlights],
  };
}
