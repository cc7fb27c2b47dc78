import { useOnlineRead } from "@/lib/use-online-read.ts";
import { fetchSubmissions, type SubmissionsQuery } from "../data/admin-api.ts";

/**
 * The submissions matching the filters, from the API (it filters on the server), read through
 * useOnlineRead: the last list stays on screen while the next loads; a late answer for an old
 * filter is dropped. Memoise `query`: a new object is a new read.
 */
export function useSubmissions(query: SubmissionsQuery, onUnauthorised: () => void) {
  return useOnlineRead((signal) => fetchSubmissions(query, signal), {
    key: query,
    onUnauthorised,
    label: "submissions",
  });
}
