import { useCallback, useEffect, useRef, useState } from "react";
import {
  createShare,
  fetchShares,
  type ReportShare,
  revokeShare,
  type ShareMade,
} from "../data/shares-api.ts";

/**
 * The report's doctor links for the share panel: the list (read when the panel opens and after
 * every change, so it is the server's, openings included), the link just made (its token exists
 * only in this state: the server keeps its hash), and one line saying what went wrong. `fail`
 * turns a failure into that line and may act on it (an ended proof goes back to proving it).
 */
export interface SharesApi {
  make: (reportId: string, hours: number) => Promise<ShareMade>;
  list: (reportId: string) => Promise<ReportShare[]>;
  revoke: (reportId: string, shareId: string) => Promise<void>;
}

export const sharesApi: SharesApi = { make: createShare, list: fetchShares, revoke: revokeShare };

export type SharesBusy = "loading" | "making" | "revoking" | null;

export function useShares(reportId: string, api: SharesApi, fail: (error: unknown) => string) {
  const [shares, setShares] = useState<ReportShare[] | null>(null);
  const [made, setMade] = useState<ShareMade | null>(null);
  const [busy, setBusy] = useState<SharesBusy>("loading");
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callbacks: a page that re-renders (a new arrow each time) must not reload the list.
  const latest = useRef({ api, fail });
  latest.current = { api, fail };

  const run = useCallback(
    async (what: Exclude<SharesBusy, null>, work: () => Promise<void>) => {
      setBusy(what);
      setProblem(null);
      try {
        await work();
        setShares(await latest.current.api.list(reportId));
      } catch (error) {
        setProblem(latest.current.fail(error));
      } finally {
        setBusy(null);
      }
    },
    [reportId],
  );

  useEffect(() => {
    setMade(null);
    setShares(null);
    void run("loading", async () => {});
  }, [run]);

  const make = (hours: number) =>
    run("making", async () => {
      setMade(null);
      setMade(await latest.current.api.make(reportId, hours));
    });
  const revoke = (shareId: string) =>
    run("revoking", async () => {
      await latest.current.api.revoke(reportId, shareId);
      // The link on screen no longer works: it is not offered for copying any more.
      setMade((shown) => (shown?.id === shareId ? null : shown));
    });
  const refresh = () => run("loading", async () => {});

  return { shares, made, busy, problem, make, revoke, refresh };
}
