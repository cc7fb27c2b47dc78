/**
 * The rules of a person's own fields, each answering the message to show or undefined: the date
 * of birth (typed DD/MM/YYYY, sent YYYY-MM-DD), the age when the date is not known, and the
 * gender. person.rules.ts builds the checkout's member details from them and re-exports them; a
 * module of their own so that the home page's booking form, which asks the same of its patient,
 * carries only these in its first load.
 */
import { isCalendarDate, isoDatePattern } from "./dates.ts";
import { type Gender, genderLabels, genders } from "./genders.ts";

export { type Gender, genderLabels, genders };

/** The oldest age the lab's ranges cover; also the bound of a date of birth. */
export const MAX_AGE_YEARS = 120;

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
