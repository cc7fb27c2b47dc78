import { z } from "zod";
import { cityPriceSchema } from "./location.ts";
import { pageLinkSchema } from "./test-entry.ts";

export const imagingCategories = [
  "xray",
  "ultrasound",
  "ct",
  "mri",
  "ecg",
  "echo",
  "tmt",
  "mammogram",
] as const;
export const imagingCategorySchema = z.enum(imagingCategories);
export type ImagingCategory = z.infer<typeof imagingCategorySchema>;

/**
 * The imaging list item (docs/product.md#data: name, pageLink, id) plus what its details page
 * shows.
 */
export const imagingItemSchema = z.object({
  id: z.number().int().min(1).max(39),
  name: z.string().min(2),
  pageLink: pageLinkSchema,
  category: imagingCategorySchema,
  description: z.string().min(40),
  preparation: z.array(z.string().min(1)).min(1),
  duration: z.string().min(1),
  /** Rupees per city; `'NA'` where the city has no such machine ("call for price" in the UI). */
  prices: z.object({
    chennai: cityPriceSchema,
    banglore: cityPriceSchema,
    andhraPradesh: cityPriceSchema,
    tirunelveli: cityPriceSchema,
    mysore: cityPriceSchema,
  }),
});
export type ImagingItem = z.infer<typeof imagingItemSchema>;
