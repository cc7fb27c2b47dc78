import { useLingui } from "@lingui/react/macro";
import { knownText } from "@/i18n/known-text.ts";
import { formatDate } from "@/lib/format.ts";
import type { Abha } from "../data/abha-api.ts";
import { formatAbhaNumber } from "../data/abha-number.ts";
import { abhaWords as words } from "../data/abha-words.ts";

interface AbhaLinkedProps {
  abha: NonNullable<Abha>;
  /** "Remove" was pressed: asking to confirm. */
  confirming: boolean;
  /** The removal waits for the step-up OTP, or is being sent (`sending`). */
  busy: boolean;
  sending: boolean;
  onRemove: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}

/** The linked number, 2-4-4-4 as on the card, when it was added, and Remove (confirmed first). */
export function AbhaLinked({
  abha,
  confirming,
  busy,
  sending,
  onRemove,
  onConfirm,
  onKeep,
}: AbhaLinkedProps) {
  const { t, i18n } = useLingui();
  const say = (english: string) => i18n._(knownText(english));
  const date = formatDate(abha.consentedAt);
  return (
    <div className="abha-linked">
      <p className="abha-number">{formatAbhaNumber(abha.abhaNumber)}</p>
      <p className="abha-added">{t`Added on ${date}`}</p>
      {confirming ? (
        <fieldset className="abha-confirm">
          <legend className="abha-confirm-question">{say(words.removeConfirm)}</legend>
          <div className="abha-actions">
            <button type="button" className="button button-primary" onClick={onConfirm}>
              {say(words.yesRemove)}
            </button>
            <button type="button" className="button button-secondary" onClick={onKeep}>
              {say(words.keep)}
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={onRemove}
        >
          {say(sending ? words.removing : words.remove)}
        </button>
      )}
    </div>
  );
}
