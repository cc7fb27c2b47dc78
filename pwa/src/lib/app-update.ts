import { useSyncExternalStore } from "react";

/**
 * "A new version is waiting" (docs/product.md#shared-chrome; the offline feature shows the prompt).
 * The service worker registration calls `announceUpdate` with the function that activates the
 * waiting worker and reloads; the prompt reads it with `useAppUpdate` and calls it only when the
 * person agrees, never mid-form.
 */
type ApplyUpdate = () => Promise<void>;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: ApplyUpdate): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function useAppUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
}
