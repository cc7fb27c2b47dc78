import { useEffect, useRef, useState } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import type { FileFieldSpec } from "./offline-form.fields.ts";
import { lookClasses, type OfflineFormLook } from "./offline-form-field.tsx";

export interface FileInputProps {
  id: string;
  spec: FileFieldSpec;
  look: OfflineFormLook;
  chosen: { file: File; originalSize: number | null } | null;
  error: string | undefined;
  onChoose(chosen: { file: File; originalSize: number | null } | null, error?: string): void;
}

/**
 * The form's file: `accept` offers the camera as well as files on phones where it names images.
 * Names the chosen file (and its size), with a preview when it is a photo.
 */
export function FileInput({ id, spec, look, chosen, error, onChoose }: FileInputProps) {
  const css = lookClasses[look];
  const [preview, setPreview] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (picked: File | null) => {
    onChoose(null);
    if (!picked) return;
    // Made ready before the checks: a big camera photo over the limit is fine once made smaller.
    const prepared = spec.prepare ? await spec.prepare(picked) : picked;
    const error = await spec.check(prepared);
    if (!mounted.current) return;
    if (error) onChoose(null, error);
    else onChoose({ file: prepared, originalSize: prepared === picked ? null : picked.size });
  };
  const file = chosen?.file ?? null;
  useEffect(() => {
    if (
      !spec.previewAlt ||
      !file?.type.startsWith("image/") ||
      typeof URL.createObjectURL !== "function"
    ) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, spec.previewAlt]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${css.field} ${css.invalid}` : css.field}>
      <label htmlFor={id} className={css.label}>
        {spec.label}
      </label>
      <input
        id={id}
        name={spec.name}
        type="file"
        accept={spec.accept}
        aria-describedby={`${hintId} ${errorId}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className={css.hint}>
        {spec.hint}
      </p>
      {chosen ? (
        <div className="upload-chosen">
          {preview ? <img src={preview} alt={spec.previewAlt} /> : null}
          <p>{spec.describe(chosen.file, chosen.originalSize)}</p>
        </div>
      ) : null}
      <p id={errorId} className={css.error} aria-live="polite">
        {/* The contract's file messages by their English (known-text.ts), else as they are. */}
        {error && i18n._(knownText(error))}
      </p>
    </div>
  );
}
