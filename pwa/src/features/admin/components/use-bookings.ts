import { useEffect, useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { fetchBookings } from "../data/admin-api.ts";

export const bookingsPageSize = 25;
export const bookingsSearchDelayMs = 300;

export interface BookingsQueryState {
  mobile: string;
  page: number;
}

/**
 * One page of bookings from the API (it filters and pages on the server), read through
 * useOnlineRead: the last page stays on screen while the next loads, so paging does not flash an
 * empty table, and a late answer for an old query is dropped. Memoise `query`: a new object is a
 * new read.
 */
export function useBookings(query: BookingsQueryState, onUnauthorised: () => void) {
  return useOnlineRead(
    (signal) => fetchBookings({ ...query, pageSize: bookingsPageSize }, signal),
    { key: query, onUnauthorised, label: "bookings" },
  );
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
