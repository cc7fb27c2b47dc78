import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useInstallPrompt } from "@/lib/install-prompt.ts";

/** Shown only where the browser offers installation (`beforeinstallprompt`). */
export function InstallButton() {
  const install = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  const { t } = useLingui();
  if (!install || dismissed) return null;
  return (
    <p className="install-offer">
      <button type="button" className="button button-primary" onClick={() => void install()}>
        {t`Install the app`}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
        {t`Not now`}
      </button>
    </p>
  );
}
