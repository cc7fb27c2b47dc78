import type { InputHTMLAttributes } from "react";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error: string | undefined;
}

/** A labelled input with its message tied to it (aria-describedby), announced politely. */
export function TextField({ id, label, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? "upload-field upload-field-invalid" : "upload-field"}>
      <label htmlFor={id} className="upload-label">
        {label}
      </label>
      <input {...input} id={id} aria-describedby={errorId} aria-invalid={Boolean(error)} />
      <p id={errorId} className="upload-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
