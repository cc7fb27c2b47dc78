import type { CityPrice, Location } from "../schemas/location.ts";
import type { OrganTag } from "../schemas/organ.ts";
import type { FastingRule, GenderRule, IconWithText, TestEntry } from "../schemas/test-entry.ts";

/**
 * How a lab test is written in the data files: only what differs between tests. The entry's
 * derived fields (docs/product.md#data: parameter text, iconWithText, relatedToOrgan, thumbnail,
 * constants) are built from it, so they can never disagree with the properties, fasting rule or
 * organ tags.
 */
export interface LabTestSource {
  /** The page path without its slash, e.g. `cbc-test`. */
  slug: string;
  testName: string;
  alternateTestName: string;
  corpId: string;
  description: string;
  organs: readonly [OrganTag, ...OrganTag[]];
  fasting: Exclude<FastingRule, "fastingOrRandom">;
  gender: GenderRule;
  /** Rupees per city, `'NA'` where the city does not offer the test. */
  prices: Record<Location, CityPrice>;
  /** What the test measures: one item per reported parameter. */
  properties: readonly [string, ...string[]];
  propertiesTitle?: string;
  popular?: boolean;
}

export const fastingText: Record<FastingRule, string> = {
  none: "No Fasting Required",
  overnight: "10-12 Hours Fasting Required",
  postprandial: "Sample 2 Hours After Last Meal",
  fastingOrRandom: "Fasting Or Random",
};

export const genderText: Record<GenderRule, string> = {
  all: "For Male & Female",
  female: "For Females Only",
  male: "For Males Only",
};

export const homeCollectionText = "Home Sample Collection Available";
export const supportText = "24/7 Support";

export function iconsFor(fasting: FastingRule, gender: GenderRule): IconWithText[] {
  return [
    { icon: "fasting", text: fastingText[fasting] },
    { icon: "gender", text: genderText[gender] },
    { icon: "homeCollection", text: homeCollectionText },
    { icon: "support", text: supportText },
  ];
}

export function parameterText(count: number): string {
  return `Includes : ${count} ${count === 1 ? "Parameter" : "Parameters"}`;
}

/** The default price is the Chennai price (the default location), else the lowest offered one. */
function defaultPrice(prices: Record<Location, CityPrice>): number {
  if (prices.chennai !== "NA") return prices.chennai;
  const offered = Object.values(prices).filter((p): p is number => p !== "NA");
  return Math.min(...offered);
}

export function defineTest(source: LabTestSource): TestEntry {
  return {
    thumbnail: "/images/tests/lab-test.svg",
    testName: source.testName,
    alternateTestName: source.alternateTestName,
    corpId: source.corpId,
    description: source.description,
    parameter: parameterText(source.properties.length),
    rating: 4.1,
    price: defaultPrice(source.prices),
    chennaiPrice: source.prices.chennai,
    banglorePrice: source.prices.banglore,
    andhraPradeshPrice: source.prices.andhraPradesh,
    tirunelveliPrice: source.prices.tirunelveli,
    mysorePrice: source.prices.mysore,
    discountAmount: 0,
    relatedToOrgan: source.organs.join(" "),
    organs: [...source.organs],
    testDetailsPageLink: `/${source.slug}`,
    type: "test",
    popular: source.popular ?? false,
    fasting: source.fasting,
    gender: source.gender,
    iconWithText: iconsFor(source.fasting, source.gender),
    propertiesTitle: source.propertiesTitle ?? `${source.testName} measures`,
    properties: [...source.properties],
  };
}
