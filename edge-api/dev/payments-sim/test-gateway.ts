/**
 * The built-in test gateway (docs/product.md#checkout-and-payment: the adapter outside
 * production when Razorpay is not configured; src/services/payments/create-payment-gateway.ts
 * loads it from here through src/development.ts, so the compiled server has none). Its payment
 * page is served by the API itself (test-gateway.routes.ts) and lets the person choose to pay or
 * to fail. Each
 * choice posts back a token the gateway signed when it drew the page: HMAC-SHA256 over the order,
 * the attempt, the outcome and the amount, with a key derived from SECRET_KEY and an expiry. So
 * a result cannot be forged or altered (e.g. a failure turned into a success, or one order's
 * success replayed for another) by anyone without the server's secret, exactly what a real
 * gateway's signed callback guarantees.
 */

import { createHmac, timingSafeEqual } from "node:crypto";
import { indiaDateTime } from "@vyom/catalog/contract";
import type { Clock } from "../../src/clock.ts";
import type {
  PaymentGateway,
  PaymentRequest,
  PaymentResult,
  RefundAnswer,
} from "../../src/services/payments/payment-gateway.ts";

export const TEST_GATEWAY_NAME = "test";
/** A drawn page's choices stay valid this long. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export type TestOutcome = "success" | "failure";

interface TokenPayload {
  o: string;
  a: string;
  s: TestOutcome;
  amt: number;
  exp: number;
}

export interface TestGateway extends PaymentGateway {
  readonly name: typeof TEST_GATEWAY_NAME;
  /** The signed value each button of the payment page posts back. */
  resultTokens(
    request: Pick<PaymentRequest, "orderId" | "attemptId" | "amount">,
  ): Record<TestOutcome, string>;
}

export function testGatewayPagePath(orderId: string): string {
  return `/api/payments/test-gateway/${encodeURIComponent(orderId)}`;
}

/** "YYYY-MM-DD HH:mm:ss" in India time, as Indian gateways print it. */
const istStamp = indiaDateTime;

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.o === "string" &&
    typeof p.a === "string" &&
    (p.s === "success" || p.s === "failure") &&
    typeof p.amt === "number" &&
    typeof p.exp === "number"
  );
}

export function createTestGateway({
  secretKey,
  clock,
}: {
  secretKey: string;
  clock: Clock;
}): TestGateway {
  // A key of its own: a token of this gateway is worth nothing anywhere else SECRET_KEY is used.
  const key = createHmac("sha256", secretKey).update("vyom:test-gateway:v1").digest();
  const sign = (body: string) => createHmac("sha256", key).update(body).digest("base64url");

  const token = (payload: TokenPayload) => {
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${body}.${sign(body)}`;
  };

  const readToken = (value: string | undefined): TokenPayload | undefined => {
    if (!value || value.length > 1_000) return undefined;
    const [body, signature, ...rest] = value.split(".");
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      return isPayload(payload) ? payload : undefined;
    } catch {
      return undefined;
    }
  };

  // Refunds by idempotency key, as a real gateway keeps them: asking again answers the same one.
  const refunds = new Map<string, RefundAnswer>();

  return {
    name: TEST_GATEWAY_NAME,
    async startPayment(request) {
      return { redirectUrl: testGatewayPagePath(request.orderId) };
    },
    resultTokens({ orderId, attemptId, amount }) {
      const exp = clock().getTime() + TOKEN_TTL_MS;
      return {
        success: token({ o: orderId, a: attemptId, s: "success", amt: amount, exp }),
        failure: token({ o: orderId, a: attemptId, s: "failure", amt: amount, exp }),
      };
    },
    async verifyResult({ orderId, fields }): Promise<PaymentResult | undefined> {
      const payload = readToken(fields.token);
      const now = clock();
      if (!payload || payload.o !== orderId || payload.exp <= now.getTime()) return undefined;
      const paid = payload.s === "success";
      return {
        orderId,
        attemptId: payload.a,
        paid,
        amount: payload.amt,
        response: {
          gateway: "vyom-test-gateway",
          txnid: payload.a,
          orderId,
          mode: "TEST",
          amount: payload.amt.toFixed(2),
          net_amount_debit: paid ? payload.amt.toFixed(2) : "0.00",
          addedon: istStamp(now),
          status: paid ? "success" : "failure",
          unmappedstatus: paid ? "captured" : "failed",
          error: paid ? "E000" : "E308",
          error_Message: paid ? "No Error" : "Payment declined at the test gateway",
        },
      };
    },
    paymentIdOf(response) {
      return typeof response.txnid === "string" ? response.txnid : undefined;
    },
    async refund({ idempotencyKey, amount }) {
      // No money moved, so the test gateway's refund is processed at once (no webhook to wait for).
      const made = refunds.get(idempotencyKey) ?? {
        refundId: `test_rfnd_${createHmac("sha256", key).update(idempotencyKey).digest("hex").slice(0, 16)}`,
        amount,
        status: "processed" as const,
      };
      refunds.set(idempotencyKey, made);
      return made;
    },
  };
}
