import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAppUpdate } from "@/lib/app-update.ts";

/**
 * "A new version is available — Reload". The new version is applied only when the person
 * presses Reload: never under a half-filled form.
 */
export function UpdateBanner() {
  const apply = useAppUpdate();
  const [reloading, setReloading] = useState(false);
  const { t } = useLingui();
  if (!apply) return null;
  return (
    <p className="update-banner" role="status">
      <span>{t`A new version is available — `}</span>
      <button
        type="button"
        className="button button-primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void apply();
        }}
      >
        {t`Reload`}
      </button>
    </p>
  );
}
