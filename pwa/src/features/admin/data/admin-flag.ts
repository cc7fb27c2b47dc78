/**
 * docs/product.md#admin: session storage keeps only the FACT of being signed in, never a
 * credential. The proof is the httpOnly session cookie, which the server checks on every admin
 * call; this flag only lets /admin-login skip its form for someone already signed in in this tab. A
 * stale flag is harmless: the history page asks the server and clears it on a 401.
 */
import { brand } from "@vyom/catalog/brand";

export const adminFlagKey = `${brand.slug}-admin-signed-in`;

/** sessionStorage can throw (storage disabled, some private modes): then there is no flag. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function isAdminSignedIn(): boolean {
  return storage()?.getItem(adminFlagKey) === "true";
}

export function markAdminSignedIn(): void {
  try {
    storage()?.setItem(adminFlagKey, "true");
  } catch {
    // Quota or disabled storage: the flag is a convenience, the cookie is the session.
  }
}

export function clearAdminSignedIn(): void {
  storage()?.removeItem(adminFlagKey);
}
