import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useSyncExternalStore } from "react";
import type { BookingChunk } from "../data/booking-chunk.ts";

/**
 * What the booking form's place shows while its chunk is on its way: `fallback` ("Loading…"),
 * or, once a request for it failed, why nothing comes and a Retry button.
 */
export function BookingChunkWait({
  chunk,
  fallback,
}: {
  chunk: BookingChunk<unknown>;
  fallback: ReactNode;
}) {
  const { t } = useLingui();
  const missing = useSyncExternalStore(chunk.subscribe, chunk.missing, chunk.missing);
  if (!missing) return fallback;
  return (
    <div className="scan-booking-missing">
      <p className="page-lead" role="alert">
        {t`The booking form could not be loaded. Please check your internet connection and try again.`}
      </p>
      <button type="button" className="button button-primary" onClick={chunk.retry}>
        {t`Retry`}
      </button>
    </div>
  );
}
