import type { JobOpening } from "@vyom/catalog";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ToastRegion, useToasts } from "@/components/toast.tsx";
import { checkFile, formatFileSize } from "@/sync/outbox-file.ts";
import {
  type ApplicationField,
  type ApplicationValues,
  applicationFields,
  applicationMessages,
  cleanMobile,
  cleanName,
  coverNoteMaxLength,
  emptyApplication,
  fieldError,
  nameMaxLength,
  resumeAccept,
  resumeRule,
} from "../data/application.rules.ts";
import { type ApplicationResult, sendApplication } from "../data/application.submit.ts";
import { TextField } from "./text-field.tsx";

export const applicationSentToast = "✔️ Application received. Our HR team will call you soon!";
export const applicationSavedToast =
  "📥 Application saved on this phone. It will be sent automatically as soon as you are back online.";
export const applicationFailedToast = "❗ Try Again, Form Submission Failed";

interface Props {
  job: JobOpening;
  /** Sends it (default: through the outbox); tests pass their own. */
  send?: (jobId: string, values: ApplicationValues, resume: File) => Promise<ApplicationResult>;
}

/**
 * Apply for one opening: name, mobile, e-mail, résumé (checked on the device as the API checks
 * it) and an optional cover note. Saved on the phone first, so it is never lost offline; the
 * app then goes to /thanks saying whether it was sent or is waiting.
 */
export function ApplicationForm({ job, send = sendApplication }: Props) {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [touched, setTouched] = useState<Partial<Record<ApplicationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const { toasts, show, dismiss } = useToasts();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const id = (field: string) => `apply-${job.id}-${field}`;
  const set = (patch: Partial<ApplicationValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const touch = (field: ApplicationField) =>
    setTouched((current) => ({ ...current, [field]: true }));
  const shown = (field: ApplicationField) =>
    submitted || (touched[field] && values[field] !== "") ? fieldError(field, values) : undefined;

  const choose = async (chosen: File | null) => {
    setResume(null);
    setResumeError(undefined);
    if (!chosen) return;
    const checked = await checkFile(chosen, resumeRule);
    if (!mounted.current) return;
    if (checked.ok) setResume(chosen);
    else setResumeError(checked.message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const invalid = applicationFields.find((field) => fieldError(field, values));
    if (invalid) {
      document.getElementById(id(invalid))?.focus();
      return;
    }
    if (!resume) {
      if (!resumeError) setResumeError(applicationMessages.resumeRequired);
      document.getElementById(id("resume"))?.focus();
      return;
    }
    setSending(true);
    const result = await send(job.id, values, resume).catch(
      (): ApplicationResult => ({ ok: false, reason: "not-saved" }),
    );
    if (!mounted.current) return;
    setSending(false);
    if (!result.ok) {
      show(
        result.detail ? `${applicationFailedToast}: ${result.detail}` : applicationFailedToast,
        "error",
      );
      return;
    }
    navigate(
      `/thanks?${new URLSearchParams({ for: "career-application", ref: String(result.id) })}`,
      {
        state: { toast: result.queued ? applicationSavedToast : applicationSentToast },
      },
    );
  };

  return (
    <form
      className="upload-form"
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      aria-label={`Apply for ${job.title}`}
    >
      <TextField
        id={id("name")}
        label="Name"
        error={shown("name")}
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={nameMaxLength}
        value={values.name}
        onChange={(event) => set({ name: cleanName(event.target.value) })}
        onBlur={() => touch("name")}
      />
      <TextField
        id={id("mobileNumber")}
        label="Mobile number"
        error={shown("mobileNumber")}
        name="mobileNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={10}
        value={values.mobileNumber}
        onChange={(event) => set({ mobileNumber: cleanMobile(event.target.value) })}
        onBlur={() => touch("mobileNumber")}
      />
      <TextField
        id={id("email")}
        label="E-mail"
        error={shown("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={200}
        value={values.email}
        onChange={(event) => set({ email: event.target.value })}
        onBlur={() => touch("email")}
      />
      <div className={resumeError ? "upload-field upload-field-invalid" : "upload-field"}>
        <label htmlFor={id("resume")} className="upload-label">
          Résumé (PDF, DOC or DOCX)
        </label>
        <input
          id={id("resume")}
          name="resume"
          type="file"
          accept={resumeAccept}
          aria-describedby={`${id("resume")}-hint ${id("resume")}-error`}
          aria-invalid={Boolean(resumeError)}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${id("resume")}-hint`} className="upload-hint">
          {resume
            ? `${resume.name} · ${formatFileSize(resume.size)}`
            : "PDF, DOC or DOCX, at most 5 MB."}
        </p>
        <p id={`${id("resume")}-error`} className="upload-error" aria-live="polite">
          {resumeError}
        </p>
      </div>
      <div className="upload-field">
        <label htmlFor={id("coverNote")} className="upload-label">
          Cover note (optional)
        </label>
        <textarea
          id={id("coverNote")}
          name="coverNote"
          rows={3}
          maxLength={coverNoteMaxLength}
          value={values.coverNote}
          onChange={(event) => set({ coverNote: event.target.value })}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? "Sending..." : "Submit Application"}
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </form>
  );
}
