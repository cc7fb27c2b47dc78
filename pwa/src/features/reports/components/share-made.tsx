import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { shareLink } from "../data/share-words.ts";
import type { ShareMade as Made } from "../data/shares-api.ts";

/**
 * The link just made: its address to copy or hand to the phone's share sheet, and when it stops
 * working. Copying falls back to selecting the address (no clipboard, or it was refused), so it
 * can always be copied by hand. Shown once: the token is not kept anywhere, by the app or the
 * server (which holds only its hash).
 */
export function ShareMade({ made, origin }: { made: Made; origin: string }) {
  const link = shareLink(origin, made.token);
  const field = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const { t, i18n } = useLingui();
  const until = formatDateTime(made.expiresAt);
  const id = useId();
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const selectLink = () => {
    field.current?.focus();
    field.current?.select();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice(msg`Link copied. Paste it in a message to your doctor.`);
    } catch {
      selectLink();
      setNotice(msg`The link is selected: copy it with your phone's Copy.`);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t`My lab report`, url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof Error && error.name === "AbortError") return;
      setNotice(msg`Sharing did not work here: copy the link instead.`);
    }
  };

  return (
    <div className="report-share-made">
      <label htmlFor={id} className="report-label">
        {t`Link for your doctor`}
      </label>
      <input
        id={id}
        ref={field}
        className="report-share-link"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        {t`Works until ${until}. Anyone with this link can see the report until then: send it only to your doctor.`}
      </p>
      <div className="report-actions">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t`Copy link`}
        </button>
        {canShare && (
          <button type="button" className="button button-secondary" onClick={() => void share()}>
            {t`Share…`}
          </button>
        )}
      </div>
      <p className="report-notice" role="status">
        {notice ? i18n._(notice) : null}
      </p>
    </div>
  );
}
