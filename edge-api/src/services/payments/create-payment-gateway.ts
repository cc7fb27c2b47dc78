/**
 * Chooses the payment adapter, and is the only place that can: the built-in test gateway lets
 * whoever holds the page choose "paid", so it exists only outside production. With
 * NODE_ENV=production the server refuses to start until a real gateway adapter is configured
 * (none exists yet), whatever else is set: no variable turns the test gateway on in production.
 */
import type { Clock } from "../../deps.ts";
import { configurationError, type Env } from "../../env.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { createTestGateway } from "./test-gateway.ts";

export const TEST_GATEWAY_IN_PRODUCTION =
  "NODE_ENV=production needs a real payment gateway adapter and none is configured; the built-in test gateway is for development only (anyone could mark an order paid)";

export function createPaymentGateway(deps: { env: Env; clock: Clock }): PaymentGateway {
  if (deps.env.NODE_ENV === "production") {
    throw configurationError([["payment adapter", TEST_GATEWAY_IN_PRODUCTION]]);
  }
  return createTestGateway({ secretKey: deps.env.SECRET_KEY, clock: deps.clock });
}
