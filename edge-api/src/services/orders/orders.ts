/**
 * Placing an order (docs/product.md#checkout-and-payment): inside the caller's transaction (the
 * one that also holds the idempotency record, routes/orders/orders.routes.ts), the order, its
 * unpaid transaction (the admin screen's row) and, paid online, the first payment attempt; the
 * members and the address set are saved with the user in the same transaction. An order paid at
 * collection is placed unconfirmed when it holds a place (order-confirmation.ts).
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import {
  type CartMember,
  type OrderAddress,
  type OrderAppointment,
  type OrderLine,
  orders,
  transactions,
} from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { CustomerIdentity } from "../../http/customer-session.ts";
import { saveAddressSet, saveMembers } from "../members/members.ts";
import { generateOrderId } from "../payments/order-id.ts";
import { insertAttempt, type OrderRow } from "../payments/payments.service.ts";
import { withFreshReference } from "../references/new-reference.ts";

export interface NewOrder {
  customer: CustomerIdentity;
  idempotencyKey: string;
  location: string;
  lines: OrderLine[];
  amount: number;
  members: CartMember[];
  appointment: OrderAppointment;
  /** Where the sample is collected; null for a visit to the centre. */
  address: OrderAddress | null;
  /** Online (through `gateway`), or cash or UPI to the technician at collection. */
  payment: "online" | "at-collection";
  /** The language of the order's SMS; English when none. */
  language?: MessageLanguage;
  /** The payment gateway's name, recorded on the first attempt. */
  gateway: string;
  /** Draws the order's reference (AppDeps.newReference). */
  newReference: () => string;
}

/**
 * A home collection paid at collection holds its place until the customer confirms it
 * (order-confirmation.ts); a visit to the centre holds no place and is confirmed at once.
 */
const atCollectionStatus = (order: NewOrder) =>
  order.appointment.place === "home"
    ? ("awaiting-confirmation" as const)
    : ("pay-at-collection" as const);

async function insertOrder(
  tx: Transaction,
  values: Omit<typeof orders.$inferInsert, "orderId" | "reference">,
  now: Date,
  newReference: () => string,
): Promise<OrderRow> {
  // The id's six random characters rarely clash; a clash is simply drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    // A taken reference fails the insert (the registry's trigger cannot skip it): a savepoint
    // keeps the order's transaction alive for the next draw.
    const [order] = await withFreshReference(newReference, (reference) =>
      tx.transaction((savepoint) =>
        savepoint
          .insert(orders)
          .values({ ...values, orderId: generateOrderId(now), reference })
          .onConflictDoNothing({ target: orders.orderId })
          .returning(),
      ),
    );
    if (order) return order;
  }
  throw new Error("could not find a free order id");
}

export async function placeOrder(tx: Transaction, order: NewOrder, now: Date): Promise<OrderRow> {
  const { customer, address } = order;
  const placed = await insertOrder(
    tx,
    {
      userId: customer.userId,
      idempotencyKey: order.idempotencyKey,
      location: order.location,
      lines: order.lines,
      members: order.members,
      amount: order.amount,
      appointment: order.appointment,
      address,
      ...(order.language ? { language: order.language } : {}),
      ...(order.payment === "at-collection" ? { status: atCollectionStatus(order) } : {}),
      createdAt: now,
      updatedAt: now,
    },
    now,
    order.newReference,
  );
  await tx.insert(transactions).values({
    orderId: placed.orderId,
    userId: customer.userId,
    name: customer.name,
    mobileNumber: customer.mobileNumber,
    products: order.lines.map((line) => ({ name: line.name, price: line.price })),
    amount: order.amount,
    paymentStatus: false,
    responseLog: "{}",
    createdAt: now,
    updatedAt: now,
  });
  if (order.payment === "online") {
    const attempt = await insertAttempt(tx, placed, order.gateway, now);
    if (attempt === "too-many") throw new Error("a new order cannot have attempts");
  }
  await saveMembers(tx, customer, order.members, now);
  if (address) {
    const { kind, ...set } = address;
    await saveAddressSet(tx, customer.userId, kind, set);
  }
  return placed;
}
