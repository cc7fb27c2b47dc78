import { useEffect, useState } from "react";
import {
  fetchSubmissions,
  isUnauthorised,
  type Submission,
  type SubmissionsQuery,
} from "../data/admin-api.ts";

/**
 * The submissions matching the filters, from the API (it filters on the server). The last list
 * stays on screen while the next loads; a late answer for an old filter is dropped.
 */
export function useSubmissions(
  query: SubmissionsQuery,
  attempt: number,
  onUnauthorised: () => void,
) {
  const [data, setData] = useState<Submission[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // `attempt` is read so a retry re-runs this effect with the same query.
    void attempt;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchSubmissions(query, controller.signal).then(
      (rows) => {
        setData(rows);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorised(error)) return onUnauthorised();
        console.warn("Could not load submissions", error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, attempt, onUnauthorised]);

  return { data, loading, failed };
}
