import type { AdminRole } from "@vyom/catalog/contract";
import { useId, useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { fieldRefusals } from "./field-refusals.tsx";
import {
  addStaffAccount,
  fetchStaff,
  fieldMessages,
  type NewStaffAccount,
  type StaffAccount,
  setDeskUserActive,
} from "./staff-api.ts";
import { useDeskStep } from "./use-desk-step.ts";

/**
 * The lab's staff accounts, for an admin (docs/product.md#booking-desk): add a desk user or a
 * pathologist, and disable one who left the lab (their sessions end at once) or enable them
 * again. Admins' own accounts are listed, not changed, here.
 */
export function StaffPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const list = useOnlineRead(fetchStaff, { onUnauthorised, label: "staff accounts" });
  const { busy, problem, done, run } = useDeskStep(list.retry);

  return (
    <div className="desk">
      <NewAccountForm busy={busy} run={run} />
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
        <LoadFailure what="staff accounts" error={list.error} onRetry={list.retry} />
      ) : list.data ? (
        <table className="admin-table">
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Second factor</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((account) => (
              <StaffRow
                key={account.id}
                account={account}
                busy={busy}
                onSetActive={(active) =>
                  run(async () => {
                    const user = await setDeskUserActive(account.id, active);
                    return user.active
                      ? `${user.email} can sign in again.`
                      : `${user.email} is disabled and signed out everywhere.`;
                  })
                }
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-summary" role="status">
          Loading staff accounts…
        </p>
      )}
    </div>
  );
}

/**
 * A new desk user or pathologist. A pathologist's name and registration number are checked by the
 * API alone (catalog DeskUserRequest, the one rule), and its messages are shown at their fields.
 */
function NewAccountForm({
  busy,
  run,
}: {
  busy: boolean;
  run: (step: () => Promise<string | null>) => Promise<boolean>;
}) {
  const [role, setRole] = useState<NewStaffAccount["role"]>("desk");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [registrationNumber, setRegistration] = useState("");
  const [refused, setRefused] = useState<Record<string, string>>({});
  const pathologist = role === "pathologist";
  const formId = useId();
  // A refused field is marked invalid and described by the API's message, shown under it.
  const { refusedAt, said } = fieldRefusals(formId, refused);

  return (
    <form
      className="desk-inline-form"
      aria-label={pathologist ? "Add a pathologist" : "Add a desk user"}
      onSubmit={async (event) => {
        event.preventDefault();
        const account: NewStaffAccount = pathologist
          ? { role, email: email.trim(), password, displayName, registrationNumber }
          : { role, email: email.trim(), password };
        setRefused({});
        const added = await run(async () => {
          try {
            const user = await addStaffAccount(account);
            return pathologist
              ? `${displayName.trim()} (${user.email}) can now sign in and sign results off.`
              : `${user.email} can now sign in to the desk.`;
          } catch (error) {
            setRefused(fieldMessages(error));
            throw error;
          }
        });
        if (added) {
          setEmail("");
          setPassword("");
          setDisplayName("");
          setRegistration("");
        }
      }}
    >
      <label>
        Role{" "}
        <select
          value={role}
          onChange={(e) => setRole(e.target.value === "pathologist" ? "pathologist" : "desk")}
        >
          <option value="desk">Desk</option>
          <option value="pathologist">Pathologist</option>
        </select>
      </label>
      <div className="admin-field">
        <label>
          E-mail{" "}
          <input
            type="email"
            value={email}
            required
            maxLength={254}
            autoComplete="off"
            onChange={(e) => setEmail(e.target.value)}
            {...refusedAt("email")}
          />
        </label>
        {said("email")}
      </div>
      <div className="admin-field">
        <label>
          Password (12 characters or more){" "}
          <input
            type="password"
            value={password}
            required
            minLength={12}
            maxLength={200}
            autoComplete="new-password"
            onChange={(e) => setPassword(e.target.value)}
            {...refusedAt("password")}
          />
        </label>
        {said("password")}
      </div>
      {pathologist ? (
        <>
          <div className="admin-field">
            <label>
              Name as printed on reports{" "}
              <input
                value={displayName}
                maxLength={100}
                autoComplete="off"
                onChange={(e) => setDisplayName(e.target.value)}
                {...refusedAt("displayName")}
              />
            </label>
            {said("displayName")}
          </div>
          <div className="admin-field">
            <label>
              Medical council registration number{" "}
              <input
                value={registrationNumber}
                maxLength={30}
                autoComplete="off"
                onChange={(e) => setRegistration(e.target.value)}
                {...refusedAt("registrationNumber")}
              />
            </label>
            {said("registrationNumber")}
          </div>
        </>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {pathologist ? "Add pathologist" : "Add desk user"}
      </button>
    </form>
  );
}

const roleWords: Record<AdminRole, string> = {
  admin: "Admin",
  desk: "Desk",
  pathologist: "Pathologist",
  technician: "Technician",
};

/** Whether the account can sign in, and if not, which switch stops it. */
function standingWords(account: StaffAccount): string {
  if (!account.active) return "Disabled";
  return account.technicianDeactivated ? "Technician deactivated" : "Active";
}

function StaffRow({
  account,
  busy,
  onSetActive,
}: {
  account: StaffAccount;
  busy: boolean;
  onSetActive: (active: boolean) => void;
}) {
  return (
    <tr>
      <td>{account.email}</td>
      <td>{roleWords[account.role]}</td>
      <td>{account.twoFactor ? "Set up" : "Not set up"}</td>
      <td>{standingWords(account)}</td>
      <td className="desk-row-actions">
        {/* Admins come from ADMIN_EMAIL and are not disabled here. */}
        {account.role !== "admin" ? (
          <button
            type="button"
            className="admin-link-button"
            disabled={busy}
            onClick={() => onSetActive(!account.active)}
          >
            {account.active ? `Disable ${account.email}` : `Enable ${account.email}`}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
