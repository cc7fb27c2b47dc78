/**
 * The scan's booking (`/radilogy/:slug/book`) as its own chunk, loaded only when booking. The
 * page is prerendered with the form, so the form is on screen before this chunk arrives; on patchy
 * mobile data its request can fail then. What this guarantees:
 * - the import never rejects (data/booking-chunk.ts): the prerendered form stays as it is (no
 *   hydration error that would draw the part anew, without its choices) and the chunk is asked for
 *   again when the connection is back;
 * - drawn on the client (a link followed), the page says when the chunk could not be loaded and
 *   offers Retry, rather than "Loading…" for as long as it stays lost;
 * - what the person types or chooses in the prerendered form meanwhile is put back once the form
 *   hydrates (lib/typed-by-element-before-hydration.ts: these fields have no ids).
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";
import { keepTypedByElementUntilHydrated } from "@/lib/typed-by-element-before-hydration.ts";
import { BookingChunkWait } from "./components/booking-chunk-wait.tsx";
import { type BookingChunk, bookingChunk } from "./data/booking-chunk.ts";

/** The booking page's chunk and the lazy page it becomes. */
export interface LazyBooking {
  chunk: BookingChunk<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
}

export function lazyBooking(request: () => Promise<ComponentType>): LazyBooking {
  const chunk = bookingChunk(() => request().then((Page) => ({ default: Page })));
  return { chunk, Page: lazy(chunk.load) };
}

const scanBooking = lazyBooking(() => import("./scan-booking.tsx").then((m) => m.ScanBookingPage));

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

export function ScanBookingLoader({
  fallback,
  booking = scanBooking,
}: {
  fallback: ReactNode;
  /** The chunk to load (tests pass their own). */
  booking?: LazyBooking;
}) {
  const { chunk, Page } = booking;
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
    <Suspense fallback={<BookingChunkWait chunk={chunk} fallback={fallback} />}>
      <Page />
      <Hydrated onHydrated={hydration.markDone} />
    </Suspense>
  );
}

/** Its effect runs when the form beside it is committed (hydrated), not while it waits. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
