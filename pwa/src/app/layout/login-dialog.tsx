import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { CloseIcon } from "@/components/icons.tsx";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { announce } from "@/lib/app-notices.ts";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { markLoggedInFromDialog } from "./focus-after-login.ts";
import { MenuLoading } from "./menu-loading.tsx";

const LoginPanel = lazy(
  untilLoaded(() =>
    import("@/features/auth/login-panel.tsx").then((m) => ({ default: m.LoginPanel })),
  ),
);

/**
 * The login / sign-up modal's frame (docs/product.md#login-and-sign-up-dialog): greeting and close
 * button. Its body, the Sign Up and Login tabs, is the auth feature's and loads when the dialog
 * first opens.
 */
export function LoginDialog() {
  const { loginOpen } = useUiState();
  const { closeLogin } = useUiActions();
  const { t } = useLingui();
  return (
    <ModalDialog
      className="login-dialog"
      open={loginOpen}
      onClose={closeLogin}
      labelledBy="login-title"
    >
      <div className="dialog-header">
        <h2 id="login-title" className="dialog-title">
          {t`Hello! Kindly login to avail our services`}
        </h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={closeLogin}>
          <CloseIcon />
        </button>
      </div>
      <Suspense fallback={<MenuLoading />}>
        <LoginPanel
          onDone={(notice) => {
            markLoggedInFromDialog();
            closeLogin();
            if (notice) announce(notice);
          }}
        />
      </Suspense>
    </ModalDialog>
  );
}
