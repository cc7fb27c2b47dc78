/**
 * Persistent storage: without it the browser may delete IndexedDB (and with it queued bookings)
 * when the phone runs low on space. Asked when the outbox first holds an item and when the app is
 * installed; never at first load. The answer is kept here so the UI can warn when it was refused
 * while bookings wait.
 */
export type PersistenceState = "unknown" | "persisted" | "refused" | "unsupported";

let state: PersistenceState = "unknown";
const listeners = new Set<() => void>();

function set(next: PersistenceState): PersistenceState {
  if (next !== state) {
    state = next;
    for (const listener of listeners) listener();
  }
  return state;
}

export const persistenceState = (): PersistenceState => state;

export function subscribePersistence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type StorageLike = Pick<StorageManager, "persist" | "persisted">;

/** Asks once per page for persistent storage (a granted answer is remembered by the browser). */
export async function ensurePersistentStorage(
  storage: StorageLike | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.storage,
): Promise<PersistenceState> {
  if (state === "persisted" || state === "refused") return state;
  if (!storage?.persist || !storage.persisted) return set("unsupported");
  try {
    if (await storage.persisted()) return set("persisted");
    return set((await storage.persist()) ? "persisted" : "refused");
  } catch {
    return set("unsupported");
  }
}

/** Tests: forget the answer. */
export function resetPersistenceState(): void {
  set("unknown");
}
