/**
 * Picking a hero-form booking's collection window (`POST /api/booking/{id}/window`,
 * docs/product.md#collection-windows): with the booking's window token from its own 201 answer,
 * kept in the outbox row that sent it, and signed in as the booking's number (the server refuses
 * a pick from anyone else: the number must be proven the booker's). The answer is checked with the contract's schema
 * (catalog/src/contract/schemas/booking-window.answers.ts).
 */
import { BookingWindowAnswer } from "@vyom/catalog/contract/schemas";
import { ApiError, call } from "@/lib/api-client.ts";

export type PickOutcome =
  | { kind: "picked"; visit: BookingWindowAnswer["visit"] }
  /**
   * Refused with a message to show (full, chosen before, not served, started; or the session is
   * not the booking's number: `needsLogin`).
   */
  | { kind: "refused"; message: string; full: boolean; needsLogin: boolean }
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
    const answer = await call("POST /api/booking/:bookingId/window", {
      params: { bookingId: ticket.id },
      body: { token: ticket.token, startsAt },
      parse: BookingWindowAnswer.parse,
    });
    return { kind: "picked", visit: answer.visit };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "failed" };
    if (error.kind === "network" || error.kind === "timeout") return { kind: "offline" };
    const body = error.body as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.message === "string")
      return {
        kind: "refused",
        message: body.message,
        full: body.error === "window-full",
        needsLogin: body.error === "number-not-proven",
      };
    return { kind: "failed" };
  }
}
