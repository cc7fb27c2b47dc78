/**
 * `POST /api/orders` and its answers. Lines name WHAT is ordered (corpId and kind), never its
 * price: the server prices every line from the catalogue for `location`, and zod drops any price
 * a client adds.
 */
import { z } from "zod";
import * as zm from "zod/mini";
import { locationIds } from "../../location-ids.ts";
import { addressKinds, MAX_MEMBERS } from "../members.ts";
import { AddressSetRecord } from "./auth.ts";
import { Members, OrderAddressSchema } from "./members.ts";
import { text } from "./text.ts";

/** The collection windows offered, India time. */
export const timeSlots = [
  "07:00-09:00",
  "09:00-11:00",
  "11:00-13:00",
  "13:00-15:00",
  "15:00-17:00",
  "17:00-19:00",
] as const;

export const OrderLineRequest = z.object({
  corpId: text().trim().min(1).max(32),
  kind: z.enum(["test", "healthPackage"]),
  memberIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_MEMBERS - 1)
    .default(0),
});

export const AppointmentRequest = z.object({
  place: z.enum(["home", "centre"]),
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD"),
  timeSlot: z.enum(timeSlots),
  /**
   * Home collection of a fasting test with a post-meal one: the second window, for the post-meal
   * sample (docs/product.md#collection-windows).
   */
  postMealTimeSlot: z.enum(timeSlots).optional(),
});

export const OrderRequest = z
  .object({
    lines: z.array(OrderLineRequest).min(1).max(60),
    location: z.enum(locationIds),
    members: Members,
    /** Required for home collection; ignored for a visit to the centre. */
    address: OrderAddressSchema.nullish(),
    appointment: AppointmentRequest,
    /** Online (the payment gateway), or cash or UPI to the technician at collection. */
    payment: z.enum(["online", "at-collection"]).default("online"),
  })
  .superRefine((order, ctx) => {
    const seen = new Set<string>();
    order.lines.forEach((line, index) => {
      const key = `${line.kind}:${line.corpId}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: ["lines", index], message: "line is repeated" });
      }
      seen.add(key);
      if (line.memberIndex >= order.members.length) {
        ctx.addIssue({
          code: "custom",
          path: ["lines", index, "memberIndex"],
          message: "no such member",
        });
      }
    });
    if (order.appointment.place === "home" && !order.address) {
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: "home collection needs an address",
      });
    }
  });

export type OrderRequest = z.infer<typeof OrderRequest>;

// ---- Answers ----

export const orderStatuses = [
  "payment-pending",
  "payment-failed",
  "paid",
  "pay-at-collection",
] as const;

/** Where the customer goes next for an order: the gateway's page, or its confirmation. */
export const PaymentStepAnswer = z.object({
  orderId: z.string(),
  amount: z.number(),
  status: z.enum(orderStatuses),
  redirectUrl: z.string().nullable(),
});

/** The order as the confirmation and retry screens show it. */
export const OrderAnswer = z.object({
  order: z.object({
    orderId: z.string(),
    status: z.enum(orderStatuses),
    paid: z.boolean(),
    amount: z.number(),
    location: z.string(),
    lines: z.array(
      z.object({
        kind: z.enum(["test", "healthPackage"]),
        corpId: z.string(),
        name: z.string(),
        price: z.number(),
        memberName: z.string(),
      }),
    ),
    appointment: z.object({
      place: z.enum(["home", "centre"]),
      date: z.string(),
      timeSlot: z.string(),
      postMealTimeSlot: z.string().optional(),
    }),
    address: AddressSetRecord.extend({ kind: z.enum(addressKinds) }).nullable(),
    createdAt: z.string(),
  }),
});

/** A line the order's location does not offer (422 `not-offered`). */
export const NotOfferedAnswer = z.object({
  error: z.literal("not-offered"),
  message: z.string(),
  location: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(["test", "healthPackage"]),
      corpId: z.string(),
      name: z.string().nullable(),
    }),
  ),
});

/**
 * 409 `window-full`: the chosen window filled while the customer was deciding; nothing was
 * booked. `alternatives` are the next windows with places, to pick from.
 */
export const WindowFullAnswer = zm.object({
  error: zm.literal("window-full"),
  message: zm.string(),
  alternatives: zm.array(
    zm.object({
      day: zm.string(),
      startsAt: zm.string(),
      endsAt: zm.string(),
      placesLeft: zm.number(),
      suitsFasting: zm.boolean(),
    }),
  ),
});
export type WindowFullAnswer = zm.infer<typeof WindowFullAnswer>;

/** The payment gateway's checkout answer (`POST /api/payments/razorpay/verify`). */
export const PaymentVerifyAnswer = z.union([
  z.object({ status: z.enum(["paid", "payment-failed"]), redirectUrl: z.string() }),
  z.object({ status: z.literal("payment-pending") }),
]);
