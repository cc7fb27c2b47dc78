import "./submission-form.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { OutboxKind } from "@/db/records.ts";
import { cleanDigits, cleanMobile, type FieldCheck } from "@/lib/field-rules.ts";
import { discardSubmission, type SubmitOutcome, submitThroughOutbox } from "@/sync/submit.ts";

export interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  kind: "text" | "email" | "mobile" | "pincode" | "date" | "select" | "textarea";
  check: FieldCheck;
  options?: readonly { value: string; label: string }[];
  /** Shown under the label, e.g. "Optional". */
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  /** For dates: the input's min and max (YYYY-MM-DD), evaluated at render. */
  min?: () => string;
  max?: () => string;
}

export type FormValues<Name extends string> = Record<Name, string>;

interface SubmissionFormProps<Name extends string> {
  kind: OutboxKind;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  fields: readonly FieldSpec<Name>[];
  /** The API body built from the checked values (trimmed, optional empties dropped). */
  toPayload: (values: FormValues<Name>) => Record<string, unknown>;
  submitLabel: string;
  /** Sends through the outbox; tests pass their own. */
  submit?: typeof submitThroughOutbox;
}

export const sendingLabel = "Sending...";
export const notSavedMessage =
  "❗ The form could not be saved on this phone. Please try again, or call us.";
export const refusedMessage = (reason: string) =>
  `❗ The form was not accepted${reason ? ` (${reason})` : ""}. Please check the details and try again.`;

const blank = <Name extends string>(fields: readonly FieldSpec<Name>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ""])) as FormValues<Name>;

function clean(kind: FieldSpec<string>["kind"], raw: string): string {
  if (kind === "mobile") return cleanMobile(raw);
  if (kind === "pincode") return cleanDigits(raw, 6);
  return raw;
}

/**
 * A form whose submission goes through the outbox (docs/product.md#offline): saved on the phone
 * first with its idempotency key, then sent; the captcha is solved by the outbox when it sends, so
 * the form works offline. Sent or saved, the person lands on `/thanks?for=<kind>&ref=<outbox id>`,
 * which follows the saved copy live until it is sent. Messages show once a field has been left, or
 * for every field on submit; the first bad field gets the focus.
 */
export function SubmissionForm<Name extends string>({
  kind,
  idPrefix,
  fields,
  toPayload,
  submitLabel,
  submit = submitThroughOutbox,
}: SubmissionFormProps<Name>) {
  const [values, setValues] = useState<FormValues<Name>>(() => blank(fields));
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const inputId = (name: Name) => `${idPrefix}-${name}`;
  const shown = (field: FieldSpec<Name>) =>
    submitted || touched[field.name] ? field.check(values[field.name]) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setAlert(undefined);
    const invalid = fields.find((field) => field.check(values[field.name]));
    if (invalid) {
      document.getElementById(inputId(invalid.name))?.focus();
      return;
    }
    setSending(true);
    let outcome: SubmitOutcome;
    try {
      outcome = await submit(kind, toPayload(values));
    } catch {
      if (mounted.current) {
        setSending(false);
        setAlert(notSavedMessage);
      }
      return;
    }
    if (outcome.status === "failed") {
      // Refused for good (a final 4xx): drop the copy, the form still holds the values.
      await discardSubmission(outcome.id).catch(() => {});
      if (!mounted.current) return;
      setSending(false);
      setAlert(refusedMessage(outcome.reason));
      return;
    }
    if (!mounted.current) return;
    navigate(`/thanks?${new URLSearchParams({ for: kind, ref: String(outcome.id) })}`);
  };

  return (
    <form className="sform" noValidate onSubmit={onSubmit} aria-busy={sending}>
      {fields.map((field) => {
        const id = inputId(field.name);
        const error = shown(field);
        const hintId = `${id}-hint`;
        const described = {
          id,
          name: field.name,
          "aria-describedby": field.hint ? `${hintId} ${id}-error` : `${id}-error`,
          "aria-invalid": Boolean(error),
          value: values[field.name],
          onBlur: () => setTouched((current) => ({ ...current, [field.name]: true })),
          onChange: (event: { target: { value: string } }) => {
            const value = clean(field.kind, event.target.value);
            setValues((current) => ({ ...current, [field.name]: value }));
          },
        };
        return (
          <div key={field.name} className={error ? "sform-field sform-invalid" : "sform-field"}>
            <label htmlFor={id} className="sform-label">
              {field.label}
            </label>
            {field.hint ? (
              <p id={hintId} className="sform-hint">
                {field.hint}
              </p>
            ) : null}
            {field.kind === "select" ? (
              <select {...described}>
                <option value="">Choose…</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.kind === "textarea" ? (
              <textarea {...described} rows={4} maxLength={field.maxLength} />
            ) : (
              <input
                {...described}
                type={
                  field.kind === "mobile"
                    ? "tel"
                    : field.kind === "pincode"
                      ? "text"
                      : field.kind === "date"
                        ? "date"
                        : field.kind === "email"
                          ? "email"
                          : "text"
                }
                inputMode={
                  field.kind === "mobile" || field.kind === "pincode" ? "numeric" : undefined
                }
                autoComplete={field.autoComplete}
                maxLength={
                  field.kind === "pincode" ? 6 : field.kind === "mobile" ? 15 : field.maxLength
                }
                min={field.min?.()}
                max={field.max?.()}
              />
            )}
            <p id={`${id}-error`} className="sform-error" aria-live="polite">
              {error}
            </p>
          </div>
        );
      })}
      {alert ? (
        <p className="sform-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="button button-primary sform-submit" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      <p className="sform-note">
        No connection? Submit anyway: the form is saved on this phone and sent automatically when
        you are back online.
      </p>
    </form>
  );
}
