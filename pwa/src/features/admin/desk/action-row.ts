/**
 * The desk's action row (docs/product.md#booking-desk): every button is always there, in one
 * order, so the next step's button never appears under the finger that pressed the last one; a
 * button that cannot be pressed now is disabled with its reason in words beside it. The status
 * table is the API's (visit-status.ts `actionsFrom`); the day guard is the API's too: a visit is
 * started only on its day, and marked collected before it only after the dispatcher confirms.
 */
import { type DeskAction, deskActions, deskMessages, indiaTime } from "@vyom/catalog/contract";
import type { DeskVisit } from "./desk-api.ts";
import { actionsFrom } from "./visit-status.ts";

/** The row's order is the contract's list of desk actions. */
export const actionOrder = deskActions;
export type RowAction = DeskAction;

export type ActionState = { enabled: true } | { enabled: false; reason: string };

const yes: ActionState = { enabled: true };
const no = (reason: string): ActionState => ({ enabled: false, reason });

const AFTER_COLLECTION: readonly string[] = ["collected", "in-lab", "report-ready"];

/** The visit's day has not begun in India on `today` (`YYYY-MM-DD`, India time). */
export const beforeVisitDay = (visit: Pick<DeskVisit, "window">, today: string) =>
  visit.window !== null && today < visit.window.day;

function byStatus(action: RowAction, visit: DeskVisit): ActionState {
  const { status } = visit;
  if (actionsFrom[action].includes(status)) return yes;
  if (status === "cancelled") return no("The booking is cancelled.");
  const collected = AFTER_COLLECTION.includes(status);
  switch (action) {
    case "confirm":
      return no("Confirmed already.");
    case "assign-technician":
      return no(collected ? "The sample is collected." : "Confirm the booking first.");
    case "start-visit":
      return no(collected ? "The sample is collected." : "Assign a technician first.");
    case "mark-collected":
      return no(collected ? "Collected already." : "Confirm the booking first.");
    case "mark-in-lab":
      return no(collected ? "In the lab already." : "Mark collected first.");
    case "mark-paid":
      return no("Confirm the booking first.");
    case "cancel":
      return no("The sample is collected: it can no longer be cancelled.");
  }
}

/** Whether each button can be pressed now, and if not, why (`today` in India, `YYYY-MM-DD`). */
export function actionStates(visit: DeskVisit, today: string): Record<RowAction, ActionState> {
  const states = Object.fromEntries(
    actionOrder.map((action) => [action, byStatus(action, visit)]),
  ) as Record<RowAction, ActionState>;
  if (states["start-visit"].enabled) {
    if (visit.startedAt) {
      states["start-visit"] = no(`Started at ${indiaTime(new Date(visit.startedAt))}.`);
    } else if (beforeVisitDay(visit, today) && visit.window) {
      states["start-visit"] = no(deskMessages.startBeforeVisitDay(visit.window.day));
    }
  }
  if (visit.kind !== "order") {
    states["mark-paid"] = no("A booking has no payment to record.");
  } else if (states["mark-paid"].enabled && visit.payment !== "pay-at-collection") {
    states["mark-paid"] = no(
      visit.payment === "paid" ? "Paid already." : "This order is not paid at collection.",
    );
  }
  return states;
}
