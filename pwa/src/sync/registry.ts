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
  /**
   * Sent as multipart/form-data: `body` gives the text fields (an object of strings) and the
   * row's stored files are added as file parts (outbox-file.ts). Otherwise the body is JSON.
   */
  multipart?: boolean;
  /** The request body: the stored payload plus this attempt's captcha. */
  body(payload: unknown, captcha: string | undefined): unknown;
  /** Whether a 2xx answer is the API's own success (a captive portal's 200 page is not). */
  accepts(answer: unknown): boolean;
}

export type OutboxRegistry = Partial<Record<OutboxKind, OutboxKindHandler>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A kind sent as multipart: the payload's fields (and the captcha) plus the row's files. */
function uploadHandler(endpoint: `/api/${string}`): OutboxKindHandler {
  return {
    endpoint,
    captcha: true,
    multipart: true,
    body: (payload, captcha) => ({
      ...(isObject(payload) ? payload : {}),
      ...(captcha ? { captcha } : {}),
    }),
    accepts: (answer) => isObject(answer) && answer.status === "success",
  };
}

export const outboxRegistry: OutboxRegistry = {
  // Spec section 7: POST /api/booking/ answers { status: 'success' } (and the booking's id).
  booking: {
    endpoint: "/api/booking/",
    captcha: true,
    body: (payload, captcha) =>
      isObject(payload) ? { ...payload, ...(captcha ? { captcha } : {}) } : payload,
    accepts: (answer) => isObject(answer) && answer.status === "success",
  },
  // POST /api/prescriptions and /api/careers/applications: text fields and one file, answered
  // 201 { status: 'success', id }.
  prescription: uploadHandler("/api/prescriptions"),
  "career-application": uploadHandler("/api/careers/applications"),
};

export function registeredKinds(registry: OutboxRegistry): OutboxKind[] {
  return (Object.keys(registry) as OutboxKind[]).filter((kind) => registry[kind] !== undefined);
}
