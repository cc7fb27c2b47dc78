/**
 * Whether this device's storage is worth reading yet, without loading Dexie (~31 KB gz, and the
 * longest tasks of a first visit on a slow phone: docs/performance.md, figure 2). On a first
 * visit nothing is stored, so the header's stored reads (lib/stored-live.ts), the outbox
 * (app/start-outbox.ts) and the outbox's notices wait, showing their defaults, until one of:
 *
 * - the database already exists (an earlier visit stored something): `indexedDB.databases()`,
 *   a native call, says so at once, so a returning visitor sees the stored values as before;
 * - this tab loads the storage code (db/database.ts calls `noteStorageInUse`): the person adds
 *   to the cart, picks a city, logs in or books, and every reader then subscribes and reads the
 *   state that write left;
 * - an Add to cart is in the pending-add journal (db/pending-cart-adds.ts): tapped on a page left
 *   before it was stored, or before hydration (the inline script journals it);
 * - another tab writes: Dexie tells every tab of the origin on its BroadcastChannel, which is
 *   listened to here before the database is looked for, so a write in between is not missed; and
 *   the database is looked for again whenever the tab becomes visible.
 *
 * Where the browser cannot say which databases exist, the storage is read as before.
 */
import { databaseName } from "./database-name.ts";
import { hasPendingCartAdds, onPendingCartAdds } from "./pending-cart-adds.ts";

/** The channel Dexie 4 posts every write on, to the other tabs (dexie's STORAGE_MUTATED_DOM_EVENT_NAME). */
export const dexieWritesChannel = "x-storagemutated-1";

let markInUse: () => void = () => {};
let inUse = false;
const inUsePromise = new Promise<void>((resolve) => {
  markInUse = () => {
    inUse = true;
    resolve();
  };
});

/** Whether `storageInUse` has resolved (readers then wait for the store rather than show empty). */
export function isStorageInUse(): boolean {
  return inUse;
}

/** Called when this tab loads the storage code (db/database.ts): a write or a read follows. */
export function noteStorageInUse(): void {
  markInUse();
}

/** Whether the database exists, as far as the browser can tell without opening it. */
export async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((found) => found.name === databaseName);
  } catch {
    return true;
  }
}

let watching = false;
let firstLook: Promise<boolean> | undefined;

/**
 * Whether the database existed when this page first looked (false on a first visit): readers then
 * show what an empty store reads as until `storageInUse` resolves.
 */
export function storedAtFirstLook(): Promise<boolean> {
  firstLook ??= databaseExists();
  return firstLook;
}

function watchForStorage(): void {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(dexieWritesChannel);
    channel.onmessage = () => markInUse();
    void inUsePromise.then(() => channel.close());
  }
  const look = (found: Promise<boolean>) => {
    if (!inUse) void found.then((exists) => exists && markInUse());
  };
  // An add journaled but not stored: the storage must load to store it.
  const journaled = () => hasPendingCartAdds() && markInUse();
  journaled();
  onPendingCartAdds(journaled);
  look(storedAtFirstLook());
  const page = pageDocument();
  if (page) {
    const onVisible = () => {
      if (inUse) page.removeEventListener("visibilitychange", onVisible);
      else if (page.visibilityState === "visible") look(databaseExists());
    };
    page.addEventListener("visibilitychange", onVisible);
  }
}

/** The page's document; none in the service worker, which loads this module with db/database.ts
 * (and is type-checked without the DOM's types). */
function pageDocument(): (EventTarget & { visibilityState: string }) | undefined {
  return (globalThis as { document?: EventTarget & { visibilityState: string } }).document;
}

/** Resolves once this device's storage holds something or is being written (see above). */
export function storageInUse(): Promise<void> {
  if (!watching) {
    watching = true;
    watchForStorage();
  }
  return inUsePromise;
}
