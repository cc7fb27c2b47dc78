import { deskMessages } from "@vyom/catalog/contract";
import { type ReactNode, useId, useState } from "react";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { formatPrice } from "@/lib/format.ts";
import { type ActionState, actionStates, beforeVisitDay } from "./action-row.ts";
import type { DeskActionBody, DeskVisit, TechnicianSuggestions } from "./desk-api.ts";

/** A step that cannot be undone, asked again before it is sent. */
interface Question {
  title: string;
  detail: string;
  yes: string;
  body: DeskActionBody;
}

interface TechnicianChoice {
  id: string;
  label: string;
}

/**
 * The visit's buttons in one fixed row (action-row.ts): each always in its place, disabled with
 * its reason written under it. Steps that cannot be undone (start, collected, in the lab, paid,
 * cancel) ask first in a dialog; "Mark collected" before the visit's day asks the question the
 * API needs answered, and sends the answer (`beforeDay`), which the audit log keeps.
 */
export function VisitActions({
  visit,
  today,
  busy,
  choices,
  suggestions,
  onAct,
  onProblem,
}: {
  visit: DeskVisit;
  /** India's date now, `YYYY-MM-DD`. */
  today: string;
  busy: boolean;
  choices: TechnicianChoice[];
  suggestions: TechnicianSuggestions | undefined;
  onAct: (body: DeskActionBody) => Promise<boolean>;
  onProblem: (message: string) => void;
}) {
  const states = actionStates(visit, today);
  const [technicianId, setTechnicianId] = useState(suggestions?.suggested ?? "");
  const [arrivingBy, setArrivingBy] = useState(visit.arrivingBy ?? visit.window?.startsAt ?? "");
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<"cash" | "upi">("cash");
  const [question, setQuestion] = useState<Question | null>(null);
  const titleId = useId();
  // The suggestion arrives after the first render: take it unless someone chose already.
  const [suggestedTaken, setSuggestedTaken] = useState(false);
  if (!suggestedTaken && suggestions?.suggested && technicianId === "") {
    setSuggestedTaken(true);
    setTechnicianId(suggestions.suggested);
  }
  const assignState: ActionState =
    states["assign-technician"].enabled && technicianId === ""
      ? { enabled: false, reason: deskMessages.chooseTechnician }
      : states["assign-technician"];
  const technicianFirstName = visit.technician?.name.split(" ")[0] ?? "The technician";

  const ask = (asked: Question) => setQuestion(asked);
  const early = beforeVisitDay(visit, today);

  async function answer() {
    if (!question) return;
    const body = question.body;
    setQuestion(null);
    const done = await onAct(body);
    if (done && body.action === "cancel") setReason("");
  }

  return (
    <>
      <ol className="desk-action-row" aria-label="Actions">
        <ActionCell state={states.confirm}>
          {(described) => (
            <button
              type="button"
              className="button button-primary"
              aria-describedby={described}
              disabled={busy || !states.confirm.enabled}
              onClick={() => void onAct({ action: "confirm" })}
            >
              Confirm
            </button>
          )}
        </ActionCell>
        <ActionCell state={assignState}>
          {(described) => (
            <form
              className="desk-inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                void onAct({ action: "assign-technician", technicianId, arrivingBy });
              }}
            >
              <label>
                Technician{" "}
                <select
                  value={technicianId}
                  disabled={!states["assign-technician"].enabled}
                  onChange={(event) => setTechnicianId(event.target.value)}
                >
                  <option value="">Choose…</option>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Arriving by{" "}
                <input
                  type="time"
                  value={arrivingBy}
                  required
                  disabled={!states["assign-technician"].enabled}
                  onChange={(event) => setArrivingBy(event.target.value)}
                />
              </label>
              <button
                type="submit"
                className="button button-secondary"
                aria-describedby={described}
                disabled={busy || !assignState.enabled}
              >
                Assign technician
              </button>
            </form>
          )}
        </ActionCell>
        <ActionCell state={states["start-visit"]}>
          {(described) => (
            <button
              type="button"
              className="button button-secondary"
              aria-describedby={described}
              disabled={busy || !states["start-visit"].enabled}
              onClick={() =>
                ask({
                  title: "Start the visit?",
                  detail: `The customer gets an SMS now: ${technicianFirstName} is on the way, arriving by ${visit.arrivingBy ?? "the window"}. This cannot be undone.`,
                  yes: "Yes, start the visit",
                  body: { action: "start-visit" },
                })
              }
            >
              Start visit
            </button>
          )}
        </ActionCell>
        <ActionCell state={states["mark-collected"]}>
          {(described) => (
            <button
              type="button"
              className="button button-secondary"
              aria-describedby={described}
              disabled={busy || !states["mark-collected"].enabled}
              onClick={() =>
                ask(
                  early && visit.window
                    ? {
                        title: deskMessages.confirmCollectedEarly,
                        detail: `The visit is on ${visit.window.day}. Only if the sample really was taken: this is recorded in the audit log, and cannot be undone.`,
                        yes: "Yes, it was collected early",
                        body: { action: "mark-collected", beforeDay: true },
                      }
                    : {
                        title: "Mark collected?",
                        detail: "The customer is told by SMS. This cannot be undone.",
                        yes: "Yes, mark collected",
                        body: { action: "mark-collected" },
                      },
                )
              }
            >
              Mark collected
            </button>
          )}
        </ActionCell>
        <ActionCell state={states["mark-in-lab"]}>
          {(described) => (
            <button
              type="button"
              className="button button-secondary"
              aria-describedby={described}
              disabled={busy || !states["mark-in-lab"].enabled}
              onClick={() =>
                ask({
                  title: "Mark the sample in the lab?",
                  detail: "This cannot be undone.",
                  yes: "Yes, it is in the lab",
                  body: { action: "mark-in-lab" },
                })
              }
            >
              Mark in the lab
            </button>
          )}
        </ActionCell>
        <ActionCell state={states["mark-paid"]}>
          {(described) => (
            <form
              className="desk-inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                ask({
                  title: `Record ${visit.amount === null ? "the amount" : formatPrice(visit.amount)} paid by ${method === "upi" ? "UPI" : "cash"}?`,
                  detail: "This pays the order. It cannot be undone.",
                  yes: "Yes, record it",
                  body: { action: "mark-paid", method },
                });
              }}
            >
              <label>
                Paid by{" "}
                <select
                  value={method}
                  disabled={!states["mark-paid"].enabled}
                  onChange={(event) => setMethod(event.target.value === "upi" ? "upi" : "cash")}
                >
                  <option value="cash">Cash</option>
                  <option value="upi">UPI</option>
                </select>
              </label>
              <button
                type="submit"
                className="button button-secondary"
                aria-describedby={described}
                disabled={busy || !states["mark-paid"].enabled}
              >
                Mark paid at collection
              </button>
            </form>
          )}
        </ActionCell>
        <ActionCell state={states.cancel}>
          {(described) => (
            <form
              className="desk-inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim() === "") {
                  onProblem(deskMessages.reasonRequired);
                  return;
                }
                ask({
                  title: "Cancel this booking?",
                  detail:
                    "The customer is told by SMS, and a payment made online is refunded. This cannot be undone.",
                  yes: "Yes, cancel the booking",
                  body: { action: "cancel", reason: reason.trim() },
                });
              }}
            >
              <label>
                Reason{" "}
                <input
                  type="text"
                  value={reason}
                  maxLength={500}
                  disabled={!states.cancel.enabled}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <button
                type="submit"
                className="button button-secondary"
                aria-describedby={described}
                disabled={busy || !states.cancel.enabled}
              >
                Cancel booking
              </button>
            </form>
          )}
        </ActionCell>
      </ol>
      <ModalDialog open={question !== null} onClose={() => setQuestion(null)} labelledBy={titleId}>
        {question ? (
          <div className="desk-confirm">
            <h2 id={titleId} className="desk-heading">
              {question.title}
            </h2>
            <p>{question.detail}</p>
            <div className="desk-row-actions">
              <button type="button" className="button button-primary" onClick={() => void answer()}>
                {question.yes}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setQuestion(null)}
              >
                Go back
              </button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}

/** One place in the row: the control, and under it why it cannot be used now (or nothing). */
function ActionCell({
  state,
  children,
}: {
  state: ActionState;
  /** The control, told the id of the reason it is disabled for (undefined while enabled). */
  children: (described: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <li className="desk-action">
      {children(state.enabled ? undefined : id)}
      <p id={id} className="desk-action-reason">
        {state.enabled ? "" : state.reason}
      </p>
    </li>
  );
}
