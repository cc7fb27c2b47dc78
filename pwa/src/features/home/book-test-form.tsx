import { type ClipboardEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CaptchaCheck, type CaptchaStatus } from "@/components/captcha-check.tsx";
import { ToastRegion, useToasts } from "@/components/toast.tsx";
import { todayInIndia } from "@/lib/dates.ts";
import {
  type BookTestValues,
  bookTestFields,
  bookTestMessages,
  cleanMobile,
  cleanName,
  cleanPincode,
  emptyBookTestValues,
  type BookTestField as Field,
  fieldError,
  nameHadNonLetters,
  nameMaxLength,
} from "./book-test.rules.ts";
import { BookTestField } from "./book-test-field.tsx";

export const bookingSentToast = "☎️ We will contact you soon!";
export const bookingFailedToast = "❗ Try Again, Form Submission Failed";
export const captchaMissingToast = "❗ Please verify the reCAPTCHA!";
export const bookingSavedToast =
  "📥 Booking saved on this phone. It will be sent automatically as soon as you are back online.";

const inputId: Record<Field, string> = {
  name: "book-test-name",
  mobileNumber: "book-test-mobile",
  date: "book-test-date",
  pincode: "book-test-pincode",
};

/**
 * The hero's Book Test Now form (docs/product.md#home-booking). Fields clean what is typed or
 * pasted as it arrives; messages show once a field has been left (or on submit). While the booking
 * is sent the button is disabled and reads 'Booking in progress...'. The captcha appears once all
 * four fields are filled; offline (or when its challenge cannot be fetched) the booking is saved
 * without it, and the outbox solves a fresh one when it sends (docs/product.md#offline).
 */
export function BookTestForm() {
  const [values, setValues] = useState<BookTestValues>(emptyBookTestValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [nameWarning, setNameWarning] = useState(false);
  const [sending, setSending] = useState(false);
  const [captcha, setCaptcha] = useState<{ status: CaptchaStatus; value?: string }>({
    status: "idle",
  });
  /** A new key remounts the captcha: a solved value passes the server's check once. */
  const [captchaKey, setCaptchaKey] = useState(0);
  const { toasts, show, dismiss } = useToasts();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const captchaShown = bookTestFields.every((field) => values[field] !== "");
  useEffect(() => {
    if (!captchaShown) setCaptcha({ status: "idle" });
  }, [captchaShown]);

  const today = todayInIndia();
  const set = (patch: Partial<BookTestValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  /** A field's message: after it was left or a submit was tried; an empty field only on submit. */
  const shown = (field: Field): string | undefined => {
    if (field === "name" && nameWarning) return bookTestMessages.nameLetters;
    const error = fieldError(field, values, today);
    if (submitted) return error;
    if (!touched[field] || values[field] === "") return undefined;
    return error;
  };

  const pasteMobile = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxlength would cut "+91 98765 43210" before it could be cleaned: clean the paste first.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const text = event.clipboardData.getData("text");
    set({ mobileNumber: cleanMobile(input.value.slice(0, start) + text + input.value.slice(end)) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setNameWarning(false);
    const invalid = bookTestFields.find((field) => fieldError(field, values, today));
    if (invalid) {
      document.getElementById(inputId[invalid])?.focus();
      return;
    }
    const offline = !navigator.onLine || captcha.status === "unreachable";
    if (captcha.status !== "solved" && !offline) {
      show(captchaMissingToast, "error");
      return;
    }
    setSending(true);
    // The outbox and its storage (Dexie) load on the first submit, not with the page: they are
    // most of the home page's weight and nobody needs them to read it.
    const result = await import("./book-test.submit.ts")
      .then(({ onSubmit }) => onSubmit(values, undefined, undefined, { captcha: captcha.value }))
      .catch(() => ({ ok: false as const }));
    if (!mounted.current) return;
    setSending(false);
    setCaptcha({ status: "idle" });
    setCaptchaKey((key) => key + 1);
    if (!result.ok) {
      show(bookingFailedToast, "error");
      return;
    }
    setValues(emptyBookTestValues);
    setTouched({});
    setSubmitted(false);
    if (result.queued) {
      show(bookingSavedToast);
      return;
    }
    navigate("/thank-you", { state: { toast: bookingSentToast } });
  };

  return (
    <form className="book-test-form" noValidate onSubmit={submit} aria-busy={sending}>
      <BookTestField id={inputId.name} label="Name" error={shown("name")}>
        {(described) => (
          <input
            {...described}
            id={inputId.name}
            name="name"
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            required
            maxLength={nameMaxLength}
            title={bookTestMessages.nameLetters}
            value={values.name}
            onChange={(event) => {
              const raw = event.target.value;
              setNameWarning(nameHadNonLetters(raw));
              set({ name: cleanName(raw) });
            }}
            onBlur={() => {
              setNameWarning(false);
              touch("name");
            }}
          />
        )}
      </BookTestField>
      <BookTestField id={inputId.mobileNumber} label="Mobile number" error={shown("mobileNumber")}>
        {(described) => (
          <input
            {...described}
            id={inputId.mobileNumber}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={10}
            value={values.mobileNumber}
            onChange={(event) => set({ mobileNumber: cleanMobile(event.target.value) })}
            onPaste={pasteMobile}
            onBlur={() => touch("mobileNumber")}
          />
        )}
      </BookTestField>
      <BookTestField id={inputId.date} label="Collection date" error={shown("date")}>
        {(described) => (
          <input
            {...described}
            id={inputId.date}
            name="date"
            type="date"
            required
            min={today}
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
            onBlur={() => touch("date")}
          />
        )}
      </BookTestField>
      <BookTestField id={inputId.pincode} label="Pincode" error={shown("pincode")}>
        {(described) => (
          <input
            {...described}
            id={inputId.pincode}
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={6}
            value={values.pincode}
            onChange={(event) => set({ pincode: cleanPincode(event.target.value) })}
            onBlur={() => touch("pincode")}
          />
        )}
      </BookTestField>
      <div className="field-check">
        <input
          id="book-test-policy"
          name="policy"
          type="checkbox"
          checked={values.policy}
          onChange={(event) => set({ policy: event.target.checked })}
        />
        <label htmlFor="book-test-policy">
          I agree to the <a href="/terms.html">Terms of use</a> and{" "}
          <a href="/privacy-policy.html">Privacy Policy</a>, and to be called about my booking.
        </label>
      </div>
      {captchaShown ? (
        <CaptchaCheck
          key={captchaKey}
          onChange={(status, value) => setCaptcha({ status, value })}
        />
      ) : null}
      <button type="submit" className="button button-primary book-test-submit" disabled={sending}>
        {sending ? "Booking in progress..." : "Book Now"}
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </form>
  );
}
