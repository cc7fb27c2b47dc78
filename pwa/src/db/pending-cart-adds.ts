/**
 * Adds to the cart that were tapped but may not be stored yet. On a first visit an Add to cart
 * loads the storage code and creates the database before it can write: seconds on a slow phone,
 * and a person who opens another page meanwhile would lose the add. So the tap first writes the
 * item here, synchronously (localStorage survives the page being left), and the add removes it
 * once its transaction has committed; whatever is still here when the storage code next loads,
 * on this page or the next, is added then (db/cart.ts `applyPendingCartAdds`). Adding twice is
 * harmless: the cart refuses an item it already holds.
 *
 * Kept tiny and free of Dexie: the Add to cart button and the first load import it.
 */
import type { HealthPackage, TestEntry } from "@vyom/catalog";

const key = "vyom-pending-cart-adds";

/** The page's localStorage; none in the service worker, which loads db/storage-in-use.ts (and is
 * type-checked without the DOM's types). */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
function pageStorage(): PageStorage | undefined {
  return (globalThis as { localStorage?: PageStorage }).localStorage;
}

export interface PendingCartAdd {
  id: string;
  item: TestEntry | HealthPackage;
}

function write(adds: PendingCartAdd[]): void {
  try {
    if (adds.length === 0) pageStorage()?.removeItem(key);
    else pageStorage()?.setItem(key, JSON.stringify(adds));
  } catch {
    // Storage refused (full, or disabled): the add still runs as before, only not journaled.
  }
}

export function pendingCartAdds(): PendingCartAdd[] {
  try {
    const stored = JSON.parse(pageStorage()?.getItem(key) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as PendingCartAdd[]) : [];
  } catch {
    return [];
  }
}

export function hasPendingCartAdds(): boolean {
  try {
    return (pageStorage()?.getItem(key) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Notes the tapped item before any storage work; answers the id to settle once it is stored. */
export function notePendingCartAdd(item: TestEntry | HealthPackage): string {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  write([...pendingCartAdds(), { id, item }]);
  return id;
}

/** The add was stored, or refused in words the person saw: nothing is left to replay. */
export function settlePendingCartAdd(id: string): void {
  write(pendingCartAdds().filter((add) => add.id !== id));
}

/** Logout: nothing tapped before it is added to the next person's cart. */
export function forgetPendingCartAdds(): void {
  write([]);
}
