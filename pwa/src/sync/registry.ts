/**
 * What the flusher needs to send each kind of queued submission: one registry for every kind, so
 * one flusher (and one implementation of sending) serves the booking form, the enquiries, career
 * applications and prescription uploads. A kind with no entry here stays queued untouched
 * (e.g. a row written by a newer version of the app), never failed.
 */
import type { ApiRouteKey } from "@vyom/catalog/contract/routes";
import { WriteAccepted } from "@vyom/catalog/contract/schemas";
import type { OutboxKind } from "@/db/records.ts";

/**
 * A POST route of the table (catalog/src/contract/routes/) without path parameters: what a queued
 * row is sent to. A row stores its kind, never a path, so a row queued by an older version of the
 * app goes to its kind's route as the table has it now.
 */
export type OutboxRoute = Exclude<Extract<ApiRouteKey, `POST ${string}`>, `${string}/:${string}`>;

export interface OutboxKindHandler {
  /** The route it is sent to: its path comes from the key (lib/api-client.ts `call`). */
  route: OutboxRoute;
  /** A new submission needs a solved captcha: each attempt fetches and solves a fresh one. */
  captcha: boolean;
  /**
   * Sent as multipart/form-data: `body` gives the text fields (an object of strings) and the
   * row's stored files are added as file parts (outbox-file.ts). Otherwise the body is JSON.
   */
  multipart?: boolean;
  /** The request body: the stored payload plus (unless `headers` carries it) the captcha. */
  body(payload: unknown, captcha: string | undefined): unknown;
  /** Headers of this attempt, e.g. the captcha of an upload (UPLOAD_CAPTCHA_HEADER). */
  headers?(captcha: string | undefined): Record<string, string>;
  /** Whether a 2xx answer is the API's own success (a captive portal's 200 page is not). */
  accepts(answer: unknown): boolean;
}

export type OutboxRegistry = Partial<Record<OutboxKind, OutboxKindHandler>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The captcha of an upload travels as a header, not a form field: the API checks it before it
 * reads the body (edge-api/src/services/uploads/handle-upload.ts).
 */
export const UPLOAD_CAPTCHA_HEADER = "X-Vyom-Captcha";

/** The API's own success (a captive portal's 200 page is not): catalog's WriteAccepted. */
const accepts = (answer: unknown) => WriteAccepted.safeParse(answer).success;

/**
 * Every API route the outbox sends to answers 201 { status: "success", id } (the one write path:
 * edge-api/src/services/outbox-writes/outbox-write.ts) and takes the stored payload plus this
 * attempt's captcha: in the JSON body, or for an upload (multipart) in UPLOAD_CAPTCHA_HEADER.
 */
function submission(route: OutboxRoute): OutboxKindHandler {
  return {
    route,
    captcha: true,
    body: (payload, captcha) =>
      isObject(payload) ? { ...payload, ...(captcha ? { captcha } : {}) } : payload,
    accepts,
  };
}

function upload(route: OutboxRoute): OutboxKindHandler {
  return {
    route,
    captcha: true,
    multipart: true,
    body: (payload) => payload,
    headers: (captcha): Record<string, string> =>
      captcha ? { [UPLOAD_CAPTCHA_HEADER]: captcha } : {},
    accepts,
  };
}

// Every kind has its handler (`satisfies`): a kind the app can queue but not send would stay
// queued forever on the phone.
export const outboxRegistry = {
  booking: submission("POST /api/booking"),
  "corporate-enquiry": submission("POST /api/enquiries/corporate"),
  "franchise-enquiry": submission("POST /api/enquiries/franchise"),
  "employee-details": submission("POST /api/enquiries/employee-details"),
  // Text fields and one file each, sent as multipart/form-data.
  prescription: upload("POST /api/prescriptions"),
  "career-application": upload("POST /api/careers/applications"),
  // A technician's action on their visit: the staff session's cookie, no captcha; the API
  // answers a repeat of its key with the first answer (edge-api/src/routes/technician/).
  "technician-action": {
    route: "POST /api/technician/actions",
    captcha: false,
    body: (payload) => payload,
    accepts,
  },
} satisfies Record<OutboxKind, OutboxKindHandler>;

export function registeredKinds(registry: OutboxRegistry): OutboxKind[] {
  return (Object.keys(registry) as OutboxKind[]).filter((kind) => registry[kind] !== undefined);
}
