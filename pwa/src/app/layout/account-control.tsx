import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { UserIcon } from "@/components/icons.tsx";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useSession } from "@/lib/use-session.ts";

// Only a signed-in person has the menu: a visitor's first load carries none of it.
const AccountMenu = lazy(() =>
  import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })),
);

/**
 * Login button, or the account menu under the user's name: My bookings, Log out (which goes home,
 * docs/product.md#user-and-members) and Log out on all devices.
 */
export function AccountControl() {
  const session = useSession();
  const { openLogin } = useUiActions();
  const { t } = useLingui();

  // While the session is read, keep the space but show neither, so a logged-in person never
  // sees a flash of "Login".
  if (!session) return <span className="header-account" aria-hidden="true" />;

  if (!session.isUserLoggedIn || !session.user) {
    return (
      <button
        type="button"
        className="button button-primary header-account header-login"
        aria-haspopup="dialog"
        onClick={openLogin}
      >
        <UserIcon className="header-login-icon" width={20} height={20} />
        <span>{t`Login`}</span>
      </button>
    );
  }

  const { name } = session.user;
  return (
    <Suspense
      fallback={
        // The menu's button as it will look, so nothing moves when the menu arrives.
        <div className="header-account header-user account-menu">
          <span className="button button-secondary account-menu-button" title={name}>
            <UserIcon className="account-menu-icon" width={20} height={20} />
            <span className="header-user-name">{name}</span>
          </span>
        </div>
      }
    >
      <AccountMenu name={name} />
    </Suspense>
  );
}
