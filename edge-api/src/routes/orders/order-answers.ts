/**
 * What the checkout routes (orders.routes.ts) answer about a placed order: the order as the
 * confirmation and retry screens show it, and where the customer goes next to pay (or, for an
 * order paid at collection awaiting its confirmation, to confirm it).
 */
import type { Context } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { CustomerVariables } from "../../http/customer-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { describeError } from "../../logger.ts";
import { PaymentGatewayUnavailable } from "../../services/payments/payment-gateway.ts";
import {
  confirmationPath,
  type OrderRow,
  paymentStep,
} from "../../services/payments/payments.service.ts";

type CustomerContext = Context<{ Variables: CustomerVariables }>;

/**
 * The order as the confirmation and retry screens show it; `heldUntil`, while it awaits its
 * confirmation, is when its place stops being held.
 */
export function toOrderResponse(order: OrderRow, heldUntil?: Date) {
  return {
    orderId: order.orderId,
    reference: order.reference,
    status: order.status,
    paid: order.status === "paid",
    amount: order.amount,
    location: order.location,
    lines: order.lines.map((line) => ({
      kind: line.kind,
      corpId: line.corpId,
      name: line.name,
      price: line.price,
      memberName: order.members[line.memberIndex]?.name ?? "",
    })),
    appointment: order.appointment,
    address: order.address,
    createdAt: order.createdAt.toISOString(),
    ...(heldUntil ? { heldUntil: heldUntil.toISOString() } : {}),
  };
}

/** Answers where the customer goes next for the order (the gateway, or its confirmation). */
export async function nextStep<Status extends 200 | 201>(
  deps: AppDeps,
  c: CustomerContext,
  order: OrderRow,
  status: Status,
) {
  if (order.status === "awaiting-confirmation") {
    // Nothing to pay: the confirmation page shows what is held, and the customer confirms it.
    const redirectUrl = confirmationPath(order.orderId);
    return c.json(
      {
        orderId: order.orderId,
        reference: order.reference,
        amount: order.amount,
        status: order.status,
        redirectUrl,
      },
      status,
    );
  }
  let step: Awaited<ReturnType<typeof paymentStep>>;
  try {
    step = await paymentStep(deps.db, deps.payments, order, c.get("customer"));
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailable)) throw error;
    // The order stands; a retry (same Idempotency-Key, or its payments route) asks again.
    requestLogger(c, deps.logger).warn("payments.gateway-unavailable", describeError(error));
    return c.json({ error: "payment-gateway-unavailable" as const, orderId: order.orderId }, 503);
  }
  return c.json(
    {
      orderId: order.orderId,
      reference: order.reference,
      amount: order.amount,
      status: step.status,
      redirectUrl: step.redirectUrl,
    },
    status,
  );
}
