import { useLingui } from "@lingui/react/macro";
import type { ClipboardEvent } from "react";
import { type FieldSpec, inputAttributes, nameLettersMessage } from "./offline-form.fields.ts";

/** Where the form sits: the home page's hero, a page's card, an upload page. */
export type OfflineFormLook = "hero" | "card" | "upload";

/**
 * Each look keeps the class names of its stylesheet: home.css (hero), offline-form-card.css (card),
 * upload-form.css (upload).
 */
export const lookClasses: Record<
  OfflineFormLook,
  { field: string; invalid: string; label: string; hint: string; error: string }
> = {
  hero: {
    field: "field",
    invalid: "field-invalid",
    label: "field-label",
    hint: "field-hint",
    error: "field-error",
  },
  card: {
    field: "sform-field",
    invalid: "sform-invalid",
    label: "sform-label",
    hint: "sform-hint",
    error: "sform-error",
  },
  upload: {
    field: "upload-field",
    invalid: "upload-field-invalid",
    label: "upload-label",
    hint: "upload-hint",
    error: "upload-error",
  },
};

interface FieldProps {
  id: string;
  spec: FieldSpec<string>;
  look: OfflineFormLook;
  value: string;
  /** The message to show now, if any (already filtered by touched / submitted). */
  error: string | undefined;
  onValue(raw: string): void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  onLeave(): void;
}

/**
 * A labelled field whose message is tied to its input (aria-describedby) and announced politely
 * when it appears while the person types.
 */
export function OfflineField({
  id,
  spec,
  look,
  value,
  error,
  onValue,
  onPaste,
  onLeave,
}: FieldProps) {
  const css = lookClasses[look];
  // Hydrated from the prerendered (English) page: English first, then the reader's language.
  const { i18n, t } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = {
    id,
    name: spec.name,
    "aria-describedby": spec.hint ? `${hintId} ${errorId}` : errorId,
    "aria-invalid": Boolean(error),
    value,
    onBlur: onLeave,
    onChange: (event: { target: { value: string } }) => onValue(event.target.value),
  };
  return (
    <div className={error ? `${css.field} ${css.invalid}` : css.field}>
      <label htmlFor={id} className={css.label}>
        {spec.label}
      </label>
      {spec.hint ? (
        <p id={hintId} className={css.hint}>
          {spec.hint}
        </p>
      ) : null}
      {spec.kind === "select" ? (
        <select {...described}>
          <option value="">{t`Choose…`}</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : spec.kind === "textarea" ? (
        <textarea {...described} rows={spec.rows ?? 4} maxLength={spec.maxLength} />
      ) : (
        <input
          {...described}
          {...inputAttributes(spec)}
          // A name's hint (inputAttributes' title) is the contract's message, by its English.
          title={
            spec.kind === "name"
              ? i18n._({ id: nameLettersMessage, message: nameLettersMessage })
              : undefined
          }
          autoComplete={spec.autoComplete}
          required={spec.check("") !== undefined}
          onPaste={onPaste}
        />
      )}
      <p id={errorId} className={css.error} aria-live="polite">
        {/* The contract's message by its English (i18n/contract-words.ts, known-text.ts's way,
            written out: a chunk of its own would cost the first load a request). */}
        {error && i18n._({ id: error, message: error })}
      </p>
    </div>
  );
}
