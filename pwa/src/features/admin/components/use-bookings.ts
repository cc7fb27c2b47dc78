import { useEffect, useState } from "react";
import { type BookingsPage, fetchBookings, isUnauthorised } from "../data/admin-api.ts";

export const bookingsPageSize = 25;
export const bookingsSearchDelayMs = 300;

export interface BookingsQueryState {
  mobile: string;
  page: number;
}

/**
 * One page of bookings from the API (it filters and pages on the server). The last page stays on
 * screen while the next loads, so paging does not flash an empty table; a late answer for an old
 * query is dropped.
 */
export function useBookings(
  query: BookingsQueryState,
  attempt: number,
  onUnauthorised: () => void,
) {
  const [data, setData] = useState<BookingsPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // `attempt` is read so a retry re-runs this effect with the same query.
    void attempt;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchBookings({ ...query, pageSize: bookingsPageSize }, controller.signal).then(
      (page) => {
        setData(page);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorised(error)) return onUnauthorised();
        console.warn("Could not load bookings", error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, attempt, onUnauthorised]);

  return { data, loading, failed };
}

/** The search box's digits, applied to the query once typing pauses. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
