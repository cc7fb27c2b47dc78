import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { knownText } from "@/i18n/known-text.ts";

interface CheckoutFieldProps {
  id: string;
  label: string;
  /** The message to show now, if any. */
  error: string | undefined;
  hint?: string;
  children: (described: { "aria-describedby": string; "aria-invalid": boolean }) => ReactNode;
}

/** A labelled field whose message is tied to its control and announced when it appears. */
export function CheckoutField({ id, label, error, hint, children }: CheckoutFieldProps) {
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={error ? "co-field co-field-invalid" : "co-field"}>
      <label htmlFor={id}>{label}</label>
      {children({
        "aria-describedby": hint ? `${hintId} ${errorId}` : errorId,
        "aria-invalid": Boolean(error),
      })}
      {hint ? (
        <p id={hintId} className="co-hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="co-field-error" aria-live="polite">
        {error && i18n._(knownText(error))}
      </p>
    </div>
  );
}
