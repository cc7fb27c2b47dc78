/**
 * A scan's booking SMS (docs/product.md#scan-booking): queued in the transaction that books the
 * slot's place (paid at the centre: the placing one, scan-slot.ts; paid online: the payment's,
 * order-visits.ts), so the notice exists exactly when the booking does. It goes through the visit
 * notices' sender (services/collection-visits/visit-notices.ts), with their retries and their SMS
 * budgets (the number's day, the global day). One per order: the unique index on
 * (order_id, kind) turns a replayed order, a second payment webhook or a resend job's repeat
 * into nothing.
 */
import { centres, imagingById } from "@vyom/catalog";
import { scanPreparationSms } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { orders, transactions, visitNotices } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { shortDate } from "../collection-visits/visit-notices.ts";
import { centreSmsName } from "../sms/scan-messages.ts";

/** Queues the order's scan booking SMS, once; an order without a scan queues nothing. */
export async function queueScanConfirmed(
  tx: Transaction,
  orderId: string,
  now: Date,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  const scan = order?.lines.find((line) => line.kind === "scan");
  const item = scan && imagingById(scan.corpId);
  const centre = centres.find((each) => each.id === order?.appointment.centreId);
  if (!order || !item || !centre) return;
  // To the account holder's number, the order's payer, as every visit SMS (order-visits.ts).
  const [payer] = await tx
    .select({ mobileNumber: transactions.mobileNumber })
    .from(transactions)
    .where(eq(transactions.orderId, order.orderId));
  if (!payer) throw new Error(`order ${order.orderId} has no transaction`);
  await tx
    .insert(visitNotices)
    .values({
      orderId: order.id,
      mobileNumber: payer.mobileNumber,
      kind: "scan-confirmed",
      language: order.language,
      variables: {
        REF: order.reference,
        CENTRE: centreSmsName(centre.name),
        DATE: shortDate(order.appointment.date),
        SLOT: order.appointment.timeSlot,
        PREP: scanPreparationSms[item.category],
      },
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}
