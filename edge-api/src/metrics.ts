/**
 * The API's Prometheus metrics (prom-client), served at `GET /metrics` (routes/metrics/).
 *
 * Guarantees:
 * - One registry per app's dependencies (deps.ts), never prom-client's global one: tests build
 *   many apps in one process, and each counts only its own requests.
 * - Label values come from a fixed set or from route patterns written in the code
 *   (`/api/auth/get-otp/:mobile`), never from what a client sent: no mobile number, no id, and
 *   a bounded number of series whatever the traffic.
 */
import { Counter, Histogram, Registry } from "prom-client";

/** The idempotent writes the PWA's outbox delivers (each with an Idempotency-Key). */
export type OutboxForm = "booking" | "enquiry" | "upload";
/** `fresh` stored a new row; `replayed` answered a repeat of a stored key; `key-reused` refused one. */
export type OutboxOutcome = "fresh" | "replayed" | "key-reused";
export type OtpSmsOutcome = "sent" | "failed" | "refused_budget";
export type CrmAttempt = "first" | "retry";
export type CrmOutcome = "sent" | "failed";

export interface Metrics {
  registry: Registry;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  outboxWrite(form: OutboxForm, outcome: OutboxOutcome): void;
  otpSms(outcome: OtpSmsOutcome): void;
  crmHandoff(attempt: CrmAttempt, outcome: CrmOutcome): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: "vyom_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status class, by time to answer",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const outbox = new Counter({
    name: "vyom_outbox_writes_total",
    help: "Idempotent form writes (booking, enquiry, upload): stored, replayed or key reused",
    labelNames: ["form", "outcome"] as const,
    registers,
  });
  const otpSms = new Counter({
    name: "vyom_otp_sms_total",
    help: "OTP SMS: sent, failed at the gateway, or refused because the daily budget is spent",
    labelNames: ["outcome"] as const,
    registers,
  });
  const crm = new Counter({
    name: "vyom_crm_handoffs_total",
    help: "Bookings handed to the CRM: first attempt or retry, sent or failed",
    labelNames: ["attempt", "outcome"] as const,
    registers,
  });
  const stored = { fresh: "stored", replayed: "replayed", "key-reused": "key_reused" } as const;

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requests.observe(
        {
          method: METHODS.has(method) ? method : "OTHER",
          route,
          status_class: `${Math.floor(status / 100)}xx`,
        },
        seconds,
      );
    },
    outboxWrite: (form, outcome) => outbox.inc({ form, outcome: stored[outcome] }),
    otpSms: (outcome) => otpSms.inc({ outcome }),
    crmHandoff: (attempt, outcome) => crm.inc({ attempt, outcome }),
  };
}
