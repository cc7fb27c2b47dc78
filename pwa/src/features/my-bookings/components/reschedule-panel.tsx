import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDayWindow } from "@/lib/format.ts";
import type { Alternative } from "../data/my-bookings-api.ts";
import { bookingWords as messages } from "./my-bookings-words.ts";

interface CurrentWindow {
  day: string;
  startsAt: string;
}

/**
 * Choosing a new window for a visit: the day's windows with places, except the one the visit
 * has now (moving there would move nothing and spend a reschedule), and, once one is chosen, a
 * question before anything moves ("Move your visit to 29 Nov 2026, 7:00-9:00 am?").
 */
export function ReschedulePanel({
  day,
  current,
  alternatives,
  busy,
  onDay,
  onMove,
  onClose,
}: {
  day: string;
  current: CurrentWindow | null;
  alternatives: readonly Alternative[];
  busy: boolean;
  onDay: (day: string) => void;
  onMove: (window: Alternative) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Alternative>();
  const { t, i18n } = useLingui();
  const offered = alternatives.filter(
    (window) => !(window.day === current?.day && window.startsAt === current.startsAt),
  );
  if (chosen) {
    return (
      <fieldset className="my-booking-panel">
        <legend>{i18n._(messages.chooseWindow)}</legend>
        <p>
          {i18n._(
            messages.moveConfirm(formatDayWindow(chosen.day, chosen.startsAt, chosen.endsAt)),
          )}
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onMove(chosen)}
        >
          {t`Confirm`}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setChosen(undefined)}
        >
          {t`Cancel`}
        </button>
      </fieldset>
    );
  }
  return (
    <fieldset className="my-booking-panel">
      <legend>{i18n._(messages.chooseWindow)}</legend>
      <label>
        {t`Day`} <input type="date" value={day} onChange={(event) => onDay(event.target.value)} />
      </label>
      <ul className="my-booking-windows">
        {offered.map((window) => (
          <li key={`${window.day}-${window.startsAt}`}>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setChosen(window)}
            >
              {t`${formatDayWindow(window.day, window.startsAt, window.endsAt)} (${window.placesLeft} left)`}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={onClose}>
        {t`Close`}
      </button>
    </fieldset>
  );
}
