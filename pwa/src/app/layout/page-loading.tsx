import { useLingui } from "@lingui/react/macro";

/** The page area while its chunk arrives on first load; the chrome is already on screen. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t`Loading…`}
    </div>
  );
}
