import { formatDate } from "@/lib/format.ts";
import {
  type AppointmentDraft,
  addDays,
  maxDaysAhead,
  openSlots,
  places,
  timeSlots,
} from "../data/checkout.rules.ts";
import { CheckoutField } from "./checkout-field.tsx";

interface AppointmentSectionProps {
  appointment: AppointmentDraft;
  errors: Partial<Record<keyof AppointmentDraft, string>>;
  today: string;
  now: Date;
  onChange: (field: keyof AppointmentDraft, value: string) => void;
}

/** Home collection or a centre visit, a date (today or later, India time) and a time slot. */
export function AppointmentSection({
  appointment,
  errors,
  today,
  now,
  onChange,
}: AppointmentSectionProps) {
  const open = new Set(openSlots(appointment.date, now));
  return (
    <section className="checkout-section" aria-labelledby="appointment-title">
      <h2 id="appointment-title">Appointment</h2>
      <fieldset className="co-fieldset" aria-describedby="appointment-place-error">
        <legend>Appointment place</legend>
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
              {place.label}
            </label>
          ))}
        </div>
        <p id="appointment-place-error" className="co-field-error" aria-live="polite">
          {errors.place}
        </p>
      </fieldset>
      <div className="co-grid">
        <CheckoutField
          id="appointment-date"
          label="Date"
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
        <CheckoutField id="appointment-slot" label="Time slot" error={errors.timeSlot}>
          {(described) => (
            <select
              id="appointment-slot"
              value={appointment.timeSlot}
              onChange={(event) => onChange("timeSlot", event.target.value)}
              {...described}
            >
              <option value="">Select a slot</option>
              {timeSlots.map((slot) => (
                <option key={slot.value} value={slot.value} disabled={!open.has(slot.value)}>
                  {slot.label}
                  {open.has(slot.value) ? "" : " (started)"}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
      </div>
    </section>
  );
}
