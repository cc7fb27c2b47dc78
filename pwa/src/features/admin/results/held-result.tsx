import type { AdminRole } from "@vyom/catalog/contract";
import { useEffect, useId, useRef, useState } from "react";
import type { StaffResult } from "./results-api.ts";
import { flaggedWords, patientOf, timeOf } from "./results-words.ts";

/** How a step ended, for the form that started it: a field's problem is said at the field. */
export type StepOutcome = { ok: true } | { ok: false; fieldProblem?: string };

/**
 * One result waiting for the staff: its facts, what it waits for, and the step the person's role
 * takes (a pathologist signs it off; the desk and admins record the call a critical value needs).
 * `blocked` says why no step can be taken now (offline, another step being saved); the buttons
 * stay where they are and say it beside them.
 */
export function HeldResult({
  result,
  role,
  blocked,
  onSign,
  onCall,
}: {
  result: StaffResult;
  role: AdminRole;
  blocked: string | null;
  onSign: () => Promise<StepOutcome>;
  onCall: (note: string) => Promise<StepOutcome>;
}) {
  const headingId = useId();
  const flagged = flaggedWords(result);
  const callNeeded = result.critical && result.criticalCall === null;
  return (
    <article className="results-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="desk-heading">
        {result.reportNumber} · {result.patientName}
      </h3>
      <dl className="desk-facts">
        <dt>Patient</dt>
        <dd>{patientOf(result)}</dd>
        <dt>Sample</dt>
        <dd>{result.sampleId ?? "—"}</dd>
        <dt>Tests</dt>
        <dd>{result.tests.join(", ")}</dd>
        <dt>Flagged</dt>
        <dd>
          {flagged.length === 0 ? (
            "Nothing outside its range"
          ) : (
            <ul className="results-flags">
              {flagged.map((words) => (
                <li key={words}>{words}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Received</dt>
        <dd>{timeOf(result.receivedAt)}</dd>
      </dl>

      {result.waitingFor === "signature" ? <p>Waiting for a pathologist's signature.</p> : null}
      {result.signedBy ? <p>Signed by {result.signedBy}.</p> : null}
      {callNeeded ? (
        <p className="results-critical">
          {role === "pathologist" ? (
            // The number is the desk's to call; a pathologist is told only that the call comes.
            "Critical value: the desk calls the patient before the report is released."
          ) : (
            <>
              Critical value: call the patient at{" "}
              <a href={`tel:+91${result.mobileNumber}`}>{result.mobileNumber}</a>
            </>
          )}
        </p>
      ) : null}
      {result.criticalCall ? (
        <p>
          {`Call recorded by ${result.criticalCall.by} on ${timeOf(result.criticalCall.at)}: “${result.criticalCall.note}”`}
        </p>
      ) : null}

      {role === "pathologist" && result.waitingFor === "signature" ? (
        <SignOff result={result} blocked={blocked} onSign={onSign} />
      ) : null}
      {role !== "pathologist" && callNeeded ? (
        <CallForm result={result} blocked={blocked} onCall={onCall} />
      ) : null}
    </article>
  );
}

/**
 * "Sign off and release", then a confirmation: a signature cannot be taken back, and it releases
 * the report and texts the patient at once. The question takes the button's place, so a second
 * tap on the same spot lands on words, not on the confirmation.
 */
function SignOff({
  result,
  blocked,
  onSign,
}: {
  result: StaffResult;
  blocked: string | null;
  onSign: () => Promise<StepOutcome>;
}) {
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (confirming) group.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <div className="results-step">
        <div className="results-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={blocked !== null}
            aria-describedby={hintId}
            onClick={() => setConfirming(true)}
          >
            Sign off and release
          </button>
        </div>
        <p id={hintId} className="admin-summary">
          {blocked ?? "You confirm on the next step."}
        </p>
      </div>
    );
  }
  return (
    <fieldset ref={group} className="results-step results-confirm" tabIndex={-1}>
      <legend>
        {result.critical && result.criticalCall === null
          ? `Sign off ${result.reportNumber} for ${result.patientName}? It is released to the patient, and the SMS sent, as soon as the desk records the call about its critical value. A signature cannot be undone.`
          : `Sign off ${result.reportNumber} for ${result.patientName}? It is released to the patient and the SMS is sent at once. This cannot be undone.`}
      </legend>
      <div className="results-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setConfirming(false)}
        >
          Not yet
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={blocked !== null}
          aria-describedby={hintId}
          onClick={async () => {
            await onSign();
            setConfirming(false);
          }}
        >
          Yes, sign off and release
        </button>
      </div>
      <p id={hintId} className="admin-summary">
        {blocked ?? "Signed with your name and registration number."}
      </p>
    </fieldset>
  );
}

/** The desk's record of the call about a critical value: what the patient was told, required. */
function CallForm({
  result,
  blocked,
  onCall,
}: {
  result: StaffResult;
  blocked: string | null;
  onCall: (note: string) => Promise<StepOutcome>;
}) {
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const problemId = useId();
  const hintId = useId();
  const reason =
    blocked ??
    (note.trim().length < 3
      ? "Write what the patient was told first (3 characters or more)."
      : null);

  return (
    <form
      className="results-step"
      aria-label={`Record the call about ${result.reportNumber}`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (reason !== null) return;
        setProblem(null);
        const outcome = await onCall(note.trim());
        if (outcome.ok) setNote("");
        else if (outcome.fieldProblem) setProblem(outcome.fieldProblem);
      }}
    >
      <label htmlFor={noteId}>What the patient was told</label>
      <textarea
        id={noteId}
        className="results-note"
        value={note}
        rows={3}
        maxLength={500}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? (
        <p id={problemId} className="admin-field-error">
          {problem}
        </p>
      ) : null}
      <div className="results-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={reason !== null}
          aria-describedby={hintId}
        >
          Record the call
        </button>
      </div>
      <p id={hintId} className="admin-summary">
        {reason ??
          (result.signedBy
            ? "Recorded with your name; the report is then released to the patient, with the SMS."
            : "Recorded with your name; the report is released once a pathologist signs it.")}
      </p>
    </form>
  );
}
