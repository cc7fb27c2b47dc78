import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useUiActions } from "@/lib/ui-state.tsx";

/**
 * Checkout needs a logged-in customer: the login dialog opens on arrival (once), and this page
 * stays underneath, so after logging in the person is back here with the form.
 */
export function LoginGate({ message }: { message: string }) {
  const { openLogin } = useUiActions();
  const { t } = useLingui();
  useEffect(() => openLogin(), [openLogin]);
  return (
    <div className="checkout-section">
      <p className="page-lead">{message}</p>
      <div className="checkout-actions">
        <button type="button" className="button button-primary" onClick={openLogin}>
          {t`Log in or sign up`}
        </button>
      </div>
    </div>
  );
}
