/**
 * The LeadSquared CRM adapter, over LeadSquared's v2 REST API as documented at
 * apidocs.leadsquared.com (pages read in 2025, footer "© 2022 MarketXpander Services"): Capture
 * Leads (`LeadManagement.svc/Lead.Capture`), Get Activities of a Lead
 * (`ProspectActivity.svc/Retrieve`), Post an Activity on a Lead (`ProspectActivity.svc/Create`),
 * Error Handling and Rate Limits. The host is the account's regional one (e.g.
 * api-in21.leadsquared.com), from LEADSQUARED_API_URL.
 *
 * A booking is delivered as: capture the lead by phone (an upsert), then post activity 206 on it
 * with the booking's fields and the booking id (leadsquared-booking.ts).
 *
 * Guarantees:
 * - `ok: true` only after LeadSquared answered Success with the activity's Id (or a retry found
 *   the activity already there). Any HTTP error (401 keys, 400, 429 rate limit, 5xx), network
 *   failure, malformed answer or time-out is `ok: false`: the booking stays `crm-failed` and the
 *   retry queue (crm-retry.ts) resends it with backoff.
 * - The whole submission, every call included, ends within `timeoutMs`, well inside the retry's
 *   own cut-off (CRM_RETRY_TIMEOUT_MS), so a claim never lapses while a call still runs.
 * - No duplicate activity on a retry: unless this is the route's first attempt, the lead's 206
 *   activities are searched for the booking id before posting. A call cut off after LeadSquared
 *   stored the activity is therefore found next time. Left open: two deliveries of the same
 *   booking running at the very same moment (the retry claims prevent that, crm-retry.ts), and a
 *   lead with more than MAX_SEARCHED_ACTIVITIES bookings, where the search gives up and posts.
 * - Rate limit (429, per account: 2 to 25 calls in 5 seconds by plan): a booking costs two calls
 *   on its first attempt (Lead.Capture, Create) and three on a retry (+ Retrieve), as
 *   `callsPerBooking` says; the delivery and the retry take them from the calls budget shared by
 *   every server (crm-call-budget.ts) before they claim the booking. A 429 is an ordinary failure,
 *   marked `rateLimited`: the booking goes to the retry queue and the caller empties the shared
 *   budget, instead of calling again from here. Left open: the search of a lead with more than
 *   100 bookings pages on (up to MAX_SEARCHED_ACTIVITIES), one call per page beyond the three.
 * - Nothing personal is logged or put in a failure reason: only the booking id, the lead id,
 *   the step, the HTTP status and LeadSquared's ExceptionType (never its ExceptionMessage, which
 *   can quote the lead's data). The keys travel in the query string, as LeadSquared requires, so
 *   no URL is ever logged.
 */
import { z } from "zod";
import { describeError, type Logger } from "../../logger.ts";
import type { CrmAdapter } from "./crm.ts";
import {
  BOOKING_ACTIVITY_EVENT,
  BOOKING_ID_FIELD,
  type BookingActivity,
  type LeadAttribute,
  leadSquaredBooking,
} from "./leadsquared-booking.ts";

export interface LeadSquaredConfig {
  /** The account's API host, e.g. `https://api-in21.leadsquared.com`. */
  baseUrl: string;
  accessKey: string;
  secretKey: string;
  logger: Logger;
  /** For the whole submission (up to three calls plus paging). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const LEADSQUARED_TIMEOUT_MS = 20_000;
const PAGE_SIZE = 100;
export const MAX_SEARCHED_ACTIVITIES = 5 * PAGE_SIZE;

/** The calls a submission makes (see the rate limit above, and the paging it leaves open). */
export const LEADSQUARED_CALLS_PER_BOOKING = { firstAttempt: 2, retry: 3 } as const;

/** A failure whose message is safe to log (no personal data, no keys). */
class LeadSquaredFailure extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

const EntityId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
const SuccessAnswer = z.object({
  Status: z.literal("Success"),
  Message: z.object({ Id: EntityId }),
});
const ErrorAnswer = z.object({ ExceptionType: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,99}$/) });
const KeyValue = z.object({ Key: z.string(), Value: z.unknown() });
const RetrieveAnswer = z.object({
  RecordCount: z.number().int().min(0),
  ProspectActivities: z.array(
    z.looseObject({
      Id: z.string(),
      // The fields that differ between activity types; a Key/Value list, or a plain object.
      Data: z.union([z.array(KeyValue), z.record(z.string(), z.unknown())]).nullish(),
    }),
  ),
});
type RetrievedActivity = z.output<typeof RetrieveAnswer>["ProspectActivities"][number];

function fieldOf(activity: RetrievedActivity, name: string): unknown {
  const { Data } = activity;
  if (Array.isArray(Data)) return Data.find((pair) => pair.Key === name)?.Value;
  return Data?.[name] ?? activity[name];
}

const timedOut = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

export function createLeadSquaredCrm(config: LeadSquaredConfig): CrmAdapter {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? LEADSQUARED_TIMEOUT_MS;
  const { logger } = config;

  async function call<T>(
    step: string,
    path: string,
    request: { query?: Record<string, string>; body: unknown; signal: AbortSignal },
    answer: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(`${base}/v2/${path}`);
    const { accessKey, secretKey } = config;
    url.search = new URLSearchParams({ accessKey, secretKey, ...request.query }).toString();
    let body: unknown;
    let status: number;
    try {
      const response = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(request.body),
        signal: request.signal,
      });
      status = response.status;
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        throw new LeadSquaredFailure(
          response.ok ? `${step}: answer is not JSON` : `${step}: HTTP ${status}`,
        );
      }
    } catch (error) {
      if (error instanceof LeadSquaredFailure) throw error;
      throw new LeadSquaredFailure(`${step}: ${timedOut(error) ? "timed out" : "unreachable"}`);
    }
    const parsed = answer.safeParse(body);
    if (status >= 200 && status < 300 && parsed.success) return parsed.data;
    const refusal = ErrorAnswer.safeParse(body);
    const type = refusal.success ? ` ${refusal.data.ExceptionType}` : "";
    if (status < 200 || status >= 300)
      throw new LeadSquaredFailure(`${step}: HTTP ${status}${type}`, status === 429);
    throw new LeadSquaredFailure(`${step}: unexpected answer${type}`);
  }

  const captureLead = async (lead: LeadAttribute[], signal: AbortSignal) =>
    (
      await call(
        "Lead.Capture",
        "LeadManagement.svc/Lead.Capture",
        { body: lead, signal },
        SuccessAnswer,
      )
    ).Message.Id;

  /** The id of the lead's activity carrying this booking id, if one was already posted. */
  async function findPosted(leadId: string, bookingId: string, signal: AbortSignal) {
    for (let page = 0; page * PAGE_SIZE < MAX_SEARCHED_ACTIVITIES; page++) {
      const answer = await call(
        "Activity.Retrieve",
        "ProspectActivity.svc/Retrieve",
        {
          query: { leadId },
          body: {
            Parameter: { ActivityEvent: BOOKING_ACTIVITY_EVENT },
            Paging: { Offset: String(page), RowCount: String(PAGE_SIZE) },
          },
          signal,
        },
        RetrieveAnswer,
      );
      const found = answer.ProspectActivities.find(
        (a) => fieldOf(a, BOOKING_ID_FIELD) === bookingId,
      );
      if (found) return found.Id;
      const seen = (page + 1) * PAGE_SIZE;
      if (answer.ProspectActivities.length < PAGE_SIZE || seen >= answer.RecordCount)
        return undefined;
    }
    logger.warn("crm.leadsquared.duplicate-check-incomplete", {
      bookingId,
      leadId,
      searched: MAX_SEARCHED_ACTIVITIES,
    });
    return undefined;
  }

  const postActivity = async (leadId: string, activity: BookingActivity, signal: AbortSignal) =>
    (
      await call(
        "Activity.Create",
        "ProspectActivity.svc/Create",
        { body: { RelatedProspectId: leadId, ...activity }, signal },
        SuccessAnswer,
      )
    ).Message.Id;

  return {
    kind: "leadsquared",
    callsPerBooking: LEADSQUARED_CALLS_PER_BOOKING,
    async submitBooking(booking) {
      const { bookingId } = booking;
      const request = leadSquaredBooking(booking);
      if (!request) return { ok: false, reason: "LeadSquared: the payload is not a booking" };
      const signal = AbortSignal.timeout(timeoutMs);
      let leadId: string | undefined;
      try {
        leadId = await captureLead(request.lead, signal);
        const posted = booking.firstAttempt
          ? undefined
          : await findPosted(leadId, bookingId, signal);
        if (posted) {
          logger.info("crm.leadsquared.already-posted", { bookingId, leadId, activityId: posted });
          return { ok: true };
        }
        const activityId = await postActivity(leadId, request.activity, signal);
        logger.info("crm.leadsquared.booking-sent", { bookingId, leadId, activityId });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof LeadSquaredFailure))
          logger.error("crm.leadsquared.unexpected", { bookingId, ...describeError(error) });
        const reason =
          error instanceof LeadSquaredFailure ? error.message : "LeadSquared: unexpected failure";
        const rateLimited = error instanceof LeadSquaredFailure && error.rateLimited;
        return {
          ok: false,
          reason: leadId ? `${reason} (lead ${leadId})` : reason,
          ...(rateLimited ? { rateLimited: true as const } : {}),
        };
      }
    },
  };
}
