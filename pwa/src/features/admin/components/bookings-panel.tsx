import { useMemo, useState } from "react";
import { bookingColumns, toBookingRow } from "../data/booking-rows.ts";
import { LoadFailure } from "./load-failure.tsx";
import { MobileSearch } from "./mobile-search.tsx";
import { Pager, pageCountOf, RangeSummary } from "./pager.tsx";
import { TableScroll } from "./table-scroll.tsx";
import { bookingsSearchDelayMs, useBookings, useDebounced } from "./use-bookings.ts";

/**
 * Home-collection bookings (docs/product.md#admin): every booking the API received, whether sent
 * straight from the form or later from a device's outbox, with its CRM status; newest first, by
 * mobile.
 */
export function BookingsPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const [mobile, setMobile] = useState("");
  const searched = useDebounced(mobile, bookingsSearchDelayMs);
  // The page belongs to the search it was chosen in: a new search starts at page 1.
  const [paging, setPaging] = useState({ mobile: "", page: 1 });
  const page = paging.mobile === searched ? paging.page : 1;
  const setPage = (next: number) => setPaging({ mobile: searched, page: next });
  const query = useMemo(() => ({ mobile: searched, page }), [searched, page]);
  const { data, loading, error, retry } = useBookings(query, onUnauthorised);

  return (
    <div className="admin-panel" aria-busy={loading}>
      <div className="admin-toolbar">
        <MobileSearch label="Search bookings by mobile" value={mobile} onChange={setMobile} />
      </div>
      {error ? <LoadFailure what="bookings" error={error} onRetry={retry} /> : null}
      {data ? (
        <>
          <RangeSummary
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="bookings"
          />
          {data.bookings.length > 0 ? (
            <TableScroll label="Bookings">
              <table className="admin-table">
                <caption className="visually-hidden">
                  Home-collection bookings, newest first
                </caption>
                <thead>
                  <tr>
                    {bookingColumns.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={column.key === "createdAt" ? "descending" : undefined}
                      >
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.bookings.map((booking) => {
                    const row = toBookingRow(booking);
                    return (
                      <tr key={booking.bookingId}>
                        {bookingColumns.map((column) => (
                          <td key={column.key}>{row[column.key]}</td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          <Pager
            label="Booking pages"
            page={data.page}
            pageCount={pageCountOf(data.total, data.pageSize)}
            onPage={setPage}
          />
        </>
      ) : loading ? (
        <p className="admin-summary" role="status">
          Loading bookings…
        </p>
      ) : null}
    </div>
  );
}
