import type { HealthPackage } from "../schemas/health-package.ts";
import { generalPackages } from "./health-packages/general.ts";
import { menWomenPackages } from "./health-packages/men-women.ts";
import { seniorCitizenPackages } from "./health-packages/senior-citizens.ts";

/** The 12 packages of spec section 3, in the spec's table order. */
export const healthPackages: readonly HealthPackage[] = [
  ...generalPackages,
  ...menWomenPackages,
  ...seniorCitizenPackages,
];

/**
 * The home page's best-selling carousel (spec section 9): it is shown in every city, so it holds
 * the packages sold everywhere, which leaves out the Andhra Pradesh-only Basic and Classic.
 */
export const bestSellingPackages: readonly HealthPackage[] = healthPackages.filter(
  (pkg) => pkg.listedIn === undefined,
);
