import { z } from "zod";
import { locationSchema } from "./location.ts";
import { iconWithTextSchema } from "./test-entry.ts";

export const packageParameterGroupSchema = z.object({
  title: z.string().min(1),
  tests: z.array(z.string().min(1)).min(1),
});
export type PackageParameterGroup = z.infer<typeof packageParameterGroupSchema>;

/** A health check-up package (docs/product.md#data). Its price is the same in every city. */
export const healthPackageSchema = z.object({
  slug: z.string().regex(/^health-package-[a-z-]+$/),
  packageName: z.string().min(2),
  ageRange: z.string().optional(),
  rating: z.literal(4.1),
  corpId: z.string().regex(/^\d{5}$/),
  description: z.string().min(40),
  originalPrice: z.number().int().positive(),
  currentPrice: z.number().int().positive(),
  discountAmount: z.literal(0),
  type: z.literal("healthPackage"),
  fasting: z.enum(["fastingOrRandom", "overnight"]),
  recommendedGender: z.enum(["all", "female", "male"]),
  iconWithText: z.array(iconWithTextSchema).length(4),
  parameters: z.array(packageParameterGroupSchema).min(1),
  /**
   * The catalogue's lab tests (corpIds) the package holds whole
   * (catalog/src/data/health-packages/package-tests.ts): one of them booked beside it is paid twice.
   */
  includedTests: z.array(z.string().regex(/^\d{4,6}$/)),
  free_consultation: z.array(z.string().min(1)).optional(),
  /** Locations whose menu lists the package; absent means every location. */
  listedIn: z.array(locationSchema).optional(),
  /** Line items of the home page's best-selling card. */
  highlights: z.array(z.string().min(1)),
});
export type HealthPackage = z.infer<typeof healthPackageSchema>;
