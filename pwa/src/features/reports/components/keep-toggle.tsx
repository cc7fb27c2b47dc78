import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { knownText } from "@/i18n/known-text.ts";
import type { useKeeping } from "./use-keeping.ts";

/**
 * "Keep my reports on this phone", off by default, with what it means: off, reports are read from
 * the server each time and nothing of them stays; on, each report opened is saved encrypted (only
 * this browser can read it) and opens without a connection. Off, or logging out, deletes them.
 */
type KeepToggleProps = Omit<ReturnType<typeof useKeeping>, "stored">;

export function KeepToggle({ keeping, busy, problem, change }: KeepToggleProps) {
  const hint = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="report-keep">
      <label className="report-switch">
        <input
          type="checkbox"
          role="switch"
          checked={keeping === true}
          aria-checked={keeping === true}
          disabled={keeping === undefined || busy}
          aria-describedby={hint}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {t`Keep my reports on this phone`}
      </label>
      <p id={hint} className="report-hint">
        {keeping
          ? t`On: each report you open is saved here, encrypted so that only this browser can read it, and opens without a connection. Turning this off or logging out deletes them.`
          : t`Off: your reports stay off this phone and need a connection to open. Turn on to save each report you open here, encrypted, to read it offline.`}
      </p>
      {problem && (
        <p className="report-alert" role="alert">
          {i18n._(knownText(problem))}
        </p>
      )}
    </div>
  );
}
