import { LogoutIcon, UserIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useSession } from "@/lib/use-session.ts";
import { useLogout } from "./use-logout.ts";

/**
 * Login button, or the user's name with Log out (which goes home,
 * docs/product.md#user-and-members).
 */
export function AccountControl() {
  const session = useSession();
  const { openLogin } = useUiActions();
  const logout = useLogout();

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
        <span>Login</span>
      </button>
    );
  }

  return (
    <div className="header-account header-user">
      <span className="header-user-name" title={session.user.name}>
        {session.user.name}
      </span>
      <Link className="button button-secondary header-my-bookings" to="/my-bookings">
        My bookings
      </Link>
      <button
        type="button"
        className="button button-secondary header-logout"
        onClick={() => logout()}
      >
        <LogoutIcon width={20} height={20} />
        <span>Log out</span>
      </button>
      <button
        type="button"
        className="button button-secondary header-logout-all"
        aria-label="Log out on all devices"
        title="Log out on all devices"
        onClick={() => logout("all-devices")}
      >
        All devices
      </button>
    </div>
  );
}
