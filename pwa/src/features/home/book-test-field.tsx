import type { ReactNode } from "react";

interface FieldProps {
  id: string;
  label: string;
  /** The message to show now, if any (already filtered by touched / submitted). */
  error: string | undefined;
  hint?: string;
  children: (described: { "aria-describedby": string; "aria-invalid": boolean }) => ReactNode;
}

/**
 * A labelled form field whose message is tied to its input (aria-describedby) and announced
 * politely when it appears while the person types.
 */
export function BookTestField({ id, label, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        "aria-describedby": hint ? `${hintId} ${errorId}` : errorId,
        "aria-invalid": Boolean(error),
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
