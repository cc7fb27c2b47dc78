import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { defaultLocation, type Location } from "@vyom/catalog";
import { windowMessages } from "@vyom/catalog/contract";
import { knownText } from "@/i18n/known-text.ts";
import type { WindowsState } from "@/lib/collection-windows.ts";
import { formatDate, formatSlot } from "@/lib/format.ts";
import {
  type AppointmentDraft,
  addDays,
  maxDaysAhead,
  openSlots,
  places,
  timeSlots,
} from "../data/checkout.rules.ts";
import {
  firstWindows,
  postMealWindows,
  slotOf,
  type WindowNeeds,
  windowLabel,
} from "../data/window-choice.ts";
import { CentreField } from "./centre-field.tsx";
import { CheckoutField } from "./checkout-field.tsx";
import { placeWords } from "./checkout-words.ts";

interface AppointmentSectionProps {
  appointment: AppointmentDraft;
  errors: Partial<Record<keyof AppointmentDraft, string>>;
  today: string;
  now: Date;
  onChange: (field: keyof AppointmentDraft, value: string) => void;
  /** Home collection: the windows of the address's pincode on the chosen day. */
  windows?: WindowsState;
  needs?: WindowNeeds;
  /** The city prices are shown for: its centres are listed first. */
  location?: Location;
}

/**
 * What the windows' state says to the person, under the slot choice. The contract's messages
 * (shared with the API) by their English (i18n/contract-words.ts).
 */
function windowsNote(
  windows: WindowsState,
  needs: WindowNeeds,
  _: (descriptor: MessageDescriptor) => string,
): string | undefined {
  if ("served" in windows) {
    if (!windows.served) return _(knownText(windows.message));
    if (windows.windows.length === 0)
      return _(msg`No window is left on this day. Please choose another date.`);
    if (needs.postMeal) return _(knownText(windowMessages.postMealPair));
    if (needs.fasting) return _(knownText(windowMessages.fastingMorning));
    return undefined;
  }
  switch (windows.kind) {
    case "idle":
      return _(msg`Enter the collection address's pincode to see the places left in each window.`);
    case "loading":
      return _(msg`Finding the windows with places…`);
    case "offline":
      return _(msg`You are offline: the places left show when you are back online.`);
    case "failed":
      return _(msg`The places left could not be shown; they are checked when you place the order.`);
  }
}

/** Home collection or a centre visit, a date (today or later, India time) and a time slot. */
export function AppointmentSection({
  appointment,
  errors,
  today,
  now,
  onChange,
  windows = { kind: "idle" },
  needs = { fasting: false, postMeal: false },
  location = defaultLocation,
}: AppointmentSectionProps) {
  const { t, i18n } = useLingui();
  const open = new Set(openSlots(appointment.date, now));
  const home = appointment.place === "home";
  // Home collection at a served pincode: the real windows with their places are the choices.
  const real = home && "served" in windows && windows.served ? windows.windows : undefined;
  const note = home ? windowsNote(windows, needs, i18n._) : undefined;
  const postMealChoices = real ? postMealWindows(appointment.timeSlot, real) : [];
  return (
    <section className="checkout-section" aria-labelledby="appointment-title">
      <h2 id="appointment-title">{t`Appointment`}</h2>
      <fieldset className="co-fieldset" aria-describedby="appointment-place-error">
        <legend>{t`Appointment place`}</legend>
        <div className="co-choices">
          {places.map((place) => (
            <label key={place.value} className="co-choice">
              <input
                type="radio"
                name="appointment-place"
                value={place.value}
                checked={appointment.place === place.value}
                onChange={() => onChange("place", place.value)}
              />
              {i18n._(placeWords[place.value])}
            </label>
          ))}
        </div>
        <p id="appointment-place-error" className="co-field-error" aria-live="polite">
          {errors.place}
        </p>
      </fieldset>
      <div className="co-grid">
        {appointment.place === "centre" ? (
          <CentreField
            centreId={appointment.centreId ?? ""}
            location={location}
            error={errors.centreId}
            onChange={(centreId) => onChange("centreId", centreId)}
          />
        ) : null}
        <CheckoutField
          id="appointment-date"
          label={t`Date`}
          error={errors.date}
          hint={appointment.date ? formatDate(appointment.date) : undefined}
        >
          {(described) => (
            <input
              id="appointment-date"
              type="date"
              min={today}
              max={addDays(today, maxDaysAhead)}
              value={appointment.date}
              onChange={(event) => onChange("date", event.target.value)}
              {...described}
            />
          )}
        </CheckoutField>
        <CheckoutField id="appointment-slot" label={t`Time slot`} error={errors.timeSlot}>
          {(described) => (
            <select
              id="appointment-slot"
              value={appointment.timeSlot}
              onChange={(event) => onChange("timeSlot", event.target.value)}
              {...described}
            >
              <option value="">{t`Select a slot`}</option>
              {real
                ? firstWindows(needs, real).map((window) => (
                    <option
                      key={window.startsAt}
                      value={slotOf(window)}
                      disabled={window.placesLeft === 0}
                    >
                      {windowLabel(window)}
                    </option>
                  ))
                : timeSlots.map((slot) => (
                    <option key={slot.value} value={slot.value} disabled={!open.has(slot.value)}>
                      {open.has(slot.value)
                        ? formatSlot(slot.value)
                        : t`${formatSlot(slot.value)} (started)`}
                    </option>
                  ))}
            </select>
          )}
        </CheckoutField>
        {home && needs.postMeal ? (
          <CheckoutField
            id="appointment-post-meal-slot"
            label={t`Post-meal sample window`}
            error={errors.postMealTimeSlot}
          >
            {(described) => (
              <select
                id="appointment-post-meal-slot"
                value={appointment.postMealTimeSlot ?? ""}
                onChange={(event) => onChange("postMealTimeSlot", event.target.value)}
                {...described}
              >
                <option value="">{t`Select a window 2 hours or more later`}</option>
                {postMealChoices.map((window) => (
                  <option
                    key={window.startsAt}
                    value={slotOf(window)}
                    disabled={window.placesLeft === 0}
                  >
                    {windowLabel(window)}
                  </option>
                ))}
              </select>
            )}
          </CheckoutField>
        ) : null}
      </div>
      {note ? (
        <p className="checkout-note" role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
