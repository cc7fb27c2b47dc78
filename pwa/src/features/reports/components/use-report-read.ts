import { useEffect, useState } from "react";
import { useOnline } from "@/lib/use-online.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { type KeptCopy, keepReport, readKeptReport } from "../data/kept-reports.ts";
import { toReportError } from "../data/report-errors.ts";
import type { ReportView } from "../data/reports-api.ts";

/**
 * The report page's read: the server's report whenever it can be asked (online only), kept on
 * the phone when keeping is on; and when the server cannot be reached (offline, no answer, a
 * timeout) the kept copy, if there is one (`kept`: undefined while it is looked for or when
 * reachable, null when there is none). A refusal (an ended proof, a report not found) never shows
 * the kept copy: the server's word stands.
 */
export function useReportRead(
  id: string,
  loadReport: (id: string, signal?: AbortSignal) => Promise<ReportView>,
  keeping: boolean | undefined,
) {
  const online = useOnline();
  const read = useOnlineRead((signal) => loadReport(id, signal), {
    key: id,
    enabled: online,
    label: "the report",
  });
  const failure = read.error ? toReportError(read.error) : null;
  const unreachable = !read.data && (!online || failure?.kind === "offline");
  const [kept, setKept] = useState<{ id: string; copy: KeptCopy | null }>();

  useEffect(() => {
    if (!unreachable) return;
    let live = true;
    readKeptReport(id).then(
      (copy) => live && setKept({ id, copy: copy ?? null }),
      () => live && setKept({ id, copy: null }),
    );
    return () => {
      live = false;
    };
  }, [unreachable, id]);

  // Each answer is kept while keeping is on, and the one on screen as soon as it is turned on.
  useEffect(() => {
    if (!keeping || !read.data) return;
    keepReport(read.data).catch((error: unknown) => {
      console.warn("Could not keep the report on this phone", error);
    });
  }, [keeping, read.data]);

  return {
    online,
    read,
    failure,
    kept: unreachable && kept?.id === id ? kept.copy : undefined,
  };
}
