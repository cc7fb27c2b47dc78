import { type AdminRole, cleanMobile } from "@vyom/catalog/contract";
import { useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import {
  addTechnician,
  changeTechnician,
  type DeskArea,
  fetchAreas,
  fetchTechnicians,
  type Technician,
} from "./desk-api.ts";
import { TechnicianAccountForm } from "./technician-account-form.tsx";
import { useDeskStep } from "./use-desk-step.ts";

/**
 * The technicians the desk assigns (docs/product.md#booking-desk): add one, change a name,
 * mobile or area (the desk suggests a technician for their area's visits), deactivate (kept for
 * the visits that name them) or bring back. An admin also adds a technician with the sign-in of
 * their own page (technician-account-form.tsx); a desk user may not make accounts.
 */
export function TechniciansPanel({
  onUnauthorised,
  staffRole = "desk",
}: {
  onUnauthorised: () => void;
  staffRole?: AdminRole;
}) {
  const list = useOnlineRead(fetchTechnicians, { onUnauthorised, label: "technicians" });
  const areas = useOnlineRead(fetchAreas, { onUnauthorised, label: "areas" });
  const [name, setName] = useState("");
  const [areaId, setAreaId] = useState("");
  const [mobileNumber, setMobile] = useState("");
  const { busy, problem, done, run } = useDeskStep(list.retry);
  /** A step whose effect the list shows: nothing more to say when it works. */
  const change = (step: () => Promise<unknown>) =>
    run(async () => {
      await step();
      return null;
    });

  return (
    <div className="desk">
      {staffRole === "admin" ? (
        <TechnicianAccountForm areas={areas.data} busy={busy} run={run} />
      ) : null}
      <form
        className="desk-inline-form"
        aria-label="Add a technician"
        onSubmit={async (event) => {
          event.preventDefault();
          const added = () =>
            addTechnician({ name: name.trim(), mobileNumber, areaId: areaId || null });
          if (await change(added)) {
            setName("");
            setMobile("");
            setAreaId("");
          }
        }}
      >
        <label>
          Name{" "}
          <input value={name} required minLength={2} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Mobile{" "}
          <input
            value={mobileNumber}
            required
            inputMode="numeric"
            pattern="[6-9][0-9]{9}"
            onChange={(e) => setMobile(cleanMobile(e.target.value))}
          />
        </label>
        <AreaSelect label="Area" areas={areas.data} value={areaId} onChange={setAreaId} />
        <button type="submit" className="button button-primary" disabled={busy}>
          Add technician
        </button>
      </form>
      {problem ? (
        <p className="admin-notice" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="admin-summary" role="status">
          {done}
        </p>
      ) : null}
      {list.error ? (
        <LoadFailure what="technicians" error={list.error} onRetry={list.retry} />
      ) : list.data ? (
        <table className="admin-table">
          <caption className="visually-hidden">Technicians, active first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Area</th>
              <th scope="col">Active</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((technician) => (
              <TechnicianRow
                key={`${technician.id}/${technician.name}/${technician.mobileNumber}`}
                technician={technician}
                areas={areas.data}
                busy={busy}
                onChange={(patch) => change(() => changeTechnician(technician.id, patch))}
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-summary" role="status">
          Loading technicians…
        </p>
      )}
    </div>
  );
}

/** The service areas to choose a technician's from; "No area" leaves them unsuggested. */
function AreaSelect({
  label,
  areas,
  value,
  disabled = false,
  hideLabel = false,
  onChange,
}: {
  label: string;
  areas: DeskArea[] | undefined;
  value: string;
  disabled?: boolean;
  /** In a table row the column says it: the label is for screen readers only. */
  hideLabel?: boolean;
  onChange: (areaId: string) => void;
}) {
  return (
    <label>
      <span className={hideLabel ? "visually-hidden" : undefined}>{label}</span>{" "}
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">No area</option>
        {areas?.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function TechnicianRow({
  technician,
  areas,
  busy,
  onChange,
}: {
  technician: Technician;
  areas: DeskArea[] | undefined;
  busy: boolean;
  onChange: (change: {
    name?: string;
    mobileNumber?: string;
    active?: boolean;
    areaId?: string | null;
  }) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(technician.name);
  const [mobileNumber, setMobile] = useState(technician.mobileNumber);
  return (
    <tr>
      <td>
        {editing ? (
          <input
            aria-label={`Name of ${technician.name}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        ) : (
          technician.name
        )}
      </td>
      <td>
        {editing ? (
          <input
            aria-label={`Mobile of ${technician.name}`}
            value={mobileNumber}
            inputMode="numeric"
            onChange={(e) => setMobile(cleanMobile(e.target.value))}
          />
        ) : (
          technician.mobileNumber
        )}
      </td>
      <td>
        <AreaSelect
          label={`Area of ${technician.name}`}
          areas={areas}
          value={technician.areaId ?? ""}
          disabled={busy}
          hideLabel
          onChange={(areaId) => onChange({ areaId: areaId || null })}
        />
      </td>
      <td>{technician.active ? "Active" : "Deactivated"}</td>
      <td className="desk-row-actions">
        {editing ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              onChange({ name: name.trim(), mobileNumber });
              setEditing(false);
            }}
          >
            Save
          </button>
        ) : (
          <button
            type="button"
            className="admin-link-button"
            aria-label={`Edit ${technician.name}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
        )}
        <button
          type="button"
          className="admin-link-button"
          disabled={busy}
          onClick={() => onChange({ active: !technician.active })}
        >
          {technician.active ? `Deactivate ${technician.name}` : `Reactivate ${technician.name}`}
        </button>
      </td>
    </tr>
  );
}
