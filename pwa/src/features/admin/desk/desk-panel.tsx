import { deskVisitStatuses, indiaDate } from "@vyom/catalog/contract";
import { useMemo, useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { Pager, pageCountOf, RangeSummary } from "../components/pager.tsx";
import { TableScroll } from "../components/table-scroll.tsx";
import { useDebounced } from "../components/use-bookings.ts";
import {
  type DeskVisit,
  type DeskVisitsQuery,
  fetchAreas,
  fetchDeskVisits,
  fetchTechnicians,
} from "./desk-api.ts";
import { DeskSearchBox, searchOf } from "./desk-search-box.tsx";
import { VisitDetail } from "./visit-detail.tsx";
import { statusLabels } from "./visit-status.ts";

export const deskPageSize = 25;

/**
 * The booking desk's list (docs/product.md#booking-desk): the visits of a day (orders and
 * bookings), filtered by area, window, status and a search (a name, a mobile number or a
 * reference) on the server, a page at a time; a visit opened below the list with its actions
 * and audit log. A search looks across days: the day filter is for browsing.
 */
export function DeskPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const [day, setDay] = useState(() => indiaDate(new Date()));
  const [area, setArea] = useState("");
  const [window, setWindow] = useState("");
  const [status, setStatus] = useState("");
  const [typed, setTyped] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // What the desk's own actions changed on the page on screen, until that page is read anew.
  const [changed, setChanged] = useState<{ page: unknown; visits: Record<string, DeskVisit> }>({
    page: undefined,
    visits: {},
  });
  const search = searchOf(useDebounced(typed, 300));

  const query = useMemo<DeskVisitsQuery>(
    () => ({
      // A patient found by name or reference is found whatever day their visit is.
      day: search.q ? "" : day,
      area,
      window,
      status,
      q: search.q,
      page,
      pageSize: deskPageSize,
    }),
    [day, area, window, status, search.q, page],
  );
  const visits = useOnlineRead((signal) => fetchDeskVisits(query, signal), {
    key: query,
    onUnauthorised,
    label: "the desk's visits",
  });
  const areas = useOnlineRead(fetchAreas, { onUnauthorised, label: "areas" });
  const technicians = useOnlineRead(fetchTechnicians, { onUnauthorised, label: "technicians" });
  const windows = areas.data?.find((row) => row.id === area)?.windows ?? [
    ...new Set(areas.data?.flatMap((row) => row.windows) ?? []),
  ];
  const overrides = changed.page === visits.data ? changed.visits : {};
  const rows = (visits.data?.visits ?? []).map((visit) => overrides[visit.id] ?? visit);
  const open = rows.find((visit) => visit.id === openId);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="desk">
      <div className="desk-filters">
        <label>
          Day{" "}
          <input type="date" value={day} onChange={(event) => filter(setDay)(event.target.value)} />
        </label>
        <label>
          Area{" "}
          <select value={area} onChange={(event) => filter(setArea)(event.target.value)}>
            <option value="">All areas</option>
            {areas.data?.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Window{" "}
          <select value={window} onChange={(event) => filter(setWindow)(event.target.value)}>
            <option value="">All windows</option>
            {windows.map((startsAt) => (
              <option key={startsAt} value={startsAt}>
                {startsAt}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{" "}
          <select value={status} onChange={(event) => filter(setStatus)(event.target.value)}>
            <option value="">Any status</option>
            {deskVisitStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <DeskSearchBox value={typed} problem={search.problem} onChange={filter(setTyped)} />
      </div>

      {visits.error ? (
        <LoadFailure what="the desk's visits" error={visits.error} onRetry={visits.retry} />
      ) : visits.data ? (
        <>
          <RangeSummary
            page={visits.data.page}
            pageSize={visits.data.pageSize}
            total={visits.data.total}
            noun="visits"
          />
          {rows.length > 0 ? (
            <TableScroll label="The desk's visits">
              <table className="admin-table">
                <caption className="visually-hidden">Visits by window, then arrival</caption>
                <thead>
                  <tr>
                    <th scope="col">Window</th>
                    <th scope="col">Booking</th>
                    <th scope="col">Patient</th>
                    <th scope="col">Mobile</th>
                    <th scope="col">Status</th>
                    <th scope="col">Technician</th>
                    <th scope="col">
                      <span className="visually-hidden">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((visit) => (
                    <tr key={visit.id} aria-current={visit.id === openId ? "true" : undefined}>
                      <td>
                        {visit.window
                          ? `${visit.window.startsAt} ${visit.window.areaName ?? visit.window.areaId}`
                          : "—"}
                      </td>
                      <td>
                        {visit.customerName ?? (visit.kind === "order" ? "Order" : "Booking")}{" "}
                        <small>{visit.reference}</small>
                      </td>
                      <td>{visit.patients.map((person) => person.name).join(", ") || "—"}</td>
                      <td>{visit.mobileNumber}</td>
                      <td>{statusLabels[visit.status]}</td>
                      <td>{visit.technician?.name ?? "—"}</td>
                      <td>
                        <button
                          type="button"
                          className="admin-link-button"
                          aria-label={`Open ${visit.reference}`}
                          onClick={() => setOpenId(visit.id)}
                        >
                          Open
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          <Pager
            label="Visit pages"
            page={visits.data.page}
            pageCount={pageCountOf(visits.data.total, visits.data.pageSize)}
            onPage={setPage}
          />
        </>
      ) : (
        <p className="admin-summary" role="status">
          Loading visits…
        </p>
      )}

      {open ? (
        <VisitDetail
          key={open.id}
          visit={open}
          technicians={technicians.data ?? []}
          onUnauthorised={onUnauthorised}
          onChanged={(visit) => {
            setChanged({ page: visits.data, visits: { ...overrides, [visit.id]: visit } });
            visits.retry();
          }}
        />
      ) : null}
    </div>
  );
}
