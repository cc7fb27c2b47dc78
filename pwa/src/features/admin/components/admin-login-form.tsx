import { type FormEvent, useId, useState } from "react";
import { useOnline } from "@/lib/use-online.ts";
import { type AdminCredentials, type SignInStep, signInAdmin } from "../data/admin-api.ts";
import { OnlineOnlyNotice } from "./online-only-notice.tsx";

/** docs/product.md#messages: every sign-in failure, whatever its cause, shows this one message. */
export const wrongCredentialsMessage = "❌ Wrong Email Or Password";

type FieldErrors = Partial<Record<keyof AdminCredentials, string>>;

function fieldError(input: HTMLInputElement, label: string): string | undefined {
  if (input.validity.valueMissing) return `Enter your ${label}`;
  if (input.validity.typeMismatch) return `Enter a valid ${label}`;
  return undefined;
}

/**
 * Admin sign-in (docs/product.md#validation): e-mail (type email) and password, both required. The
 * form validates itself (noValidate) so the messages are in the page, tied to their fields, and
 * read out; the browser's own checks (`required`, `type="email"`) decide what is invalid. A right
 * password may lead on to a code or an enrolment (admin-login.page.tsx).
 */
export function AdminLoginForm({ onAccepted }: { onAccepted: (step: SignInStep) => void }) {
  const online = useOnline();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const password = form.elements.namedItem("password") as HTMLInputElement;
    const found: FieldErrors = {
      email: fieldError(email, "e-mail address"),
      password: fieldError(password, "password"),
    };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? email : password).focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    let step: SignInStep;
    try {
      step = await signInAdmin({ email: email.value.trim(), password: password.value });
    } catch (error) {
      console.warn("Admin sign-in failed", error);
      setFailed(true);
      setSubmitting(false);
      return;
    }
    onAccepted(step);
  }

  const describedBy = (field: keyof AdminCredentials) =>
    errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form className="admin-login-form card" noValidate onSubmit={submit}>
      {online ? null : <OnlineOnlyNotice />}
      <div className="admin-field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          onChange={() => setErrors((current) => ({ ...current, email: undefined }))}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="admin-field-error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("password")}
          onChange={() => setErrors((current) => ({ ...current, password: undefined }))}
        />
        {errors.password ? (
          <p id={`${id}-password-error`} className="admin-field-error">
            {errors.password}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p className="admin-error" role="alert">
          {wrongCredentialsMessage}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={submitting || !online}>
        {submitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
