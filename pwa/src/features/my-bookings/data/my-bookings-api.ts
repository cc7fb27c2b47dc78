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
import { ApiError, type CallAnswer, call } from "@/lib/api-client.ts";

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
  return call("GET /api/my-bookings", {
    signal,
    parse: (json) => MyBookingsAnswer.parse(json),
  }).then((answer) => answer.bookings);
}

/** A refusal the API explained (404, 409, 422) becomes its message; anything else is thrown. */
async function change(send: () => Promise<{ booking: MyBooking }>): Promise<ChangeOutcome> {
  if (offline()) throw new NeedsConnection();
  try {
    const { booking } = await send();
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
  return change(() =>
    call("POST /api/my-bookings/:visitId/reschedule", {
      params: { visitId },
      body: window,
      parse: (json) => MyBookingChanged.parse(json),
    }),
  );
}

export function cancelBooking(visitId: string) {
  return change(() =>
    call("POST /api/my-bookings/:visitId/cancel", {
      params: { visitId },
      body: {},
      parse: (json) => MyBookingChanged.parse(json),
    }),
  );
}

/** What this page reads of the windows' answer (the contract's `CollectionWindowsAnswer`). */
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
  let windows: z.infer<typeof WindowsAnswer> | undefined;
  await call("GET /api/collection-windows", {
    query: { pincode, date: day },
    // Checked for what this page reads; a failure is the client's invalid-response ApiError.
    parse: (json) => {
      windows = WindowsAnswer.parse(json);
      return json as CallAnswer<"GET /api/collection-windows">;
    },
  });
  const answer = windows as z.infer<typeof WindowsAnswer>;
  return answer.served ? answer.windows.filter((w) => w.placesLeft > 0) : [];
}

export function fetchSmsPreferences(): Promise<SmsPreferencesAnswer> {
  return call("GET /api/my-bookings/sms-preferences", {
    parse: (json) => SmsPreferencesAnswer.parse(json),
  });
}

export function saveSmsPreferences(muted: OptionalSmsKind[]): Promise<SmsPreferencesAnswer> {
  if (offline()) return Promise.reject(new NeedsConnection());
  return call("PUT /api/my-bookings/sms-preferences", {
    body: { muted },
    parse: (json) => SmsPreferencesAnswer.parse(json),
  });
}
