/** The legacy service's free-form salutation ("Mr.", "MRS", "Ms") as the sign-up form's prefix. */
export type NamePrefix = "MR" | "MRS" | "MS";

export function salutationToNamePrefix(salutation: string): NamePrefix {
  const word = salutation.toUpperCase().replace(/[^A-Z]/g, "");
  if (word === "MRS" || word === "SMT") return "MRS";
  if (word === "MS" || word === "MISS" || word === "KUM") return "MS";
  return "MR";
}
