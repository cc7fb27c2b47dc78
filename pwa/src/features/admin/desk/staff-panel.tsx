import { useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { addDeskUser, fetchStaff, type StaffAccount, setDeskUserActive } from "./staff-api.ts";
import { useDeskStep } from "./use-desk-step.ts";

/**
 * The lab's staff accounts, for an admin (docs/product.md#booking-desk): add a desk user, and
 * disable one who left the lab (their sessions end at once) or enable them again. Admins' own
 * accounts are listed, not changed, here.
 */
export function StaffPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const list = useOnlineRead(fetchStaff, { onUnauthorised, label: "staff accounts" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, problem, done, run } = useDeskStep(list.retry);

  return (
    <div className="desk">
      <form
        className="desk-inline-form"
        aria-label="Add a desk user"
        onSubmit={async (event) => {
          event.preventDefault();
          const added = await run(async () => {
            const user = await addDeskUser({ email: email.trim(), password });
            return `${user.email} can now sign in to the desk.`;
          });
          if (added) {
            setEmail("");
            setPassword("");
          }
        }}
      >
        <label>
          E-mail{" "}
          <input
            type="email"
            value={email}
            required
            maxLength={254}
            autoComplete="off"
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
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
          />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          Add desk user
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
      <td>{account.role === "admin" ? "Admin" : "Desk"}</td>
      <td>{account.twoFactor ? "Set up" : "Not set up"}</td>
      <td>{account.active ? "Active" : "Disabled"}</td>
      <td className="desk-row-actions">
        {account.role === "desk" ? (
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
