/**
 * `POST /api/payments/razorpay/webhook`: Razorpay's events, server to server, no session. app.ts
 * lets this one path past the cross-site, Origin and JSON-only guards (payments.routes.ts
 * gatewayCallbackPaths); the body limit still applies. What makes it safe instead:
 *
 * - Authentic only when `X-Razorpay-Signature` is the HMAC-SHA256 of the RAW body with
 *   RAZORPAY_WEBHOOK_SECRET, compared in constant time; anything else is 401 and read no further.
 * - Each event acts once: its `X-Razorpay-Event-Id` is recorded (razorpay_webhook_events) before
 *   it acts, so Razorpay's retries and replays are acknowledged and ignored. If acting fails (Razorpay
 *   unreachable), the record is removed and the answer is 503, so Razorpay's retry acts later.
 * - `refund.processed` / `refund.failed` settle our refund of that id (services/payments/refunds.ts),
 *   found by Razorpay's refund id or the `refund_id` note we sent, once: a started refund moves on
 *   and never back.
 * - Late and out-of-order events: a payment event is not taken at its word; the payment's current
 *   state is fetched from Razorpay and settled (settlePayment), which never un-pays an order, so a
 *   `payment.failed` after `payment.captured` changes nothing.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { RazorpayEventId, RazorpayWebhookEvent } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { describeError } from "../../logger.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { settlePayment } from "../../services/payments/payments.service.ts";
import type { RazorpayGateway } from "../../services/payments/razorpay-gateway.ts";
import {
  forgetWebhookEvent,
  recordWebhookEvent,
} from "../../services/payments/razorpay-webhook-events.ts";
import { applyRefundStatus } from "../../services/payments/refunds.ts";

/** Razorpay's payloads nest about six levels (payload.payment.entity.acquirer_data.…). */
const MAX_DEPTH = 12;

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_DEPTH) break;
    if (typeof node === "object" && node !== null) {
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

function readEvent(raw: Uint8Array) {
  try {
    const body: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
    return depthOf(body) > MAX_DEPTH ? undefined : RazorpayWebhookEvent.safeParse(body).data;
  } catch {
    return undefined;
  }
}

const PAYMENT_EVENTS = new Set([
  // An authorized payment is captured by the adapter (services/payments/razorpay-gateway.ts).
  "payment.authorized",
  "payment.captured",
  "payment.failed",
  "refund.processed",
  "refund.failed",
]);

export function razorpayWebhook(deps: AppDeps, gateway: RazorpayGateway) {
  const { db, clock, logger } = deps;
  // The entry describes the body without a validator: the signature covers the raw bytes.
  return new Hono().post(
    "/",
    ...route(ApiRoutes["POST /api/payments/razorpay/webhook"]),
    async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const signature = c.req.header("x-razorpay-signature") ?? "";
      if (!gateway.isAuthenticWebhook(raw, signature)) {
        requestLogger(c, logger).warn("payments.webhook-refused", { reason: "signature" });
        return c.json({ error: "invalid-signature" as const }, 401);
      }
      const eventId = RazorpayEventId.safeParse(c.req.header("x-razorpay-event-id"));
      const parsed = readEvent(raw);
      if (!eventId.success || !parsed) return c.json({ error: "invalid-request" as const }, 400);
      const { event, payload } = parsed;

      const fresh = await recordWebhookEvent(db, {
        eventId: eventId.data,
        event,
        receivedAt: clock(),
      });
      if (!fresh) return c.json({ status: "duplicate" as const }, 200);

      const paymentId = payload.payment?.entity.id;
      if (!PAYMENT_EVENTS.has(event) || !paymentId)
        return c.json({ status: "ignored" as const }, 200);
      try {
        const refund = payload.refund?.entity;
        if ((event === "refund.processed" || event === "refund.failed") && refund) {
          const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
          await applyRefundStatus(db, {
            refundId: notes.refund_id,
            gatewayRefundId: refund.id,
            status: event === "refund.processed" ? "processed" : "failed",
            now: clock(),
          });
        }
        const state = await gateway.paymentState(paymentId);
        if (!state || "pending" in state) return c.json({ status: "ignored" as const }, 200);
        const settled = await settlePayment(db, state, clock());
        // A paid order's visit was confirmed: its SMS leaves now (services/orders/order-visits.ts).
        if (settled.kind === "paid") void drainVisitNotices(requestDeps(c, deps));
        requestLogger(c, logger).info("payments.webhook", { event, outcome: settled.kind });
        return c.json({ status: "processed" as const }, 200);
      } catch (error) {
        await forgetWebhookEvent(db, eventId.data);
        requestLogger(c, logger).warn("payments.webhook-failed", describeError(error));
        return c.json({ error: "try-again" as const }, 503);
      }
    },
  );
}
