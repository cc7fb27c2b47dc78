/**
 * The one write path of everything the PWA's outbox sends: the booking, the three enquiries, the
 * prescription and the career application. Each route reads its own body and says how to store
 * it; this does the rest, the same way for all six, so they answer alike
 * (catalog/src/contract/schemas/write-answer.ts):
 *
 * 1. the Idempotency-Key (400 `invalid-request` when malformed; absent is allowed);
 * 2. the client's budget when the route has not counted it already (form-limits.ts: the JSON
 *    routes count it as their first middleware, before the body is parsed; the booking counts it
 *    in its write's own statement, `budgetCountedByWrite`, and answers `rate-limited` from it);
 * 3. the route's own cheap check, if any (an upload's media type);
 * 4. the captcha of a new key (services/captcha/new-key-captcha.ts), 403 when missing or refused;
 *    the booking redeems it in its own transaction (write-booking.ts), the others before storing;
 * 5. the store, once per key (services/idempotency/idempotency.ts), and its metric;
 * 6. the answer: 201 `{ status: "success", id }` (and what the route's `accepted` adds) for a
 *    new key and for a repeat of it with the same body, 422 `idempotency-key-reused` for a repeat
 *    with another body.
 *
 * Every refusal is `{ error, message, issues? }` (write-refusals.ts). What follows the answer
 * (the booking's signal to its CRM delivery) is the route's: `outcome` says whether the write was new.
 */
import type { WriteAccepted, WriteRefusal } from "@vyom/catalog/contract/schemas";
import type { Context, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { OutboxForm } from "../../metrics.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import {
  checkNewKeyCaptcha,
  checkNewKeyCaptchaForWrite,
  replayedCaptcha,
} from "../captcha/new-key-captcha.ts";
import {
  IDEMPOTENCY_HEADER,
  type IdempotentOutcome,
  parseIdempotencyKey,
} from "../idempotency/idempotency.ts";
import { formLimits, limitClient } from "../rate-limit/form-limits.ts";
import { rateLimitedResponse } from "../rate-limit/rate-limit-response.ts";
import {
  captchaRefused,
  keyReused,
  malformedKey,
  type WriteRefused,
  type WriteRefusedStatus,
} from "./write-refusals.ts";

/** The answer stored with an Idempotency-Key, and sent again for each repeat of it. */
export type StoredAnswer = WriteAccepted;

export type WriteOutcome<RefusedStatus extends WriteRefusedStatus = WriteRefusedStatus> =
  | IdempotentOutcome<StoredAnswer>
  | { kind: "captcha-replayed" }
  /** The store counted the client's budget itself and found it spent (write-booking.ts). */
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** The store refused before writing (an upload's body did not fit its rules). */
  | { kind: "refused"; refusal: WriteRefused<RefusedStatus> };

type RefusedStatusOf<Outcome> = Outcome extends { kind: "refused"; refusal: WriteRefused<infer S> }
  ? S
  : never;

type Json<Body, Status extends StatusCode> = Response & TypedResponse<Body, Status, "json">;

/**
 * What a write answers, typed as Hono types a `c.json` answer, so each route's answers are held
 * to its entry: the accepted body (a repeat of the key gets the stored answer rebuilt as this
 * body, `accepted` below), or a refusal of a status this write can give: the key (400, 422), the
 * captcha (403), the client's budget (429), the route's own check and its store's refusals.
 */
export type WriteAnswer<Accepted, RefusedStatus extends WriteRefusedStatus> =
  | Json<Accepted, 201>
  | Json<WriteRefusal, 400 | 403 | 422 | RefusedStatus>
  | ReturnType<typeof rateLimitedResponse>;

/** Each form's budget per client (form-limits.ts). */
export const writeBudgets = {
  booking: formLimits.booking,
  enquiry: formLimits.enquiries,
  upload: formLimits.uploads,
} as const satisfies Record<OutboxForm, unknown>;

export interface OutboxWrite<
  Accepted extends WriteAccepted,
  Outcome extends WriteOutcome,
  PrecheckStatus extends WriteRefusedStatus,
> {
  form: OutboxForm;
  /** The idempotency scope: a key is one submission within it. */
  scope: string;
  /** The solved captcha sent with this attempt (never stored, never hashed). */
  captcha: string | undefined;
  /** Count the client's budget here (the upload routes, which have no middleware before this). */
  countBudget?: boolean;
  /** A cheap check of the route's own, after the budget and before the captcha. */
  precheck?: () => WriteRefused<PrecheckStatus> | undefined;
  /** The store records the captcha's redemption itself, in its transaction (the booking). */
  storeRedeemsCaptcha?: boolean;
  /**
   * The 201's body as the route sends it (the booking adds its window token), built once here
   * rather than read back from the answer and built again.
   */
  accepted?: (answer: WriteAccepted) => Accepted;
  store(claim: {
    key: string | undefined;
    /** The captcha to redeem with the write (only with `storeRedeemsCaptcha`). */
    redemption: CaptchaRedemption | undefined;
  }): Promise<Outcome>;
}

export interface OutboxWriteResult<Answer, Outcome> {
  response: Answer;
  /** What the store did; undefined when the request was refused before it. */
  outcome: Outcome | undefined;
}

export async function outboxWrite<
  Outcome extends WriteOutcome,
  Accepted extends WriteAccepted = WriteAccepted,
  PrecheckStatus extends WriteRefusedStatus = never,
>(
  c: Context,
  deps: Pick<AppDeps, "db" | "clock" | "captcha" | "metrics">,
  write: OutboxWrite<Accepted, Outcome, PrecheckStatus>,
): Promise<
  OutboxWriteResult<WriteAnswer<Accepted, PrecheckStatus | RefusedStatusOf<Outcome>>, Outcome>
> {
  const refuse = (refused: WriteRefused<400 | 403 | PrecheckStatus>) => ({
    response: c.json(refused.body, refused.status),
    outcome: undefined,
  });
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if (key instanceof Error) return refuse(malformedKey(key.message));
  if (write.countBudget) {
    const limited = await limitClient(c, deps, writeBudgets[write.form]);
    if (limited) return { response: limited, outcome: undefined };
  }
  const early = write.precheck?.();
  if (early) return refuse(early);

  const captchaRequest = {
    scope: write.scope,
    key,
    captcha: write.captcha,
    remoteIp: clientAddress(c),
  };
  let redemption: CaptchaRedemption | undefined;
  if (write.storeRedeemsCaptcha) {
    const gate = await checkNewKeyCaptchaForWrite(deps, captchaRequest);
    if ("refusal" in gate) return refuse(captchaRefused(gate.refusal));
    redemption = gate.redemption;
  } else {
    const refusal = await checkNewKeyCaptcha(deps, captchaRequest);
    if (refusal) return refuse(captchaRefused(refusal));
  }

  const outcome = await write.store({ key, redemption });
  return { response: answer(c, deps, write, outcome), outcome };
}

function answer<Outcome extends WriteOutcome, Accepted extends WriteAccepted>(
  c: Context,
  deps: Pick<AppDeps, "metrics">,
  {
    form,
    accepted: acceptedBody,
  }: Pick<OutboxWrite<Accepted, Outcome, never>, "form" | "accepted">,
  outcome: Outcome,
): WriteAnswer<Accepted, RefusedStatusOf<Outcome>> {
  if (outcome.kind === "refused") {
    const { refusal } = outcome as Extract<Outcome, { kind: "refused" }>;
    return c.json(refusal.body, refusal.status as RefusedStatusOf<Outcome>);
  }
  if (outcome.kind === "rate-limited") return rateLimitedResponse(c, outcome.retryAfterSeconds);
  if (outcome.kind === "captcha-replayed") {
    const refused = captchaRefused(replayedCaptcha);
    return c.json(refused.body, refused.status);
  }
  deps.metrics.outboxWrite(form, outcome.kind);
  if (outcome.kind === "key-reused") return c.json(keyReused.body, keyReused.status);
  const body = accepted(outcome.body);
  // Without a route's own `accepted`, Accepted is WriteAccepted itself (its default). Hono
  // cannot work out the JSON of a type parameter; Accepted is strings only, which JSON keeps.
  const response = c.json(acceptedBody ? acceptedBody(body) : body, 201);
  return response as typeof response & Json<Accepted, 201>;
}

/**
 * The stored answer as sent. A booking stored before every write answered alike kept its id as
 * `bookingId` (with status 200): a repeat of its key gets the same booking under `id`.
 */
function accepted(stored: StoredAnswer | { bookingId?: unknown }): WriteAccepted {
  const id = "id" in stored ? stored.id : stored.bookingId;
  const reference = "reference" in stored ? stored.reference : undefined;
  return { status: "success", id: String(id), ...(reference ? { reference } : {}) };
}
