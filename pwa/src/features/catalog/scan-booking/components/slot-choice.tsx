import { plural, t as translate } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { scanSlotMessages } from "@vyom/catalog/contract";
import { useEffect, useState } from "react";
import { knownText } from "@/i18n/known-text.ts";
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
  const { t } = useLingui();
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
      <legend>{t`2. Choose the day and the slot`}</legend>
      <label>
        {t`Day`}
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

/** "7:00-9:00 am: 2 places left", or ": full", in the reader's words. */
function slotWords(timeSlot: string, placesLeft: number): string {
  const slot = formatSlot(timeSlot);
  if (placesLeft === 0) return translate`${slot}: full`;
  return translate`${slot}: ${plural(placesLeft, { one: "# place left", other: "# places left" })}`;
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
  const { t, i18n } = useLingui();
  switch (state.kind) {
    case "idle":
      return (
        <p className="scan-note">{hasCentre ? t`Choose a day.` : t`Choose a centre first.`}</p>
      );
    case "loading":
      return <p className="scan-note">{t`Finding the free slots…`}</p>;
    case "offline":
      return (
        <p className="scan-note" role="status">
          {i18n._(knownText(scanSlotMessages.needsConnection))}
        </p>
      );
    case "failed":
      return (
        <p className="scan-note" role="alert">
          {t`The slots could not be loaded. Please try again.`}
        </p>
      );
    case "ready":
      if (state.slots.length === 0) {
        return <p className="scan-note">{t`No slots left at this centre on this day.`}</p>;
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
                <span>{slotWords(option.timeSlot, option.placesLeft)}</span>
              </label>
            </li>
          ))}
        </ul>
      );
  }
}
