import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { openingsWords, shareLifeWords, shortTime } from "../data/share-words.ts";
import type { ReportShare } from "../data/shares-api.ts";

/**
 * The report's links, newest first as the server lists them: when each was made and ends (or
 * ended, or was revoked), whether the doctor opened it, and Revoke for the ones that still work.
 * Revoking asks first, in place: the doctor will no longer be able to open the link.
 */
export interface ShareListProps {
  shares: ReportShare[] | null;
  busy: boolean;
  onRevoke: (shareId: string) => void;
  onRefresh: () => void;
}

export function ShareList({ shares, busy, onRevoke, onRefresh }: ShareListProps) {
  const [asking, setAsking] = useState<string | null>(null);
  const { t } = useLingui();

  return (
    <section className="report-links" aria-labelledby="report-links-title">
      <div className="report-list-head">
        <h3 id="report-links-title">{t`Your links for this report`}</h3>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={onRefresh}
        >
          {t`Refresh`}
        </button>
      </div>
      {shares === null && busy && <p role="status">{t`Loading your links…`}</p>}
      {shares?.length === 0 && <p className="report-hint">{t`No links made yet.`}</p>}
      {shares && shares.length > 0 && (
        <ul className="report-cards">
          {shares.map((share) => {
            const made = shortTime(share.createdAt);
            return (
              <li key={share.id} className="report-card">
                <p>{shareLifeWords(share)}</p>
                <p className="report-hint">{openingsWords(share.openings)}</p>
                {share.live && asking !== share.id && (
                  <div className="report-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      onClick={() => setAsking(share.id)}
                    >
                      <Trans>
                        Revoke<span className="visually-hidden"> the link made {made}</span>
                      </Trans>
                    </button>
                  </div>
                )}
                {share.live && asking === share.id && (
                  <ConfirmRevoke
                    busy={busy}
                    onRevoke={() => {
                      setAsking(null);
                      onRevoke(share.id);
                    }}
                    onKeep={() => setAsking(null)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Asks before revoking; focus moves to the safe answer, so a keyboard user is asked too. */
function ConfirmRevoke(props: { busy: boolean; onRevoke: () => void; onKeep: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  useEffect(() => keep.current?.focus(), []);
  return (
    <fieldset className="report-confirm">
      <legend>{t`Revoke this link? Your doctor will no longer be able to open it.`}</legend>
      <div className="report-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={props.busy}
          onClick={props.onRevoke}
        >
          {t`Yes, revoke it`}
        </button>
        <button ref={keep} type="button" className="button button-secondary" onClick={props.onKeep}>
          {t`Keep it`}
        </button>
      </div>
    </fieldset>
  );
}
