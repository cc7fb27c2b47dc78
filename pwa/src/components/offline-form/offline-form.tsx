import {
  type ClipboardEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router-dom";
import type { CaptchaStatus } from "@/components/captcha-check.tsx";
import { useToasts } from "@/components/toast-state.ts";
import type { OutboxKind } from "@/db/records.ts";
import type { AfterSubmitState } from "./after-submit.ts";
import {
  blankValues,
  cleanValue,
  type FieldSpec,
  type FileFieldSpec,
  type FormValues,
  nameLettersMessage,
  requiredFields,
  shownFields,
  ticked,
  typedNonLetters,
} from "./offline-form.fields.ts";
import type { FormSendResult, SendForm } from "./offline-form.send.ts";
import { FormCaptcha, preloadFormCaptcha } from "./offline-form-captcha.tsx";
import { OfflineField, type OfflineFormLook } from "./offline-form-field.tsx";
import { FormToasts, preloadFormToasts } from "./offline-form-toasts.tsx";

export const formFailedToast = "❗ Try Again, Form Submission Failed";
export const captchaMissingToast = "❗ Please verify the reCAPTCHA!";

export interface OfflineFormProps<Name extends string> {
  kind: OutboxKind;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  fields: readonly FieldSpec<Name>[];
  file?: FileFieldSpec;
  /** The API body built from the checked values (may load its builder on the first submit). */
  toPayload: (values: FormValues<Name>) => unknown;
  submitLabel: string;
  sendingLabel: string;
  /** The arrival toasts on the after-submit page: delivered at once, or saved on the phone. */
  toasts?: { sent: string; saved: string };
  /** A captcha on the form, shown once every required field holds something. */
  captcha?: boolean;
  look: OfflineFormLook;
  "aria-label"?: string;
  /** Said under the button, e.g. offline-form-note.tsx's OfflineNote. */
  note?: ReactNode;
  /** Sends it (default: through the outbox, loaded on the first submit); tests pass their own. */
  send?: SendForm;
}

const sendThroughOutbox: SendForm = async (kind, payload, options) =>
  (await import("./offline-form.send.ts")).sendForm(kind, payload, options);

/**
 * The one way every offline form is built (docs/product.md#forms-that-work-offline): the home
 * booking, the prescription, the job application and the three enquiries. Fields clean what is
 * typed or pasted as it arrives; a field's message shows once it was left holding something, or
 * for every field on submit, and the first bad field gets the focus. The submission is saved on
 * the phone first (the outbox), so it works offline; sent or saved, the person lands on the one
 * after-submit page, /thanks, which shows the server's reference once it answered, or says it is
 * saved and will be sent. A refusal keeps the values and says so in a toast.
 */
export function OfflineForm<Name extends string>({
  kind,
  idPrefix,
  fields,
  file: fileSpec,
  toPayload,
  submitLabel,
  sendingLabel,
  toasts: arrival,
  captcha: withCaptcha = false,
  look,
  "aria-label": ariaLabel,
  note,
  send = sendThroughOutbox,
}: OfflineFormProps<Name>) {
  const [values, setValues] = useState<FormValues<Name>>(() => blankValues(fields));
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  /** A name field the person is typing non-letters into: says so at once. */
  const [lettersWarning, setLettersWarning] = useState<Name | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [chosen, setChosen] = useState<{ file: File; originalSize: number | null } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
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

  const shown = shownFields(fields, values);
  const captchaShown =
    withCaptcha && requiredFields(shown).every((field) => values[field.name] !== "");
  useEffect(() => {
    if (!captchaShown) setCaptcha({ status: "idle" });
  }, [captchaShown]);

  const inputId = (field: FieldSpec<Name>) => field.id ?? `${idPrefix}-${field.name}`;
  const fileId = `${idPrefix}-${fileSpec?.name ?? "file"}`;
  const set = (name: Name, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const message = (field: FieldSpec<Name>): string | undefined => {
    if (lettersWarning === field.name) return nameLettersMessage;
    if (!submitted && (!touched[field.name] || values[field.name] === "")) return undefined;
    return field.check(values[field.name]);
  };

  const pasteMobile = (field: FieldSpec<Name>, event: ClipboardEvent<HTMLInputElement>) => {
    // maxlength would cut "+91 98765 43210" before it could be cleaned: clean the paste first.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const text = event.clipboardData.getData("text");
    set(
      field.name,
      cleanValue("mobile", input.value.slice(0, start) + text + input.value.slice(end)),
    );
  };

  const finish = (result: FormSendResult) => {
    if (!result.ok) {
      // The server's reason after it, as a line of the toast's own (toast.tsx words it).
      show(formFailedToast, "error", result.detail);
      return;
    }
    const state: AfterSubmitState = {
      ...(arrival ? { toast: result.queued ? arrival.saved : arrival.sent } : {}),
      ...(!result.queued && result.reference ? { reference: result.reference } : {}),
    };
    // The one after-submit page (after-submit.ts).
    navigate(`/thanks?${new URLSearchParams({ for: kind, ref: String(result.outboxId) })}`, {
      state,
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setLettersWarning(null);
    const invalid = shown.find((field) => field.check(values[field.name]));
    if (invalid) {
      document.getElementById(inputId(invalid))?.focus();
      return;
    }
    if (fileSpec && !chosen) {
      if (!fileError) setFileError(fileSpec.required);
      document.getElementById(fileId)?.focus();
      return;
    }
    // Offline, or the challenge cannot be fetched: saved without it, the outbox solves one later.
    const offline = !navigator.onLine || captcha.status === "unreachable";
    if (withCaptcha && captcha.status !== "solved" && !offline) {
      show(captchaMissingToast, "error");
      return;
    }
    setSending(true);
    const result = await Promise.resolve()
      .then(() => toPayload(values))
      .then((payload) =>
        send(kind, payload, {
          ...(withCaptcha && captcha.value ? { captcha: captcha.value } : {}),
          ...(fileSpec && chosen ? { file: { field: fileSpec.name, file: chosen.file } } : {}),
        }),
      )
      .catch((): FormSendResult => ({ ok: false, reason: "not-saved" }));
    if (!mounted.current) return;
    setSending(false);
    if (withCaptcha) {
      setCaptcha({ status: "idle" });
      setCaptchaKey((key) => key + 1);
    }
    finish(result);
  };

  const classes = lookClasses[look];
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-label={ariaLabel}
    >
      {shown.map((field) => {
        const id = inputId(field);
        if (field.kind === "checkbox") {
          return (
            <div key={field.name} className={classes.check}>
              <input
                id={id}
                name={field.name}
                type="checkbox"
                checked={values[field.name] === ticked}
                onChange={(event) => set(field.name, event.target.checked ? ticked : "")}
              />
              <label htmlFor={id}>{field.label}</label>
            </div>
          );
        }
        return (
          <OfflineField
            key={field.name}
            id={id}
            spec={field}
            look={look}
            value={values[field.name]}
            error={message(field)}
            onValue={(raw) => {
              // Ready before they are needed: the captcha once every field is filled, a toast on submit.
              preloadFormToasts().catch(() => {});
              if (withCaptcha) preloadFormCaptcha().catch(() => {});
              setLettersWarning(typedNonLetters(field.kind, raw) ? field.name : null);
              set(field.name, cleanValue(field.kind, raw));
            }}
            onPaste={field.kind === "mobile" ? (event) => pasteMobile(field, event) : undefined}
            onLeave={() => {
              setLettersWarning(null);
              setTouched((current) => ({ ...current, [field.name]: true }));
            }}
          />
        );
      })}
      {fileSpec ? (
        <fileSpec.Input
          id={fileId}
          spec={fileSpec}
          look={look}
          chosen={chosen}
          error={fileError}
          onChoose={(next, error) => {
            setChosen(next);
            setFileError(error);
          }}
        />
      ) : null}
      {captchaShown ? (
        <FormCaptcha key={captchaKey} onChange={(status, value) => setCaptcha({ status, value })} />
      ) : null}
      <button type="submit" className={classes.submit} disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      {note}
      <FormToasts toasts={toasts} onDismiss={dismiss} />
    </form>
  );
}

const lookClasses: Record<OfflineFormLook, { form: string; check: string; submit: string }> = {
  hero: {
    form: "book-test-form",
    check: "field-check",
    submit: "button button-primary book-test-submit",
  },
  card: { form: "sform", check: "sform-check", submit: "button button-primary sform-submit" },
  upload: { form: "upload-form", check: "upload-check", submit: "button button-primary" },
};
