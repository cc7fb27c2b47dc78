/**
 * The details the lab needs of each person a sample is taken from: a date of birth (or, when the
 * family does not know it, an age in whole years) and a gender. The lab's reference ranges depend
 * on both, and a report is filed to its person by them (docs/product.md#checkout-and-payment).
 *
 * One rule, two sides: the checkout's member form shows these messages, and the API's member and
 * order schemas (schemas/members.ts) are built from the same checks. Records stored before these
 * details existed (a legacy member has none) still read and save: the API's member schema takes
 * them absent, and it is the order that asks for them, of the members it books tests for.
 */
import {
  ageRule,
  birthDateInputOf,
  birthDateOfInput,
  birthDateRule,
  type Gender,
  genderRule,
  isAgeInYears,
  isGender,
} from "./person-fields.rules.ts";

export {
  ageOn,
  ageRule,
  birthDateInputOf,
  birthDateOfInput,
  birthDateRule,
  cleanBirthDateInput,
  type Gender,
  genderLabels,
  genderRule,
  genders,
  isAgeInYears,
  isGender,
  MAX_AGE_YEARS,
  personMessages,
} from "./person-fields.rules.ts";

/** What a member record may carry: `birthDate` or `age`, and `gender`. */
export interface PersonDetails {
  /** `YYYY-MM-DD`, a real calendar date, not in the future, aged at most 120 on the day. */
  birthDate?: string | undefined;
  /** Whole years, 0 to 120, when the date of birth is not known. */
  age?: number | undefined;
  gender?: Gender | undefined;
}

/** Why an order cannot be booked for this person yet (the API's 422 and the checkout's alert). */
export const missingDetailsMessage = (name: string): string =>
  `Add ${name}'s date of birth and gender: the lab needs them for the reference ranges.`;

/** The form's fields: a date of birth, or the age when the person chose "I don't know the date". */
export interface PersonDraft {
  /** As typed, DD/MM/YYYY (cleanBirthDateInput). */
  birthDate: string;
  age: string;
  /** The person ticked "I don't know the date of birth": the age is asked instead. */
  ageOnly: boolean;
  gender: string;
}

export type PersonField = "birthDate" | "age" | "gender";

/** Each field's message; an empty object means the details can be sent. */
export function personErrors(
  draft: PersonDraft,
  today: string,
): Partial<Record<PersonField, string>> {
  const errors: Partial<Record<PersonField, string>> = {};
  const date = draft.ageOnly
    ? ageRule(draft.age)
    : birthDateRule(birthDateOfInput(draft.birthDate), today);
  if (date) errors[draft.ageOnly ? "age" : "birthDate"] = date;
  const gender = genderRule(draft.gender);
  if (gender) errors.gender = gender;
  return errors;
}

/** The details as a member record keeps them (only the field the person chose). */
export function personDetailsOf(draft: PersonDraft): PersonDetails {
  const gender = isGender(draft.gender) ? { gender: draft.gender } : {};
  return draft.ageOnly
    ? { age: Number(draft.age.trim()), ...gender }
    : { birthDate: birthDateOfInput(draft.birthDate), ...gender };
}

/** A record's details as the form shows them (an empty form for a record that has none). */
export function personDraftOf(details: PersonDetails): PersonDraft {
  const ageOnly = details.birthDate === undefined && details.age !== undefined;
  return {
    birthDate: details.birthDate === undefined ? "" : birthDateInputOf(details.birthDate),
    age: details.age === undefined ? "" : String(details.age),
    ageOnly,
    gender: details.gender ?? "",
  };
}

/**
 * The valid details of a stored record (the API answers them loosely: a record stored before them
 * has none): what is not valid is left out, so the form asks for it again.
 */
export function readPersonDetails(record: {
  birthDate?: unknown;
  age?: unknown;
  gender?: unknown;
}): PersonDetails {
  const { birthDate, age, gender } = record;
  const date = typeof birthDate === "string" && !birthDateRule(birthDate) ? { birthDate } : {};
  const years = typeof age === "number" && isAgeInYears(age) && !("birthDate" in date);
  return {
    ...date,
    ...(years ? { age } : {}),
    ...(typeof gender === "string" && isGender(gender) ? { gender } : {}),
  };
}

/** Whether the lab has what it needs of this person: a date of birth or an age, and a gender. */
export const hasPersonDetails = (details: PersonDetails): boolean =>
  (details.birthDate !== undefined || details.age !== undefined) && details.gender !== undefined;

/**
 * The index of the first member a sample is taken from (one an order line is for) who lacks their
 * details, or -1. Members without a line (a legacy record nobody books for) are not asked.
 */
export function firstLackingDetails(
  members: readonly PersonDetails[],
  memberIndexes: Iterable<number>,
): number {
  const sampled = new Set(memberIndexes);
  return members.findIndex((member, index) => sampled.has(index) && !hasPersonDetails(member));
}

/** firstLackingDetails's member as the message that names them; undefined when none lacks them. */
export function missingDetailsProblem(
  members: readonly (PersonDetails & { name: string })[],
  memberIndexes: Iterable<number>,
): string | undefined {
  const lacking = members[firstLackingDetails(members, memberIndexes)];
  return lacking ? missingDetailsMessage(lacking.name) : undefined;
}
