import { z } from "zod";
import { cityPriceSchema } from "./location.ts";
import { organTagSchema } from "./organ.ts";

/** A single-segment page path such as `/cbc-test`. */
export const pageLinkSchema = z
  .string()
  .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "a single-segment path");

export const iconKinds = ["fasting", "gender", "homeCollection", "support"] as const;
export const iconWithTextSchema = z.object({
  icon: z.enum(iconKinds),
  text: z.string().min(1),
});
export type IconWithText = z.infer<typeof iconWithTextSchema>;

export const fastingRules = ["none", "overnight", "postprandial", "fastingOrRandom"] as const;
export type FastingRule = (typeof fastingRules)[number];
export const genderRules = ["all", "female", "male"] as const;
export type GenderRule = (typeof genderRules)[number];

/**
 * A lab test as docs/product.md#data describes it, plus the typed fields its text fields derive
 * from.
 */
export const testEntrySchema = z.object({
  thumbnail: z.string().min(1),
  testName: z.string().min(2),
  alternateTestName: z.string(),
  corpId: z.string().regex(/^\d{4,6}$/),
  description: z.string().min(40),
  parameter: z.string().regex(/^Includes : \d+ Parameters?$/),
  rating: z.literal(4.1),
  price: z.number().int().positive(),
  chennaiPrice: cityPriceSchema,
  banglorePrice: cityPriceSchema,
  andhraPradeshPrice: cityPriceSchema,
  tirunelveliPrice: cityPriceSchema,
  mysorePrice: cityPriceSchema,
  discountAmount: z.literal(0),
  relatedToOrgan: z.string().min(1),
  organs: z.array(organTagSchema).min(1),
  testDetailsPageLink: pageLinkSchema,
  type: z.literal("test"),
  popular: z.boolean(),
  fasting: z.enum(fastingRules),
  gender: z.enum(genderRules),
  iconWithText: z.array(iconWithTextSchema).length(4),
  propertiesTitle: z.string().min(1),
  properties: z.array(z.string().min(1)).min(1),
});
export type TestEntry = z.infer<typeof testEntrySchema>;

/** What the header search lists (docs/product.md#data). */
export const searchItemSchema = z.object({
  testName: z.string().min(1),
  corpId: z.string().min(1),
  testDetailsPageLink: pageLinkSchema,
});
export type SearchItem = z.infer<typeof searchItemSchema>;
