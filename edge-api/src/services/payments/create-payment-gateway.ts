/**
 * Chooses the payment adapter, and is the only place that can: Razorpay when its keys are set
 * (env.ts requires them with NODE_ENV=production), otherwise the built-in test gateway, which lets
 * whoever holds the page choose "paid" and so exists only outside production: no variable turns
 * it on in production, and only the sources have it (edge-api/dev/payments-sim/, loaded through
 * development.ts: the compiled server refuses to start without Razorpay, naming RAZORPAY_KEY_ID).
 */
import type { Clock } from "../../clock.ts";
import { configurationError, type Env } from "../../env.ts";
import { createTestGateway } from "../../simulators.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { createRazorpayGateway } from "./razorpay-gateway.ts";

export const TEST_GATEWAY_IN_PRODUCTION =
  "NODE_ENV=production needs Razorpay (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET); the built-in test gateway is for development only (anyone could mark an order paid)";

export async function createPaymentGateway(deps: {
  env: Env;
  clock: Clock;
}): Promise<PaymentGateway> {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = deps.env;
  if (RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET && RAZORPAY_WEBHOOK_SECRET) {
    return createRazorpayGateway({
      apiUrl: deps.env.RAZORPAY_API_URL,
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    });
  }
  if (deps.env.NODE_ENV === "production") {
    throw configurationError([["payment adapter", TEST_GATEWAY_IN_PRODUCTION]]);
  }
  return createTestGateway({ secretKey: deps.env.SECRET_KEY, clock: deps.clock });
}
