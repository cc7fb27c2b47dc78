import { indiaDate } from "@vyom/catalog/contract";
import { useMemo, useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import {
  type DeskWindowLoad,
  fetchAreas,
  fetchDay,
  refusalMessage,
  setCapacity,
} from "./desk-api.ts";

/**
 * One area's day at the desk (docs/product.md#booking-desk): each window's places booked and held
 * against its capacity, and the capacity of that day to change (never below what is booked: the
 * API says so in its words).
 */
export function DayPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const areas = useOnlineRead(fetchAreas, { onUnauthorised, label: "areas" });
  const [chosenArea, setArea] = useState("");
  const [day, setDay] = useState(() => indiaDate(new Date()));
  const area = chosenArea || areas.data?.[0]?.id || "";
  const key = useMemo(() => ({ area, day }), [area, day]);
  const load = useOnlineRead((signal) => fetchDay(area, day, signal), {
    key,
    enabled: area !== "",
    onUnauthorised,
    label: "the day's windows",
  });

  return (
    <div className="desk">
      <div className="desk-filters">
        <label>
          Area{" "}
          <select value={area} onChange={(event) => setArea(event.target.value)}>
            {areas.data?.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Day <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
      </div>
      {areas.error ? (
        <LoadFailure what="areas" error={areas.error} onRetry={areas.retry} />
      ) : load.error ? (
        <LoadFailure what="the day's windows" error={load.error} onRetry={load.retry} />
      ) : load.data ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            Windows of {load.data.area.name} on {load.data.day}
          </caption>
          <thead>
            <tr>
              <th scope="col">Window</th>
              <th scope="col">Booked</th>
              <th scope="col">Held</th>
              <th scope="col">Capacity</th>
            </tr>
          </thead>
          <tbody>
            {load.data.windows.map((window) => (
              <WindowRow
                key={`${area}/${day}/${window.startsAt}/${window.capacity}`}
                window={window}
                onSave={(capacity) =>
                  setCapacity({ area, day, startsAt: window.startsAt, capacity }).then(() =>
                    load.retry(),
                  )
                }
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-summary" role="status">
          Loading the day…
        </p>
      )}
    </div>
  );
}

function WindowRow({
  window,
  onSave,
}: {
  window: DeskWindowLoad;
  onSave: (capacity: number) => Promise<void>;
}) {
  const [value, setValue] = useState(String(window.capacity));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = window.booked + window.held >= window.capacity;
  return (
    <tr>
      <th scope="row">
        {window.startsAt}–{window.endsAt}
        {window.setForDay ? <small> (set for this day)</small> : null}
      </th>
      <td>
        {window.booked} of {window.capacity}
        {full ? <strong> · full</strong> : null}
      </td>
      <td>{window.held}</td>
      <td>
        <form
          className="desk-inline-form"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            setProblem(null);
            try {
              await onSave(Number(value));
            } catch (error) {
              setProblem(refusalMessage(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          <label>
            <span className="visually-hidden">Capacity of {window.startsAt}</span>
            <input
              type="number"
              min={0}
              max={500}
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </label>
          <button type="submit" className="button button-secondary" disabled={busy}>
            Save
          </button>
          {problem ? (
            <span className="admin-notice" role="alert">
              {problem}
            </span>
          ) : null}
        </form>
      </td>
    </tr>
  );
}
