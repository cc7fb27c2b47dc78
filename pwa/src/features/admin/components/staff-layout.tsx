import "./staff-layout.css";
import { brand } from "@vyom/catalog";
import type { AdminRole } from "@vyom/catalog/contract";
import { type ReactNode, useEffect } from "react";
import { staffRoleLabels } from "../staff-tabs.ts";

/** "Desk · Vyom staff": staff tabs read apart from the shop's pages in the browser's tab strip. */
export const staffDocumentTitle = (title: string) => `${title} · ${brand.shortName} staff`;

export interface StaffAccount {
  email: string;
  /** Unknown while signing out. */
  role?: AdminRole;
}

/**
 * The staff area's frame, in place of the shop's (pwa/src/app/routes.tsx mounts the staff pages
 * outside the consumer layout): no shop header, cart, search, menus or footer, only who is signed
 * in and Sign out. It lives in the admin pages' own chunks, never the consumer's first load.
 */
export function StaffLayout({
  account,
  onSignOut,
  children,
}: {
  account?: StaffAccount;
  onSignOut?: (everywhere: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="app staff-app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="staff-header">
        <div className="container staff-header-row">
          <p className="staff-brand">{brand.shortName} staff</p>
          {account ? (
            <div className="staff-account">
              <p>
                Signed in as <strong>{account.email}</strong>
                {account.role ? <span> · {staffRoleLabels[account.role]}</span> : null}
              </p>
              {onSignOut ? (
                <>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onSignOut(false)}
                  >
                    Sign out
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onSignOut(true)}
                  >
                    Sign out on all devices
                  </button>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The page's main area: its heading names the screen, and the document title follows it. */
export function StaffMain({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = staffDocumentTitle(title);
  }, [title]);
  return (
    <main id="main" className="container main staff-main" tabIndex={-1}>
      <div className="page admin-page">
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
