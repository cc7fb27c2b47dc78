/**
 * Rules a form needs only once someone types into it, loaded once the page is ready
 * (lib/page-ready.ts) rather than with it: the home page's booking form asks for the patient's
 * date of birth (or age) and gender, and their rules were 0.8 KB gz of its first load
 * (pwa/e2e/first-load.e2e.test.ts). Until they arrive (a fraction of a second after the page), a
 * field that needs them is kept as typed and not yet checked; the API checks the same rules
 * (catalog's person-fields.rules.ts) on every booking.
 */
import { pageReady } from "@/lib/page-ready.ts";

export interface LaterRules<T> {
  /** The rules if they have arrived. */
  now(): T | undefined;
  /** The rules, loading them now if they are not loaded yet (tests wait on it). */
  ready(): Promise<T>;
}

export function laterRules<T>(load: () => Promise<T>): LaterRules<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const ready = () => {
    loading ??= load().then((rules) => (loaded = rules));
    return loading;
  };
  if (!import.meta.env.SSR)
    void pageReady()
      .then(ready)
      .catch(() => undefined);
  return { now: () => loaded, ready };
}

/** What typing a date of birth leaves in its field (DD/MM/YYYY): the contract's cleaner. */
export const birthDateRules = laterRules(() => import("./birth-date.rules.ts"));
