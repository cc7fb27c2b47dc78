import "./account-menu.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { ChevronIcon, LogoutIcon, UserIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { focusAfterLogin } from "./focus-after-login.ts";
import { useLogout } from "./use-logout.ts";

/**
 * The logged-in person's account actions in one disclosure (a button with aria-expanded and the
 * list it shows): the full name, My bookings, Log out, Log out on all devices. One button keeps
 * the header to its width at 1200-1440 px, where the name, two logout buttons and the search
 * fought for room. It closes on Escape (focus back on the button), on a click or tap outside,
 * when focus leaves it, and once an action is chosen. Right after a login in the dialog its
 * button takes the focus the dialog's gone Login button would have had.
 */
export function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logout = useLogout();
  const { t } = useLingui();

  // A layout effect: the menu waits for the dialog's mark from the moment its button is in the
  // page. A passive effect ran a task later, and a mark in between was taken for one that came
  // before the menu (the right focus, a frame late).
  useLayoutEffect(
    () =>
      focusAfterLogin(() => {
        const focus = () => button.current?.focus();
        // The closing dialog restores focus to its opener first: take it after that.
        const openDialog = document.querySelector("dialog[open]");
        if (openDialog) openDialog.addEventListener("close", focus, { once: true });
        else focus();
      }),
    [],
  );

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const closeOutside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    element.addEventListener("keydown", closeOnEscape);
    element.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      element.removeEventListener("keydown", closeOnEscape);
      element.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="header-account header-user account-menu">
      <button
        ref={button}
        type="button"
        className="button button-secondary account-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        title={name}
        onClick={() => setOpen((now) => !now)}
      >
        <UserIcon className="account-menu-icon" width={20} height={20} />
        <span className="header-user-name">{name}</span>
        <ChevronIcon className="account-menu-chevron" width={16} height={16} />
      </button>
      <div id={listId} className="account-menu-panel" hidden={!open}>
        <p className="account-menu-name">
          <Trans>Signed in as {name}</Trans>
        </p>
        <ul className="account-menu-list">
          <li>
            <Link className="account-menu-item" to="/my-bookings" onClick={() => setOpen(false)}>
              {t`My bookings`}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu-item" onClick={choose(() => logout())}>
              <LogoutIcon width={18} height={18} />
              {t`Log out`}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="account-menu-item"
              onClick={choose(() => logout("all-devices"))}
            >
              {t`Log out on all devices`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
