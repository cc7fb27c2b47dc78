import { type FormEvent, useId, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";

/** What the admin reads when a code is refused, by the API's answer. */
export function codeRefusal(error: unknown): { message: string; expired: boolean } {
  if (error instanceof ApiError && error.kind === "http") {
    if (error.code === "wrong-code") {
      const left = (error.body as { triesLeft?: unknown } | undefined)?.triesLeft;
      const tries =
        typeof left === "number" ? ` ${left} ${left === 1 ? "try" : "tries"} left.` : "";
      return {
        message: `❌ Wrong or already used code. Enter the newest code your app shows.${tries}`,
        expired: false,
      };
    }
    if (error.code === "sign-in-expired" || error.code === "enrolment-expired") {
      return {
        message: "⌛ This step has expired (5 minutes, 5 tries). Sign in again with your password.",
        expired: true,
      };
    }
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return {
        message: `Too many tries. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        expired: false,
      };
    }
    if (error.status === 400) {
      return { message: "Enter the 6-digit code from your app.", expired: false };
    }
  }
  return { message: "Could not check the code: the server could not be reached.", expired: false };
}

interface CodeFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  /** Sends the code; throws the API's refusal. */
  send: (code: string) => Promise<void>;
  /** The pending step has ended: start again from the password. */
  onExpired: () => void;
}

/** One code field (TOTP or recovery code) with its hint and the refusal read out. */
export function CodeForm({ label, hint, submitLabel, send, onExpired }: CodeFormProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<{ message: string; expired: boolean }>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
    const code = input.value.trim();
    if (code === "") {
      setRefusal({ message: "Enter the 6-digit code from your app.", expired: false });
      input.focus();
      return;
    }
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await send(code);
    } catch (error) {
      console.warn("Admin code refused", error);
      setRefusal(codeRefusal(error));
      setSubmitting(false);
      input.select();
    }
  }

  return (
    <form className="admin-login-form card" noValidate onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={`${id}-code`}>{label}</label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="admin-summary">
          {hint}
        </p>
      </div>
      {refusal ? (
        <p className="admin-error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      {refusal?.expired ? (
        <button type="button" className="button button-secondary" onClick={onExpired}>
          Sign in again
        </button>
      ) : (
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "Checking…" : submitLabel}
        </button>
      )}
    </form>
  );
}
