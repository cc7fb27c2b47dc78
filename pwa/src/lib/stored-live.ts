/**
 * Live values from the device's storage without Dexie in the first load. The storage code
 * (db/live.ts, with Dexie, ~31 KB gz) is imported once the page is ready (loaded and drawn), so
 * it never delays the first page, and on a first visit only once something is stored
 * (db/storage-in-use.ts); then each hook subscribes with Dexie's liveQuery and follows every write, in
 * this tab or another. Until the first read a hook answers its initial value ("not read yet"),
 * exactly as dexie-react-hooks' useLiveQuery does on its first render, so callers keep the space
 * (the header's account slot) or show the default (the location) meanwhile.
 */
import { useEffect, useState } from "react";
import { onPendingCartAdds } from "@/db/pending-cart-adds.ts";
import { isStorageInUse, storageInUse, storedAtFirstLook } from "@/db/storage-in-use.ts";
import { pageReady } from "./page-ready.ts";

type LiveStorage = typeof import("@/db/live.ts");

let loading: Promise<LiveStorage> | undefined;

/** The storage module, imported once the page is ready (lib/page-ready.ts) and the device's
 * storage holds something or is being written (db/storage-in-use.ts: on a first visit, not before
 * the person stores something). Retried after a failed load (offline before the worker cached
 * the chunk). */
export function loadLiveStorage(): Promise<LiveStorage> {
  loading ??= pageReady()
    .then(storageInUse)
    .then(() => import("@/db/live.ts"))
    .then((storage) => {
      // An Add to cart journaled but not stored (its page was left, or it was tapped before
      // hydration) is stored now, once; and what the inline script journaled after this.
      void storage.applyPendingCartAdds();
      onPendingCartAdds((fromPage) => fromPage && void storage.applyPendingCartAdds());
      return storage;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The value of `read` (one of db/live.ts's reads), live; `initial` until it is first read, and
 * `nothingStored()` (what `read` answers from an empty store) while the device has stored nothing
 * (a first visit: db/storage-in-use.ts), so a first visit shows Login and the defaults without
 * loading the storage code.
 * `read` and `nothingStored` must be constants (module-level functions): read once, on mount.
 */
export function useStoredLive<T, I>(
  read: (storage: LiveStorage) => Promise<T>,
  initial: I,
  nothingStored: () => T,
): T | I {
  const [value, setValue] = useState<T | I>(initial);
  const [failure, setFailure] = useState<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` and `nothingStored` are constants by contract
  useEffect(() => {
    let cancelled = false;
    let readOnce = false;
    let subscription: { unsubscribe(): void } | undefined;
    void pageReady()
      .then(storedAtFirstLook)
      .then((stored) => {
        // Never over a value already read, nor once something is stored (a page opened after the
        // first Add to cart would flash an empty cart before its read).
        if (stored || cancelled || readOnce || isStorageInUse()) return;
        setValue(() => nothingStored());
      });
    loadLiveStorage().then(
      (storage) => {
        if (cancelled) return;
        subscription = storage
          .liveQuery(() => read(storage))
          .subscribe({
            next: (next) => {
              readOnce = true;
              setValue(() => next);
            },
            error: (error: unknown) => setFailure(() => error ?? new Error("storage read failed")),
          });
      },
      () => {
        // The storage chunk did not arrive (offline, first visit): keep the initial value; the
        // next mount tries again.
      },
    );
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, []);
  // As useLiveQuery does: a storage failure goes to the nearest error boundary.
  if (failure) throw failure;
  return value;
}
