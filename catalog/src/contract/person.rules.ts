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
import { isCalendarDate, isoDatePattern } from "./dates.ts";
import { genders } from "./enquiry.rules.ts";

export type Gender = (typeof genders)[number];
export { genders };

/** The oldest age the lab's ranges cover; also the bound of a date of birth. */
export const MAX_AGE_YEARS = 120;

/** What a member record may carry: `birthDate` or `age`, and `gender`. */
export interface PersonDetails {
  /** `YYYY-MM-DD`, a real calendar date, not in the future, aged at most 120 on the day. */
  birthDate?: string | undefined;
  /** Whole years, 0 to 120, when the date of birth is not known. */
  age?: number | undefined;
  gender?: Gender | undefined;
}

export const personMessages = {
  /** Also what the date field asks for when it is empty or half typed. */
  birthDate: "Enter the date of birth (DD/MM/YYYY)",
  birthDateNotReal: "Enter a date of birth that exists (DD/MM/YYYY)",
  birthDateFuture: "The date of birth cannot be in the future",
  birthDateTooOld: `Enter a date of birth less than ${MAX_AGE_YEARS + 1} years ago`,
  age: "Enter the age in years",
  ageRange: `Enter the age in whole years, from 0 to ${MAX_AGE_YEARS}`,
  birthDateOrAge: "Give the date of birth or the age, not both",
  gender: "Choose the gender",
} as const;

/** Why an order cannot be booked for this person yet (the API's 422 and the checkout's alert). */
export const missingDetailsMessage = (name: string): string =>
  `Add ${name}'s date of birth and gender: the lab needs them for the reference ranges.`;

const m = personMessages;

/** Whole years from `birthDate` to `today` (both `YYYY-MM-DD`): the age on that day. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // Compared as text: "MM-DD" sorts as the calendar does.
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * A date of birth as the API takes it (`YYYY-MM-DD`; the form converts what is typed,
 * birthDateOfInput). With `today` (India's date) it must also not be after it, and the person at
 * most 120 on that day; without it only its form is checked, as the static request schema does
 * where no clock is at hand.
 */
export function birthDateRule(value: string, today?: string): string | undefined {
  if (!isoDatePattern.test(value)) return m.birthDate;
  if (!isCalendarDate(value)) return m.birthDateNotReal;
  if (today === undefined) return undefined;
  if (value > today) return m.birthDateFuture;
  return ageOn(value, today) > MAX_AGE_YEARS ? m.birthDateTooOld : undefined;
}

/**
 * What typing or pasting leaves in the date of birth field, written DD/MM/YYYY: digits, a "/" put
 * between day, month and year as they fill, and a one-digit day or month padded when the person
 * types the separator themselves ("1/3/1990" is 01/03/1990). A pasted `YYYY-MM-DD` is turned
 * round. A text field, not a date picker: a picker starts at today and shows the phone's own
 * format (often MM/DD/YYYY), while a date of birth is typed faster than scrolled to.
 */
export function cleanBirthDateInput(raw: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(raw);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const parts = ["", "", ""];
  let at = 0;
  for (const char of raw) {
    const part = parts[at] ?? "";
    if (char >= "0" && char <= "9") {
      if (part.length === (at === 2 ? 4 : 2)) {
        if (at === 2) break;
        at += 1;
      }
      parts[at] = (parts[at] ?? "") + char;
    } else if ("/-. ".includes(char) && part.length > 0 && at < 2) {
      parts[at] = part.padStart(2, "0");
      at += 1;
    }
  }
  return parts.slice(0, at + 1).join("/");
}

const typedDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The typed DD/MM/YYYY as the API takes it (`YYYY-MM-DD`); anything else is left as typed. */
export function birthDateOfInput(typed: string): string {
  const match = typedDate.exec(typed.trim());
  if (!match) return typed;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A stored `YYYY-MM-DD` as the field shows it, DD/MM/YYYY. */
export const birthDateInputOf = (birthDate: string): string =>
  isoDatePattern.test(birthDate)
    ? `${birthDate.slice(8, 10)}/${birthDate.slice(5, 7)}/${birthDate.slice(0, 4)}`
    : birthDate;

const wholeYears = /^\d{1,3}$/;

/** An age as typed (digits only): whole years from 0 to 120. */
export function ageRule(value: string): string | undefined {
  if (value.trim() === "") return m.age;
  return wholeYears.test(value.trim()) && Number(value) <= MAX_AGE_YEARS ? undefined : m.ageRange;
}

export const isAgeInYears = (value: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= MAX_AGE_YEARS;

export const isGender = (value: string): value is Gender =>
  (genders as readonly string[]).includes(value);

export const genderRule = (value: string): string | undefined =>
  isGender(value) ? undefined : m.gender;

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
