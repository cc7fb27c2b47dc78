/**
 * The "My bookings" calls (edge-api routes/my-bookings). Answers are checked with the contract's
 * own zod/mini schemas. Reschedule and cancel are online only (docs/product.md#my-bookings):
 * offline they refuse at once with the contract's message, and nothing is queued.
 */
import { myBookingsMessages } from "@vyom/catalog/contract";
import {
  type MyBooking,
  MyBookingChanged,
  MyBookingRefused,
  MyBookingsAnswer,
  SmsPreferencesAnswer,
} from "@vyom/catalog/contract/schemas";
import * as z from "zod/mini";
import { ApiError, apiGet, apiPost, apiPut } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

export type OptionalSmsKind = SmsPreferencesAnswer["muted"][number];

export type ChangeOutcome =
  | { kind: "done"; booking: MyBooking }
  | { kind: "refused"; message: string; alternatives: Alternative[] };

export interface Alternative {
  day: string;
  startsAt: string;
  endsAt: string;
  placesLeft: number;
}

export class NeedsConnection extends Error {
  override name = "NeedsConnection";
  constructor() {
    super(myBookingsMessages.needsConnection);
  }
}

const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export function fetchBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return apiGet("/api/my-bookings", { signal, parse: (json) => MyBookingsAnswer.parse(json) }).then(
    (answer) => answer.bookings,
  );
}

/** A refusal the API explained (404, 409, 422) becomes its message; anything else is thrown. */
async function change(path: `/api/${string}`, body: unknown): Promise<ChangeOutcome> {
  if (offline()) throw new NeedsConnection();
  try {
    const { booking } = await apiPost(path, body, {
      parse: (json) => MyBookingChanged.parse(json),
    });
    return { kind: "done", booking };
  } catch (error) {
    if (error instanceof ApiError && error.kind === "network") throw new NeedsConnection();
    const refusal =
      error instanceof ApiError ? MyBookingRefused.safeParse(error.body).data : undefined;
    if (!refusal) throw error;
    return { kind: "refused", message: refusal.message, alternatives: refusal.alternatives ?? [] };
  }
}

export function rescheduleBooking(visitId: string, window: { day: string; startsAt: string }) {
  const body: api.Sends<api.RescheduleRequest, { day: string; startsAt: string }> = window;
  return change(`/api/my-bookings/${visitId}/reschedule`, body);
}

export function cancelBooking(visitId: string) {
  return change(`/api/my-bookings/${visitId}/cancel`, {});
}

const WindowsAnswer = z.union([
  z.object({ served: z.literal(false), message: z.string() }),
  z.object({
    served: z.literal(true),
    windows: z.array(
      z.object({
        day: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        placesLeft: z.number(),
      }),
    ),
  }),
]);

/** The windows of a pincode's area on a day, with a place left. */
export async function fetchWindows(pincode: string, day: string): Promise<Alternative[]> {
  if (offline()) throw new NeedsConnection();
  const query = new URLSearchParams({ pincode, date: day });
  const answer = await apiGet(`/api/collection-windows?${query}`, {
    parse: (json) => WindowsAnswer.parse(json),
  });
  return answer.served ? answer.windows.filter((w) => w.placesLeft > 0) : [];
}

export function fetchSmsPreferences(): Promise<SmsPreferencesAnswer> {
  return apiGet("/api/my-bookings/sms-preferences", {
    parse: (json) => SmsPreferencesAnswer.parse(json),
  });
}

export function saveSmsPreferences(muted: OptionalSmsKind[]): Promise<SmsPreferencesAnswer> {
  if (offline()) return Promise.reject(new NeedsConnection());
  return apiPut(
    "/api/my-bookings/sms-preferences",
    { muted },
    { parse: (json) => SmsPreferencesAnswer.parse(json) },
  );
}
