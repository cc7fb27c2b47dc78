import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ToastRegion, useToasts } from "@/components/toast.tsx";
import { checkFile } from "@/sync/outbox-file.ts";
import {
  cleanMobile,
  cleanName,
  emptyPrescription,
  fieldError,
  nameMaxLength,
  noteMaxLength,
  type PrescriptionField,
  type PrescriptionValues,
  prescriptionFileRule,
  prescriptionMessages,
} from "../prescription.rules.ts";
import { type PrescriptionResult, sendPrescription } from "../prescription.submit.ts";
import { shrinkPhoto } from "../shrink-photo.ts";
import { PrescriptionFileField } from "./prescription-file-field.tsx";

export const prescriptionSentToast = "✔️ Prescription received. ☎️ We will call you soon!";
export const prescriptionSavedToast =
  "📥 Prescription saved on this phone. It will be sent automatically as soon as you are back online.";
export const prescriptionFailedToast = "❗ Try Again, Form Submission Failed";

const ids = {
  name: "prescription-name",
  mobileNumber: "prescription-mobile",
  note: "prescription-note",
  file: "prescription-file",
};

interface Props {
  /** Sends it (default: through the outbox); tests pass their own. */
  send?: (values: PrescriptionValues, file: File) => Promise<PrescriptionResult>;
}

/**
 * Name, mobile and a photo or PDF of the prescription. The file is checked on the device as the
 * API checks it (its bytes, its size); the submission is saved on the phone first, so it is
 * never lost offline, and the app goes to /thanks saying whether it was sent or is waiting.
 */
export function PrescriptionForm({ send = sendPrescription }: Props) {
  const [values, setValues] = useState<PrescriptionValues>(emptyPrescription);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  /** The chosen photo's size before it was made smaller (null when sent as chosen). */
  const [originalSize, setOriginalSize] = useState<number | null>(null);
  const [touched, setTouched] = useState<Partial<Record<PrescriptionField, boolean>>>({});
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

  const set = (patch: Partial<PrescriptionValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const shown = (field: PrescriptionField) =>
    submitted || (touched[field] && values[field] !== "") ? fieldError(field, values) : undefined;

  const choose = async (chosen: File | null) => {
    setFile(null);
    setOriginalSize(null);
    setFileError(undefined);
    if (!chosen) return;
    // Shrunk before the checks: a big camera photo over 5 MB is fine once made smaller.
    const prepared = await shrinkPhoto(chosen);
    const checked = await checkFile(prepared, prescriptionFileRule);
    if (!mounted.current) return;
    if (!checked.ok) {
      setFileError(checked.message);
      return;
    }
    setFile(prepared);
    setOriginalSize(prepared === chosen ? null : chosen.size);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const invalid = (["name", "mobileNumber"] as const).find((field) => fieldError(field, values));
    if (invalid) {
      document.getElementById(ids[invalid])?.focus();
      return;
    }
    if (!file) {
      if (!fileError) setFileError(prescriptionMessages.fileRequired);
      document.getElementById(ids.file)?.focus();
      return;
    }
    setSending(true);
    const result = await send(values, file).catch(
      (): PrescriptionResult => ({ ok: false, reason: "not-saved" }),
    );
    if (!mounted.current) return;
    setSending(false);
    if (!result.ok) {
      show(
        result.detail ? `${prescriptionFailedToast}: ${result.detail}` : prescriptionFailedToast,
        "error",
      );
      return;
    }
    navigate(`/thanks?${new URLSearchParams({ for: "prescription", ref: String(result.id) })}`, {
      state: { toast: result.queued ? prescriptionSavedToast : prescriptionSentToast },
    });
  };

  return (
    <form className="upload-form" noValidate onSubmit={submit} aria-busy={sending}>
      <div className={shown("name") ? "upload-field upload-field-invalid" : "upload-field"}>
        <label htmlFor={ids.name} className="upload-label">
          Name
        </label>
        <input
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={nameMaxLength}
          aria-describedby={`${ids.name}-error`}
          aria-invalid={Boolean(shown("name"))}
          value={values.name}
          onChange={(event) => set({ name: cleanName(event.target.value) })}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        />
        <p id={`${ids.name}-error`} className="upload-error" aria-live="polite">
          {shown("name")}
        </p>
      </div>
      <div className={shown("mobileNumber") ? "upload-field upload-field-invalid" : "upload-field"}>
        <label htmlFor={ids.mobileNumber} className="upload-label">
          Mobile number
        </label>
        <input
          id={ids.mobileNumber}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={10}
          aria-describedby={`${ids.mobileNumber}-error`}
          aria-invalid={Boolean(shown("mobileNumber"))}
          value={values.mobileNumber}
          onChange={(event) => set({ mobileNumber: cleanMobile(event.target.value) })}
          onBlur={() => setTouched((current) => ({ ...current, mobileNumber: true }))}
        />
        <p id={`${ids.mobileNumber}-error`} className="upload-error" aria-live="polite">
          {shown("mobileNumber")}
        </p>
      </div>
      <PrescriptionFileField
        id={ids.file}
        file={file}
        originalSize={originalSize}
        error={fileError}
        onChoose={(chosen) => void choose(chosen)}
      />
      <div className="upload-field">
        <label htmlFor={ids.note} className="upload-label">
          Note (optional)
        </label>
        <textarea
          id={ids.note}
          name="note"
          rows={3}
          maxLength={noteMaxLength}
          value={values.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? "Uploading..." : "Upload Prescription"}
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </form>
  );
}
