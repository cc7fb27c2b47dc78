import { useLingui } from "@lingui/react/macro";
import {
  birthDateOfInput,
  birthDateRule,
  cleanBirthDateInput,
  cleanDigits,
  type PersonDraft,
  type PersonField,
} from "@vyom/catalog/contract";
import type { KeyboardEvent, Ref } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { formatDate } from "@/lib/format.ts";
import { genderOptions } from "../data/checkout.rules.ts";
import { CheckoutField } from "./checkout-field.tsx";
import { genderWords } from "./checkout-words.ts";

interface PersonDetailsFieldsProps {
  /** Prefix of the controls' ids (unique on the page). */
  id: string;
  draft: PersonDraft;
  /** The messages to show now. */
  errors: Partial<Record<PersonField, string>>;
  onChange: (next: PersonDraft) => void;
  /** The first control (the date, or the age), for a form that moves focus to it on opening. */
  firstRef?: Ref<HTMLInputElement>;
  /** Enter in the date or the age: the form around saves instead of submitting the checkout. */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** "bday" for the account holder's own date of birth; a family member's is not theirs. */
  birthDateAutoComplete?: "bday" | "off";
}

/** The typed date read back in words ("17 May 1990"), so a day and month swapped show at once. */
function dateHint(typed: string): string {
  const birthDate = birthDateOfInput(typed);
  // Any real date is read back, a future one too: its message says what is wrong with it.
  return birthDateRule(birthDate) ? "DD/MM/YYYY" : formatDate(birthDate);
}

/**
 * What the lab needs of a person: a date of birth typed DD/MM/YYYY (contract's
 * cleanBirthDateInput says why not a date picker), or the age when the date is not known, and a
 * gender. Each control has its label and its own message; the gender is one group of radios.
 */
export function PersonDetailsFields({
  id,
  draft,
  errors,
  onChange,
  firstRef,
  onEnter,
  birthDateAutoComplete = "off",
}: PersonDetailsFieldsProps) {
  const set = (patch: Partial<PersonDraft>) => onChange({ ...draft, ...patch });
  const { t, i18n } = useLingui();
  const genderError = `${id}-gender-error`;
  return (
    <>
      <div className="co-grid">
        {draft.ageOnly ? (
          <CheckoutField id={`${id}-age`} label={t`Age in years`} error={errors.age}>
            {(described) => (
              <input
                ref={firstRef}
                id={`${id}-age`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={draft.age}
                onChange={(event) => set({ age: cleanDigits(event.target.value, 3) })}
                onKeyDown={onEnter}
                {...described}
              />
            )}
          </CheckoutField>
        ) : (
          <CheckoutField
            id={`${id}-birth-date`}
            label={t`Date of birth`}
            error={errors.birthDate}
            hint={dateHint(draft.birthDate)}
          >
            {(described) => (
              <input
                ref={firstRef}
                id={`${id}-birth-date`}
                inputMode="numeric"
                autoComplete={birthDateAutoComplete}
                // No maxLength: the browser would cut a paste before the cleaner reads it.
                value={draft.birthDate}
                onChange={(event) => set({ birthDate: cleanBirthDateInput(event.target.value) })}
                onKeyDown={onEnter}
                {...described}
              />
            )}
          </CheckoutField>
        )}
        <label className="co-choice person-age-only">
          <input
            type="checkbox"
            checked={draft.ageOnly}
            onChange={(event) => set({ ageOnly: event.target.checked })}
          />
          {t`I don't know the date: enter age`}
        </label>
      </div>
      <fieldset className="co-fieldset" aria-describedby={genderError}>
        <legend>{t`Gender`}</legend>
        <div className="co-choices">
          {genderOptions.map((option) => (
            <label key={option.value} className="co-choice">
              <input
                type="radio"
                name={`${id}-gender`}
                value={option.value}
                checked={draft.gender === option.value}
                aria-invalid={Boolean(errors.gender)}
                onChange={() => set({ gender: option.value })}
              />
              {i18n._(genderWords[option.value])}
            </label>
          ))}
        </div>
        <p id={genderError} className="co-field-error" aria-live="polite">
          {errors.gender && i18n._(knownText(errors.gender))}
        </p>
      </fieldset>
    </>
  );
}
