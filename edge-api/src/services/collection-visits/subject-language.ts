/**
 * The language of a visit's SMS: its booking's or its order's (as the form or the checkout sent
 * it), read when a notice is queued and kept on the notice (visit-notices.ts). English when the
 * row is gone or the subject is neither.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { bookings, orders } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderIdOfSubject } from "./visit-subjects.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function languageOfSubject(
  tx: Transaction,
  subject: string,
): Promise<MessageLanguage> {
  const orderId = orderIdOfSubject(subject);
  if (orderId) {
    const [order] = await tx
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    return order?.language ?? "en";
  }
  const bookingId = subject.startsWith("booking:") ? subject.slice("booking:".length) : "";
  if (!UUID.test(bookingId)) return "en";
  const [booking] = await tx
    .select({ language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking?.language ?? "en";
}
