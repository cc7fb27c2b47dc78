import type { AdminRole } from "@vyom/catalog/contract";
import { useId, useState } from "react";
import { isUnauthorised } from "@/lib/api-error.ts";
import { useOnline } from "@/lib/use-online.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import { TableScroll } from "../components/table-scroll.tsx";
import { refusalMessage } from "../desk/desk-api.ts";
import { HeldResult, type StepOutcome } from "./held-result.tsx";
import {
  fetchResults,
  type ResultStepAnswer,
  recordCriticalCall,
  refusalCode,
  type StaffResults,
  signResult,
} from "./results-api.ts";
import { calledWords, refusedWords, signedWords, timeOf } from "./results-words.ts";

/**
 * The staff's lab results (docs/lis-integration.md, "Release"): what waits for a pathologist's
 * signature or for the desk's call about a critical value, oldest first, with the step the
 * person's role takes; and what was released lately. After every step the API's answer is said
 * and the list is read again, since another person may have acted on the same result meanwhile.
 * One step at a time: the others' buttons say why they wait.
 */
export function ResultsPanel({
  role,
  onUnauthorised,
}: {
  role: AdminRole;
  onUnauthorised: () => void;
}) {
  const list = useOnlineRead(fetchResults, { onUnauthorised, label: "results" });
  const online = useOnline();
  const heldId = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ refused: boolean; text: string } | null>(null);
  const blocked = !online
    ? "You are offline: this needs the connection."
    : busy
      ? "Wait: a change is being saved."
      : null;

  async function step(
    send: () => Promise<ResultStepAnswer>,
    words: (answer: ResultStepAnswer) => string,
  ): Promise<StepOutcome> {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ refused: false, text: words(await send()) });
      list.retry();
      return { ok: true };
    } catch (error) {
      if (isUnauthorised(error)) {
        onUnauthorised();
        return { ok: false };
      }
      // A field the API refused (the note) is said at the field; nothing changed on the server.
      if (refusalCode(error) === "invalid-request") {
        return { ok: false, fieldProblem: refusalMessage(error) };
      }
      setAnswer({ refused: true, text: refusedWords(error) });
      list.retry();
      return { ok: false };
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="desk">
      <div className="results-toolbar">
        {/* Kept on screen, empty or not, so an answer arriving moves nothing below it. */}
        <div className="results-answer" aria-live="polite">
          {answer ? (
            <p className={answer.refused ? "admin-notice" : "results-done"}>{answer.text}</p>
          ) : null}
        </div>
        <button type="button" className="button button-secondary" onClick={list.retry}>
          Refresh the list
        </button>
      </div>
      {list.error ? (
        <LoadFailure what="results" error={list.error} onRetry={list.retry} />
      ) : list.data ? (
        <>
          <section aria-labelledby={heldId} className="desk">
            <h2 id={heldId} className="desk-heading">
              Waiting, oldest first
            </h2>
            {list.data.held.length === 0 ? (
              <p className="admin-summary">Nothing is waiting.</p>
            ) : (
              <ol className="results-list">
                {list.data.held.map((result) => (
                  <li key={`${result.id}/${result.version}`}>
                    <HeldResult
                      result={result}
                      role={role}
                      blocked={blocked}
                      onSign={() => step(() => signResult(result.id), signedWords)}
                      onCall={(note) =>
                        step(() => recordCriticalCall(result.id, note), calledWords)
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <ReleasedLately released={list.data.released} />
        </>
      ) : (
        <p className="admin-summary" role="status">
          Loading results…
        </p>
      )}
    </div>
  );
}

function ReleasedLately({ released }: { released: StaffResults["released"] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="desk">
      <h2 id={headingId} className="desk-heading">
        Released lately
      </h2>
      {released.length === 0 ? (
        <p className="admin-summary">Nothing released lately.</p>
      ) : (
        <TableScroll label="Results released lately">
          <table className="admin-table">
            <caption className="visually-hidden">Results released lately, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Report</th>
                <th scope="col">Patient</th>
                <th scope="col">Released</th>
                <th scope="col">Signed by</th>
              </tr>
            </thead>
            <tbody>
              {released.map((result) => (
                <tr key={`${result.id}/${result.version}`}>
                  <td>{result.reportNumber}</td>
                  <td>{result.patientName}</td>
                  <td>{result.releasedAt ? timeOf(result.releasedAt) : "—"}</td>
                  <td>{result.signedBy ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
