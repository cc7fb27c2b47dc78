/**
 * What an offline form is made of (docs/product.md#forms-that-work-offline): its fields, each
 * with the contract's check and exact messages, and at most one file. Each kind of field cleans
 * what is typed or pasted the same way in every form. Zod-free and free of the outbox: the home
 * page's booking form is built from it, and its first-load chunk must stay light.
 */
import {
  bookingMessages,
  cleanDigits,
  cleanMobile,
  cleanPersonName,
  type FieldCheck,
  mobileLength,
  nameHadNonLetters,
  personNameMaxLength,
  pincodeLength,
} from "@vyom/catalog/contract";
import type { ComponentType, ReactNode } from "react";
import { birthDateRules } from "./later-rules.ts";

/** Room for a number pasted with its country code and spaces: '+91 98765 43210', '0091-…'. */
const pastedMobileMaxLength = mobileLength + 10;
/** Room for a pincode pasted with a space or two: '600 020'. */
const pastedPincodeMaxLength = pincodeLength + 4;
/** An age in whole years: 0 to 120. */
const ageMaxDigits = 3;

export type FieldKind =
  | "name"
  | "text"
  | "email"
  | "mobile"
  | "pincode"
  | "date"
  /** A date of birth typed DD/MM/YYYY (cleanBirthDateInput says why not a date picker). */
  | "birth-date"
  /** Whole years, up to 3 digits. */
  | "age"
  | "select"
  | "textarea"
  | "checkbox";

export interface FieldSpec<Name extends string> {
  name: Name;
  /** A node for a checkbox whose label holds links. */
  label: ReactNode;
  kind: FieldKind;
  /** The contract's check: the message to show, or undefined when the value can be sent. */
  check: FieldCheck;
  /** The input's id when it is not `<idPrefix>-<name>` (the prerendered booking form's ids). */
  id?: string;
  options?: readonly { value: string; label: string }[];
  /** Shown under the label, e.g. "Optional". */
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  rows?: number;
  /** For dates: the input's min and max (YYYY-MM-DD), evaluated at render. */
  min?: () => string;
  max?: () => string;
  /**
   * Shown (and checked, and awaited by the captcha) only while this holds of the form's values,
   * e.g. the age in place of the date of birth once "I don't know the date" is ticked.
   */
  shownWhen?(values: FormValues<Name>): boolean;
}

/** A checkbox holds "yes" when ticked, "" when not. */
export type FormValues<Name extends string> = Record<Name, string>;
export const ticked = "yes";

/** The one file a form may carry (a prescription, a résumé). */
export interface FileFieldSpec {
  /** The multipart field it is sent as. */
  name: string;
  label: string;
  hint: string;
  accept: string;
  /** The message when none is chosen. */
  required: string;
  /** Makes a chosen file ready to send (a big photo made smaller), before it is checked. */
  prepare?: (file: File) => Promise<File>;
  /** Checks it as the API will (its bytes, its size): the message, or undefined when fine. */
  check: (file: File) => Promise<string | undefined>;
  /** The line that names the chosen file, e.g. "rx.jpg · 420 KB (made smaller from 3.1 MB…)". */
  describe: (file: File, originalSize: number | null) => string;
  /** Alt text of a preview shown when the chosen file is a photo. */
  previewAlt?: string;
  /**
   * Its input: offline-form-file.tsx's FileInput. Named by the form that has a file, so the forms
   * without one (the home booking) do not carry it.
   */
  Input: ComponentType<{
    id: string;
    spec: FileFieldSpec;
    look: "hero" | "card" | "upload";
    chosen: { file: File; originalSize: number | null } | null;
    error: string | undefined;
    /** The file made ready and checked (prepare, check), or none with the check's message. */
    onChoose(chosen: { file: File; originalSize: number | null } | null, error?: string): void;
  }>;
}

/** Also the name field's `title`, and what it says while non-letters are typed. */
export const nameLettersMessage = bookingMessages.nameLetters;

/** What typing or pasting leaves in a field of this kind. */
export function cleanValue(kind: FieldKind, raw: string): string {
  if (kind === "name") return cleanPersonName(raw);
  if (kind === "mobile") return cleanMobile(raw);
  if (kind === "pincode") return cleanDigits(raw, pincodeLength);
  // Kept as typed until its cleaner has loaded (later-rules.ts); the next keystroke cleans it.
  if (kind === "birth-date") return birthDateRules.now()?.cleanBirthDateInput(raw) ?? raw;
  if (kind === "age") return cleanDigits(raw, ageMaxDigits);
  return raw;
}

/** Whether cleaning a typed name dropped a digit or a symbol (worth saying at once). */
export const typedNonLetters = (kind: FieldKind, raw: string): boolean =>
  kind === "name" && nameHadNonLetters(raw);

/** The input's attributes each kind shares in every form. */
export function inputAttributes(spec: FieldSpec<string>) {
  switch (spec.kind) {
    case "name":
      return {
        type: "text",
        autoCapitalize: "words",
        maxLength: personNameMaxLength,
        title: nameLettersMessage,
      };
    // The browser cuts a paste to maxLength BEFORE the field cleans it (cleanValue), so these
    // bound what may be pasted ('+91 98765 43210', '600 020'), not what is kept.
    case "mobile":
      return { type: "tel", inputMode: "numeric" as const, maxLength: pastedMobileMaxLength };
    case "pincode":
      return { type: "text", inputMode: "numeric" as const, maxLength: pastedPincodeMaxLength };
    case "email":
      return { type: "email", maxLength: spec.maxLength };
    case "date":
      return { type: "date", min: spec.min?.(), max: spec.max?.() };
    // No maxLength on a date of birth: the browser would cut a paste before it is cleaned.
    case "birth-date":
      return { type: "text", inputMode: "numeric" as const };
    case "age":
      return { type: "text", inputMode: "numeric" as const, maxLength: ageMaxDigits };
    default:
      return { type: "text", maxLength: spec.maxLength };
  }
}

export const blankValues = <Name extends string>(fields: readonly FieldSpec<Name>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ""])) as FormValues<Name>;

/**
 * The fields a person must fill (their check refuses an empty value): the captcha appears once
 * they all hold something.
 */
export const requiredFields = <Name extends string>(fields: readonly FieldSpec<Name>[]) =>
  fields.filter((field) => field.kind !== "checkbox" && field.check("") !== undefined);

/** The fields shown with these values (shownWhen): the others are neither shown nor checked. */
export const shownFields = <Name extends string>(
  fields: readonly FieldSpec<Name>[],
  values: FormValues<Name>,
) => fields.filter((field) => field.shownWhen?.(values) ?? true);
