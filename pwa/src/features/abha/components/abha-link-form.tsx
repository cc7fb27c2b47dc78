import { abhaConsentText, abhaMessages } from "@vyom/catalog/contract";
import { type FormEvent, useId, useState } from "react";
import { currentLanguage } from "@/i18n/current-language.ts";
import { knownText } from "@/i18n/known-text.ts";
import type { LanguageCode } from "@/i18n/language-codes.ts";
import { i18n, useLingui } from "@/i18n/runtime.tsx";
import type { AbhaFieldErrors } from "../data/abha-errors.ts";
import { abhaNumberProblem } from "../data/abha-number.ts";
import { abhaWords as words } from "../data/abha-words.ts";

/** The section's, the contract's and the API's words by their English (known-text.ts). */
const say = (english: string) => i18n._(knownText(english));

interface AbhaLinkFormProps {
  /** The number waits for the step-up OTP, or is being sent (`sending`). */
  busy: boolean;
  sending: boolean;
  /** The API's messages at the fields (a 400). */
  refused: AbhaFieldErrors;
  /** The number, and the language the consent was shown in when the box was ticked. */
  onAdd: (abhaNumber: string, consentLanguage: LanguageCode) => void;
}

/**
 * No ABHA number yet: what it is and why add one, the number, and the consent in the contract's
 * words in the reader's language, word for word (the API stores those words and their language
 * with the number), agreed with a required box.
 * Both are checked here with the contract's rule and messages before anything is sent.
 */
export function AbhaLinkForm({ busy, sending, refused, onAdd }: AbhaLinkFormProps) {
  useLingui();
  const [abhaNumber, setAbhaNumber] = useState("");
  const [agreed, setAgreed] = useState(false);
  const language = currentLanguage();
  const [problems, setProblems] = useState<AbhaFieldErrors>({});
  const ids = {
    number: useId(),
    numberError: useId(),
    consent: useId(),
    consentError: useId(),
  };
  const numberError = problems.abhaNumber ?? refused.abhaNumber;
  const consentError = problems.consent ?? refused.consent;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: AbhaFieldErrors = {};
    const numberProblem = abhaNumberProblem(abhaNumber);
    if (numberProblem) found.abhaNumber = numberProblem;
    if (!agreed) found.consent = abhaMessages.consent;
    setProblems(found);
    if (!found.abhaNumber && !found.consent) onAdd(abhaNumber, language);
  };

  return (
    <form className="abha-form" onSubmit={submit} noValidate>
      <p>{say(words.whatItIs)}</p>
      <p>{say(words.whyAdd)}</p>
      <div className="abha-field">
        <label className="abha-field-label" htmlFor={ids.number}>
          {say(words.numberLabel)}
        </label>
        <input
          id={ids.number}
          inputMode="numeric"
          autoComplete="off"
          placeholder="91-1234-5678-9012"
          value={abhaNumber}
          aria-invalid={numberError !== undefined}
          aria-describedby={numberError ? ids.numberError : undefined}
          onChange={(event) => setAbhaNumber(event.target.value)}
        />
        {numberError ? (
          <p className="abha-field-error" id={ids.numberError}>
            {say(numberError)}
          </p>
        ) : null}
      </div>
      <div className="abha-consent">
        {/* The contract's consent, word for word: the API stores these words and their language. */}
        <p id={ids.consent} lang={language}>
          {abhaConsentText(language)}
        </p>
        <label className="abha-check">
          <input
            type="checkbox"
            required
            checked={agreed}
            aria-invalid={consentError !== undefined}
            aria-describedby={consentError ? `${ids.consent} ${ids.consentError}` : ids.consent}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          {say(words.agree)}
        </label>
        {consentError ? (
          <p className="abha-field-error" id={ids.consentError}>
            {say(consentError)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {say(sending ? words.adding : words.add)}
      </button>
    </form>
  );
}
