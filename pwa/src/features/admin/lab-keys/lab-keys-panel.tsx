import { useState } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { fieldMessages } from "../desk/staff-api.ts";
import { useDeskStep } from "../desk/use-desk-step.ts";
import {
  fetchLabKeys,
  type IssuedLabKey,
  issueLabKey,
  type LabKey,
  type LabKeys,
  revokeLabKey,
} from "./lab-keys-api.ts";

/**
 * Labs' API keys, for an admin (docs/lis-integration.md): issue a key for a lab's LIS (its secret
 * is shown this once: the server keeps only its hash), see when each key was last used, and
 * revoke one. A rotation is: issue the new key, the lab switches to it, revoke the old one; a lab
 * has at most two live keys, so results never stop during one.
 */
export function LabKeysPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const list = useOnlineRead(fetchLabKeys, { onUnauthorised, label: "lab keys" });
  const { busy, problem, done, run } = useDeskStep(list.retry);
  const [issued, setIssued] = useState<IssuedLabKey | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The API's message for each field it refused (a 400 names them), shown under the field.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const labName = (id: string) => list.data?.labs.find((lab) => lab.id === id)?.name ?? id;

  return (
    <div className="desk">
      {list.data ? (
        <IssueKeyForm
          labs={list.data.labs}
          busy={busy}
          refused={refused}
          onIssue={(input) =>
            run(async () => {
              setIssued(null);
              setRefused({});
              try {
                setIssued(await issueLabKey(input));
              } catch (error) {
                setRefused(fieldMessages(error));
                throw error;
              }
              return null;
            })
          }
        />
      ) : null}
      {issued ? (
        <NewKey issued={issued} labName={labName(issued.labId)} onDone={() => setIssued(null)} />
      ) : null}
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
        <LoadFailure what="lab keys" error={list.error} onRetry={list.retry} />
      ) : list.data ? (
        <KeysTable
          keys={list.data.keys}
          labName={labName}
          busy={busy}
          confirming={confirming}
          onConfirm={setConfirming}
          onRevoke={(key) =>
            run(async () => {
              await revokeLabKey(key.id);
              setConfirming(null);
              return `"${key.label}" is revoked: ${labName(key.labId)} files nothing with it from now on.`;
            })
          }
        />
      ) : (
        <p className="admin-summary" role="status">
          Loading lab keys…
        </p>
      )}
    </div>
  );
}

function IssueKeyForm({
  labs,
  busy,
  refused,
  onIssue,
}: {
  labs: LabKeys["labs"];
  busy: boolean;
  refused: Record<string, string>;
  onIssue: (input: { labId: string; label: string }) => Promise<boolean>;
}) {
  const [labId, setLabId] = useState(labs[0]?.id ?? "");
  const [label, setLabel] = useState("");
  return (
    <form
      className="desk-inline-form"
      aria-label="Issue a lab key"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await onIssue({ labId, label })) setLabel("");
      }}
    >
      <label>
        Lab{" "}
        <select value={labId} onChange={(e) => setLabId(e.target.value)}>
          {labs.map((lab) => (
            <option key={lab.id} value={lab.id}>
              {lab.name}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-field">
        <label>
          Who uses it (e.g. "Bengaluru LIS 2027"){" "}
          <input
            value={label}
            required
            minLength={3}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => setLabel(e.target.value)}
            aria-invalid={refused.label ? true : undefined}
          />
        </label>
        {refused.label ? <p className="admin-field-error">{refused.label}</p> : null}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        Issue key
      </button>
    </form>
  );
}

/** The new key's secret, this once, with what to do with it. */
function NewKey({
  issued,
  labName,
  onDone,
}: {
  issued: IssuedLabKey;
  labName: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  return (
    <section className="admin-login-form card" aria-labelledby="new-lab-key-title">
      <h2 id="new-lab-key-title">The key for {labName}</h2>
      <p className="admin-notice" role="alert">
        Copy it now and give it to the lab's LIS administrator over a safe channel: it is shown only
        this once. Then revoke the lab's old key once their results arrive with this one.
      </p>
      <p>
        Key "{issued.label}": <code>{issued.key}</code>
      </p>
      <button
        type="button"
        className="button"
        onClick={() =>
          navigator.clipboard
            .writeText(issued.key)
            .then(() => setCopied("yes"))
            .catch(() => setCopied("failed"))
        }
      >
        Copy the key
      </button>{" "}
      <button type="button" className="button button-primary" onClick={onDone}>
        I have given it to the lab
      </button>
      {copied ? (
        <p className="admin-summary" role="status">
          {copied === "yes" ? "Copied." : "Could not copy: select the key and copy it by hand."}
        </p>
      ) : null}
    </section>
  );
}

function KeysTable({
  keys,
  labName,
  busy,
  confirming,
  onConfirm,
  onRevoke,
}: {
  keys: LabKey[];
  labName: (id: string) => string;
  busy: boolean;
  confirming: string | null;
  onConfirm: (id: string | null) => void;
  onRevoke: (key: LabKey) => void;
}) {
  if (keys.length === 0) {
    return (
      <p className="admin-summary" role="status">
        No lab has a key yet: issue one above for each lab that sends results.
      </p>
    );
  }
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Lab keys</caption>
      <thead>
        <tr>
          <th scope="col">Lab</th>
          <th scope="col">Who uses it</th>
          <th scope="col">Issued</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Change</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td>{labName(key.labId)}</td>
            <td>{key.label}</td>
            <td>
              {formatDateTime(key.createdAt)} by {key.createdBy}
            </td>
            <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</td>
            <td>{key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : "Live"}</td>
            <td className="desk-row-actions">
              {key.revokedAt ? null : confirming === key.id ? (
                <>
                  <button
                    type="button"
                    className="admin-link-button"
                    disabled={busy}
                    onClick={() => onRevoke(key)}
                  >
                    {`Yes, revoke "${key.label}"`}
                  </button>{" "}
                  <button
                    type="button"
                    className="admin-link-button"
                    onClick={() => onConfirm(null)}
                  >
                    Keep it
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="admin-link-button"
                  disabled={busy}
                  onClick={() => onConfirm(key.id)}
                >
                  {`Revoke "${key.label}"`}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
