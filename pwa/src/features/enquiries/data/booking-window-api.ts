/**
 * Picking a hero-form booking's collection window (`POST /api/booking/{id}/window`,
 * docs/product.md#collection-windows): with the booking's window token from its own 201 answer,
 * kept in the outbox row that sent it. Answers are checked with zod/mini.
 */
import * as z from "zod/mini";
import { ApiError, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

const Picked = z.object({
  visit: z.object({ status: z.string(), day: z.string(), startsAt: z.string() }),
});
type PickedChecked = api.Accepts<z.infer<typeof Picked>, api.BookingWindowAnswer>;

export type PickOutcome =
  | { kind: "picked"; visit: PickedChecked["visit"] }
  /** Refused with a message to show (full, chosen before, not served, started). */
  | { kind: "refused"; message: string; full: boolean }
  | { kind: "offline" }
  | { kind: "failed" };

/** The booking's id and window token in its stored 201 answer, if it has both. */
export function windowTicketOf(response: unknown): { id: string; token: string } | undefined {
  const answer = response as { id?: unknown; windowToken?: unknown } | null | undefined;
  return typeof answer?.id === "string" && typeof answer.windowToken === "string"
    ? { id: answer.id, token: answer.windowToken }
    : undefined;
}

export async function pickBookingWindow(
  ticket: { id: string; token: string },
  startsAt: string,
): Promise<PickOutcome> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { kind: "offline" };
  try {
    const answer = await apiPost(
      `/api/booking/${encodeURIComponent(ticket.id)}/window`,
      { token: ticket.token, startsAt },
      { parse: Picked.parse },
    );
    return { kind: "picked", visit: answer.visit };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "failed" };
    if (error.kind === "network" || error.kind === "timeout") return { kind: "offline" };
    const body = error.body as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.message === "string")
      return { kind: "refused", message: body.message, full: body.error === "window-full" };
    return { kind: "failed" };
  }
}
