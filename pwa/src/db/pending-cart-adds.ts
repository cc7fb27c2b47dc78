/**
 * The cart's pending-add journal: adds that were tapped but may not be stored yet. On a first visit
 * an Add to cart loads the storage code and creates the database before it can write: seconds on a
 * slow phone, and a person who opens another page meanwhile would lose the add. So the tap first
 * writes the item here, synchronously, in localStorage (which survives the page being left): the
 * prerendered page's inline script does it for a tap before hydration (catalog's
 * taps-before-hydration.ts), the Add to cart button for a tap after. Whatever is here when the
 * storage code loads, on this page or the next, is added then, each once (db/cart.ts
 * `applyPendingCartAdds`); the header's count shows cart and journal together meanwhile.
 *
 * The journal is `{"v":1,"adds":["test:<corpId>","healthPackage:<corpId>"]}`: a kind and a corpId,
 * never a name or a price, which the hand-over takes from the catalogue (db/catalogue-item.ts). Any
 * page can write it, so it is read as untrusted: one that is not that shape, or longer than
 * `maxJournalChars`, reads as empty; an entry the hand-over cannot read is dropped. One the selected
 * city does not offer is dropped too, and the page's notices say so (the tap looked like it added).
 *
 * Kept tiny and free of Dexie and of catalogue data: the header imports it on every page.
 */
import { cartAddsKey, type HealthPackage, type TestEntry } from "@vyom/catalog";

/** More than any cart holds; a journal past it is not one this app wrote. */
export const maxJournalChars = 4096;

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

const listeners = new Set<(fromPage: boolean) => void>();

/** Told of every change this tab makes that the cart's live read will not show, and of the inline
 * script's adds once it has stopped (`fromPage`). Answers the unsubscribe. */
export function onPendingCartAdds(listener: (fromPage: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(fromPage: boolean): void {
  for (const listener of listeners) listener(fromPage);
}

/** The inline script has stopped (lib/taps-before-hydration.ts): what it journaled is for the app. */
export const notePendingCartAddsFromPage = () => notify(true);

/** The journal as stored (a string, so React can compare snapshots), or null. */
export function pendingCartAddsJournal(): string | null {
  try {
    return pageStorage()?.getItem(cartAddsKey) ?? null;
  } catch {
    return null;
  }
}

/** A stored journal's entries (`<kind>:<corpId>`, as yet unchecked), or none. */
export function pendingCartAdds(journal = pendingCartAddsJournal()): string[] {
  if (journal === null || journal.length > maxJournalChars) return [];
  try {
    const { v, adds } = JSON.parse(journal) as { v?: unknown; adds?: unknown };
    if (v === 1 && Array.isArray(adds)) return adds.filter((add) => typeof add === "string");
  } catch {
    // Not JSON, or null: not a journal.
  }
  return [];
}

/** The journal entry of a catalogue item: what its Add to cart button carries. */
export const cartAddOf = (item: TestEntry | HealthPackage) => `${item.type}:${item.corpId}`;

/** `quiet`: the cart's live read shows the change (the add was stored), so the count does not
 * drop back for the moment between the two. */
function write(adds: string[], quiet = false): void {
  try {
    if (adds.length > 0) pageStorage()?.setItem(cartAddsKey, JSON.stringify({ v: 1, adds }));
    else if (pendingCartAddsJournal() !== null) pageStorage()?.removeItem(cartAddsKey);
    else return;
  } catch {
    // Storage refused (full, or disabled): the add still runs as before, only not journaled.
    return;
  }
  if (!quiet) notify(false);
}

export function hasPendingCartAdds(): boolean {
  return pendingCartAdds().length > 0;
}

/** Notes the tapped item before any storage work (once, however often it is tapped). */
export function notePendingCartAdd(item: TestEntry | HealthPackage): string {
  const add = cartAddOf(item);
  const adds = pendingCartAdds();
  if (!adds.includes(add)) write([...adds, add]);
  return add;
}

/** The add was stored (`stored`), or refused, or cannot be read: nothing is left to replay. */
export function settlePendingCartAdd(add: string, stored = false): void {
  write(
    pendingCartAdds().filter((known) => known !== add),
    stored,
  );
}

/** Logout: nothing tapped before it is added to the next person's cart. Also what the hand-over
 * does with a journal it cannot read. */
export const forgetPendingCartAdds = () => write([]);
