/**
 * The genders a person's record takes (a patient's, a member's, an employee's), as the API stores
 * them, and how each reads on a form. A module of its own: the home page's booking form offers
 * them in its first load, which must not carry the other forms' rules.
 */
export const genders = ["female", "male", "other"] as const;
export type Gender = (typeof genders)[number];

export const genderLabels: Record<Gender, string> = {
  female: "Female",
  male: "Male",
  other: "Other",
};
