import { useLingui } from "@lingui/react/macro";

/** Shown for the moment a menu's code and data take to arrive on first open. */
export function MenuLoading() {
  const { t } = useLingui();
  return (
    <p className="menu-loading" role="status">
      {t`Loading menu…`}
    </p>
  );
}
