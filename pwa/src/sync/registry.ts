/**
 * What the flusher needs to send each kind of queued submission: one registry for every kind, so
 * one flusher (and one implementation of sending) serves the booking form now and enquiries,
 * career applications and prescriptions later. A kind with no entry here stays queued untouched
 * (e.g. a row written by a newer version of the app), never failed.
 */
import type { OutboxKind } from "@/db/records.ts";

export interface OutboxKindHandler {
  endpoint: `/api/${string}`;
  /** A new submission needs a solved captcha: each attempt fetches and solves a fresh one. */
  captcha: boolean;
  /** The request body: the stored payload plus this attempt's captcha. */
  body(payload: unknown, captcha: string | undefined): unknown;
  /** Whether a 2xx answer is the API's own success (a captive portal's 200 page is not). */
  accepts(answer: unknown): boolean;
}

export type OutboxRegistry = Partial<Record<OutboxKind, OutboxKindHandler>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The enquiry routes answer 201 { status: "success", id } (edge-api routes/enquiries). */
const enquiry = (endpoint: `/api/${string}`): OutboxKindHandler => ({
  endpoint,
  captcha: true,
  body: (payload, captcha) =>
    isObject(payload) ? { ...payload, ...(captcha ? { captcha } : {}) } : payload,
  accepts: (answer) => isObject(answer) && answer.status === "success",
});

export const outboxRegistry: OutboxRegistry = {
  // Spec section 7: POST /api/booking/ answers { status: 'success' } (and the booking's id).
  booking: {
    endpoint: "/api/booking/",
    captcha: true,
    body: (payload, captcha) =>
      isObject(payload) ? { ...payload, ...(captcha ? { captcha } : {}) } : payload,
    accepts: (answer) => isObject(answer) && answer.status === "success",
  },
  "corporate-enquiry": enquiry("/api/enquiries/corporate"),
  "franchise-enquiry": enquiry("/api/enquiries/franchise"),
  "employee-details": enquiry("/api/enquiries/employee-details"),
};

export function registeredKinds(registry: OutboxRegistry): OutboxKind[] {
  return (Object.keys(registry) as OutboxKind[]).filter((kind) => registry[kind] !== undefined);
}
