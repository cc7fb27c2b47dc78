import { scanSlotMessages } from "@vyom/catalog/contract";
import { useEffect, useState } from "react";
import { type CentreSlotsState, fetchCentreSlots } from "@/lib/centre-slots.ts";
import { formatSlot } from "@/lib/format.ts";
import { useOnline } from "@/lib/use-online.ts";

/**
 * The day and the slot at the chosen centre. The slots and their places are asked of the server
 * each time (they change by the minute): offline, the page says a slot needs the connection.
 */
export function SlotChoice({
  centreId,
  scanId,
  date,
  minDate,
  maxDate,
  slot,
  onDate,
  onSlot,
  refresh,
}: {
  centreId: string;
  scanId: number;
  date: string;
  minDate: string;
  maxDate: string;
  slot: string;
  onDate: (date: string) => void;
  onSlot: (slot: string) => void;
  /** Changed to ask again (a slot that just filled). */
  refresh: number;
}) {
  const online = useOnline();
  const [state, setState] = useState<CentreSlotsState>({ kind: "idle" });
  useEffect(() => {
    void refresh;
    if (!centreId || !date || !online) {
      setState({ kind: online ? "idle" : "offline" });
      return;
    }
    const controller = new AbortController();
    setState({ kind: "loading" });
    void fetchCentreSlots({ centreId, scan: scanId, date }, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [centreId, scanId, date, online, refresh]);

  return (
    <fieldset className="scan-step">
      <legend>2. Choose the day and the slot</legend>
      <label>
        Day
        <input
          type="date"
          min={minDate}
          max={maxDate}
          value={date}
          onChange={(event) => onDate(event.target.value)}
        />
      </label>
      <SlotList state={state} slot={slot} onSlot={onSlot} hasCentre={centreId !== ""} />
    </fieldset>
  );
}

function SlotList({
  state,
  slot,
  onSlot,
  hasCentre,
}: {
  state: CentreSlotsState;
  slot: string;
  onSlot: (slot: string) => void;
  hasCentre: boolean;
}) {
  switch (state.kind) {
    case "idle":
      return <p className="scan-note">{hasCentre ? "Choose a day." : "Choose a centre first."}</p>;
    case "loading":
      return <p className="scan-note">Finding the free slots…</p>;
    case "offline":
      return (
        <p className="scan-note" role="status">
          {scanSlotMessages.needsConnection}
        </p>
      );
    case "failed":
      return (
        <p className="scan-note" role="alert">
          The slots could not be loaded. Please try again.
        </p>
      );
    case "ready":
      if (state.slots.length === 0) {
        return <p className="scan-note">No slots left at this centre on this day.</p>;
      }
      return (
        <ul className="scan-slots">
          {state.slots.map((option) => (
            <li key={option.timeSlot}>
              <label className="scan-option">
                <input
                  type="radio"
                  name="slot"
                  value={option.timeSlot}
                  disabled={option.placesLeft === 0}
                  checked={slot === option.timeSlot}
                  onChange={() => onSlot(option.timeSlot)}
                />
                <span>
                  {formatSlot(option.timeSlot)}:{" "}
                  {option.placesLeft === 0
                    ? "full"
                    : `${option.placesLeft} ${option.placesLeft === 1 ? "place" : "places"} left`}
                </span>
              </label>
            </li>
          ))}
        </ul>
      );
  }
}
