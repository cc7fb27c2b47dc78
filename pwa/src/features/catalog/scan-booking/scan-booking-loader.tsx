/**
 * The scan's booking (`/radilogy/:slug/book`) as its own chunk, loaded only when booking. The
 * page is prerendered with the form, so the form is on screen before this chunk arrives; on patchy
 * mobile data its request can fail then. What this guarantees:
 * - the import never rejects (lib/until-loaded.ts): the prerendered form stays as it is (no
 *   hydration error that would draw the part anew, without its choices) and the chunk is asked for
 *   again when the connection is back;
 * - what the person types or chooses in the prerendered form meanwhile is put back once the form
 *   hydrates (lib/typed-by-element-before-hydration.ts: these fields have no ids).
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { keepTypedByElementUntilHydrated } from "@/lib/typed-by-element-before-hydration.ts";
import { untilLoaded } from "@/lib/until-loaded.ts";

const ScanBookingPage = lazy(
  untilLoaded(() => import("./scan-booking.tsx").then((m) => ({ default: m.ScanBookingPage }))),
);

interface Hydration {
  done: boolean;
  promise: Promise<void>;
  markDone: () => void;
}

function newHydration(): Hydration {
  const hydration: Hydration = { done: false, promise: Promise.resolve(), markDone: () => {} };
  hydration.promise = new Promise<void>((resolve) => {
    hydration.markDone = () => {
      hydration.done = true;
      resolve();
    };
  });
  return hydration;
}

export function ScanBookingLoader({ fallback }: { fallback: ReactNode }) {
  const [hydration] = useState(newHydration);
  // The page is committed while the prerendered form may still wait for its chunk: keep what is
  // typed into it from now on (and what was typed before) until the form's own commit. Drawn on
  // the client instead, the form is not on screen before its chunk: nothing to keep.
  useEffect(() => {
    const form = document.querySelector<HTMLElement>(".scan-booking-page");
    if (hydration.done || !form) return;
    const stop = new AbortController();
    void keepTypedByElementUntilHydrated(form, hydration.promise, stop.signal);
    return () => stop.abort();
  }, [hydration]);
  return (
    <Suspense fallback={fallback}>
      <ScanBookingPage />
      <Hydrated onHydrated={hydration.markDone} />
    </Suspense>
  );
}

/** Its effect runs when the form beside it is committed (hydrated), not while it waits. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
