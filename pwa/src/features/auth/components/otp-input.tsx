import { useLingui } from "@lingui/react/macro";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from "react";
import { otpLength } from "../machines/auth-rules.ts";

/**
 * The five single-digit OTP boxes (docs/product.md#login-and-sign-up-dialog). Focus moves on as a
 * digit is typed and back on Backspace or Delete; pasting (or the phone's SMS autofill into the
 * first box, `autocomplete="one-time-code"`) fills every box at once. The value is one string of
 * `otpLength` characters with a space for an empty box, trailing spaces trimmed: it is complete
 * only when it is five digits.
 */

export interface OtpInputHandle {
  focus(): void;
}

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  /** id of an error message about the code. */
  errorId?: string;
  ref?: Ref<OtpInputHandle>;
}

function toDigits(value: string): string[] {
  return Array.from({ length: otpLength }, (_, i) => {
    const char = value[i] ?? "";
    return /\d/.test(char) ? char : "";
  });
}

/**
 * The caret goes after a box's digit, never a selection around it: a digit typed over a selected
 * equal digit leaves the value as it was, React's onChange does not fire, and focus would not move
 * on (retyping "82221" over "82222" gave "22122"). With the caret, any typed digit changes the
 * value, and `handleInput` keeps the new one whichever side of the old it lands.
 */
function caretToEnd(box: HTMLInputElement) {
  box.setSelectionRange(box.value.length, box.value.length);
}

const fromDigits = (digits: string[]) =>
  digits
    .map((d) => d || " ")
    .join("")
    .trimEnd();

export function OtpInput({ value, onChange, label, disabled, errorId, ref }: OtpInputProps) {
  const labelId = useId();
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = toDigits(value);

  // Focus goes to the first empty box (the last one when all are filled).
  const firstEmpty = digits.indexOf("");
  useImperativeHandle(ref, () => ({
    focus: () => boxes.current[firstEmpty === -1 ? otpLength - 1 : firstEmpty]?.focus(),
  }));

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(otpLength - 1, index))];
    box?.focus();
    if (box) caretToEnd(box);
  };

  /** Writes `typed` digits from box `index` on; answers the box after the last one written. */
  const fill = (index: number, typed: string) => {
    const next = [...digits];
    let at = index;
    for (const digit of typed) {
      if (at >= otpLength) break;
      next[at++] = digit;
    }
    onChange(fromDigits(next));
    return at;
  };

  const handleInput = (index: number, raw: string) => {
    let typed = raw.replace(/\D/g, "");
    if (typed === "") {
      // A phone keyboard may delete without a keydown event.
      const next = [...digits];
      next[index] = "";
      onChange(fromDigits(next));
      return;
    }
    // Typing over a filled box: keep the new digit, whichever side of the old one it landed.
    const old = digits[index];
    if (typed.length === 2 && old) typed = typed[0] === old ? typed.slice(1) : typed.slice(0, 1);
    focusBox(fill(index, typed));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" || event.key === "Delete") {
      event.preventDefault();
      const clear = digits[index] ? index : index - 1;
      if (clear >= 0) {
        const next = [...digits];
        next[clear] = "";
        onChange(fromDigits(next));
      }
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "");
    event.preventDefault();
    if (pasted === "") return;
    // A whole code fills every box, wherever it was pasted.
    focusBox(fill(pasted.length >= otpLength ? 0 : index, pasted));
  };

  return (
    <fieldset className="otp" disabled={disabled} aria-describedby={errorId}>
      <legend id={labelId} className="otp-label">
        {label}
      </legend>
      <div className="otp-boxes">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={t`Digit ${index + 1} of ${otpLength}`}
            aria-invalid={errorId ? true : undefined}
            required
            disabled={disabled}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => caretToEnd(event.target)}
          />
        ))}
      </div>
    </fieldset>
  );
}
