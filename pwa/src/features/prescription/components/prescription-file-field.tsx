import { useEffect, useState } from "react";
import { formatFileSize } from "@/sync/outbox-file.ts";
import { prescriptionAccept } from "../prescription.rules.ts";

interface Props {
  id: string;
  file: File | null;
  /** The size before the photo was made smaller on the device, if it was. */
  originalSize?: number | null;
  error: string | undefined;
  onChoose(file: File | null): void;
}

/**
 * The prescription's file: on phones `accept` offers the camera as well as files. Shows the
 * chosen file's name and size, and a preview when it is a photo.
 */
export function PrescriptionFileField({ id, file, originalSize, error, onChoose }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith("image/") || typeof URL.createObjectURL !== "function") {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={error ? "upload-field upload-field-invalid" : "upload-field"}>
      <label htmlFor={id} className="upload-label">
        Prescription (photo or PDF)
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept={prescriptionAccept}
        aria-describedby={`${hintId} ${errorId}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="upload-hint">
        A clear photo or a PDF (JPEG, PNG, WebP or PDF), at most 5 MB.
      </p>
      {file ? (
        <div className="upload-chosen">
          {preview ? <img src={preview} alt="Preview of your prescription" /> : null}
          <p>
            {file.name} · {formatFileSize(file.size)}
            {originalSize
              ? ` (made smaller from ${formatFileSize(originalSize)} for a faster upload)`
              : ""}
          </p>
        </div>
      ) : null}
      <p id={errorId} className="upload-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
