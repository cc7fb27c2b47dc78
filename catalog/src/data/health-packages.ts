import type { HealthPackage } from "../schemas/health-package.ts";
import { generalPackages } from "./health-packages/general.ts";
import { menWomenPackages } from "./health-packages/men-women.ts";
import { seniorCitizenPackages } from "./health-packages/senior-citizens.ts";

/** The 12 packages of docs/product.md#health-packages, in its table's order. */
export const healthPackages: readonly HealthPackage[] = [
  ...generalPackages,
  ...menWomenPackages,
  ...seniorCitizenPackages,
];

/**
 * The home page's best-selling carousel (docs/product.md#health-packages): it is shown in every
 * city, so it holds the packages sold everywhere, which leaves out the Andhra Pradesh-only Basic
 * and Classic.
 */
export const bestSellingPackages: readonly HealthPackage[] = healthPackages.filter(
  (pkg) => pkg.listedIn === undefined,
);
