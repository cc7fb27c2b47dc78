import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { defaultShareHours, shareDurations } from "../data/share-words.ts";
import { ShareList } from "./share-list.tsx";
import { ShareMade } from "./share-made.tsx";
import { type SharesApi, sharesApi, useShares } from "./use-shares.ts";

/**
 * "Share with my doctor" on the report page: choose how long the link works (24 hours unless
 * chosen), make it, copy or share it; below, the report's links with their openings and Revoke.
 * The doctor opens the link without logging in (/shared-report); it works only until it ends or
 * is revoked, and shows only this report.
 */
export interface SharePanelProps {
  reportId: string;
  /** The failure's message (and what the page does about it, e.g. an ended proof). */
  onFailure: (error: unknown) => string;
  /** Swappable in tests; the real calls by default. */
  api?: SharesApi;
  /** Where the doctor's page is (the app's own origin by default). */
  origin?: string;
}

export function SharePanel({
  reportId,
  onFailure,
  api = sharesApi,
  origin = window.location.origin,
}: SharePanelProps) {
  const [hours, setHours] = useState<number>(defaultShareHours);
  const { t, i18n } = useLingui();
  const { shares, made, busy, problem, make, revoke, refresh } = useShares(
    reportId,
    api,
    onFailure,
  );

  return (
    <section className="report-share" aria-labelledby="report-share-title">
      <h2 id="report-share-title">{t`Share with my doctor`}</h2>
      <p className="report-hint">
        {t`Make a link your doctor can open without logging in. It shows this report only, works for the time you choose, and you can revoke it.`}
      </p>
      <fieldset className="report-share-hours">
        <legend className="report-label">{t`The link works for`}</legend>
        {shareDurations.map((choice) => (
          <label key={choice.hours} className="report-choice">
            <input
              type="radio"
              name={`share-hours-${reportId}`}
              value={choice.hours}
              checked={hours === choice.hours}
              onChange={() => setHours(choice.hours)}
            />
            {i18n._(choice.words)}
          </label>
        ))}
      </fieldset>
      <div className="report-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy !== null}
          onClick={() => void make(hours)}
        >
          {busy === "making" ? t`Making the link…` : t`Make a link`}
        </button>
      </div>
      {problem && (
        <p className="report-alert" role="alert">
          {i18n._(knownText(problem))}
        </p>
      )}
      {made && <ShareMade made={made} origin={origin} />}
      <ShareList
        shares={shares}
        busy={busy !== null}
        onRevoke={(shareId) => void revoke(shareId)}
        onRefresh={() => void refresh()}
      />
    </section>
  );
}
