import type { AuditEntry } from "@vyom/catalog/contract/schemas";
import { useState } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { Pager, pageCountOf, RangeSummary } from "../components/pager.tsx";
import { TableScroll } from "../components/table-scroll.tsx";
import { fetchAuditPage } from "../desk/desk-api.ts";
import { actionLabels } from "../desk/visit-status.ts";

export const auditPageSize = 50;

/** "received → confirmed" when the entry's snapshots carry a status that changed. */
function statusChange(entry: AuditEntry): string {
  const status = (value: unknown) =>
    typeof value === "object" && value !== null && "status" in value
      ? String((value as { status: unknown }).status)
      : undefined;
  const from = status(entry.before);
  const to = status(entry.after);
  return from && to && from !== to ? `${from} → ${to}` : "";
}

/**
 * The whole audit log (GET /api/admin/desk/audit), newest first, a page at a time: who did what
 * to which booking, visit, window, technician or account. An admin also sees the staff's reads;
 * a desk user the desk's actions only (the API decides).
 */
export function AuditPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, retry } = useOnlineRead(
    (signal) => fetchAuditPage(page, auditPageSize, signal),
    { key: page, onUnauthorised, label: "the audit log" },
  );

  return (
    <div className="admin-panel" aria-busy={loading}>
      {error ? <LoadFailure what="the audit log" error={error} onRetry={retry} /> : null}
      {data ? (
        <>
          <RangeSummary
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="audit entries"
          />
          {data.entries.length > 0 ? (
            <TableScroll label="Audit log">
              <table className="admin-table">
                <caption className="visually-hidden">Audit log, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col" aria-sort="descending">
                      When
                    </th>
                    <th scope="col">What</th>
                    <th scope="col">Who</th>
                    <th scope="col">Of</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="admin-nowrap">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td>{actionLabels[entry.action] ?? entry.action}</td>
                      <td>{entry.actor}</td>
                      <td>{entry.subject}</td>
                      <td>{statusChange(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          <Pager
            label="Audit pages"
            page={data.page}
            pageCount={pageCountOf(data.total, data.pageSize)}
            onPage={setPage}
          />
        </>
      ) : loading ? (
        <p className="admin-summary" role="status">
          Loading the audit log…
        </p>
      ) : null}
    </div>
  );
}
