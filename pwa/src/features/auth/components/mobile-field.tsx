import { useLingui } from "@lingui/react/macro";
import { knownText } from "@/i18n/known-text.ts";
import { countryCode } from "../machines/auth-rules.ts";

interface MobileFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
}

/**
 * 'Mobile Number' with the fixed +91 country code (docs/product.md#validation: +91 only, ten
 * digits).
 */
export function MobileField({ id, value, onChange, error, disabled }: MobileFieldProps) {
  const errorId = `${id}-error`;
  const { t, i18n } = useLingui();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t`Mobile Number`}</label>
      <div className="mobile-input">
        <span className="country-code">{countryCode}</span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {i18n._(knownText(error))}
        </p>
      ) : null}
    </div>
  );
}
