/**
 * `POST /api/orders` and its answers. Lines name WHAT is ordered (corpId and kind), never its
 * price: the server prices every line from the catalogue for the city of the place the sample is
 * taken (the address's service area, or the centre), which `location` must name; zod drops any
 * price a client adds.
 */
import { z } from "zod";
import { locationIds } from "../../location-ids.ts";
import { sampleCentreById } from "../../lookup/centres.ts";
import { imagingById } from "../../lookup/imaging.ts";
import { appointmentPlaces, timeSlots } from "../appointments.ts";
import { MAX_MEMBERS } from "../members.ts";
import { ORDER_ID_PATTERN } from "../order-id.ts";
import { scanCentreById, scanSlotMessages } from "../scan-slots.ts";
import { MessageLanguageField } from "./language.ts";
import { membersSchema, OrderAddressSchema, type Today } from "./members.ts";
import { text } from "./text.ts";

export { timeSlots };

export const OrderLineRequest = z.object({
  corpId: text().trim().min(1).max(32),
  /** A scan's corpId is its imaging id (catalog/src/data/imaging/), booked alone at a centre. */
  kind: z.enum(["test", "healthPackage", "scan"]),
  memberIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_MEMBERS - 1)
    .default(0),
});

export const AppointmentRequest = z.object({
  place: z.enum(appointmentPlaces),
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD"),
  timeSlot: z.enum(timeSlots),
  /**
   * Home collection of a fasting test with a post-meal one: the second window, for the post-meal
   * sample (docs/product.md#collection-windows).
   */
  postMealTimeSlot: z.enum(timeSlots).optional(),
  /** A visit to the centre: which one (catalog/src/lookup/centres.ts), whose city prices it. */
  centreId: text().max(64).optional(),
});

/**
 * Built with the API's clock (orders.routes.ts), so a member's date of birth in the future is
 * refused by the day the API keeps; `OrderRequest` (no clock) types and documents the request.
 */
export const orderRequestSchema = (today: Today) =>
  z
    .object({
      lines: z.array(OrderLineRequest).min(1).max(60),
      location: z.enum(locationIds),
      members: membersSchema(today),
      /** Required for home collection; ignored for a visit to the centre. */
      address: OrderAddressSchema.nullish(),
      appointment: AppointmentRequest,
      /**
       * Online (the payment gateway), or cash or UPI at collection: to the technician at home, at
       * the desk of the centre visited.
       */
      payment: z.enum(["online", "at-collection"]).default("online"),
      /** The language of the order's SMS (../languages.ts); English when left out. */
      language: MessageLanguageField,
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
      if (
        order.appointment.place === "centre" &&
        !sampleCentreById(order.appointment.centreId ?? "")
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["appointment", "centreId"],
          message: "a visit to the centre names one of our centres",
        });
      }
      const scans = order.lines.filter((line) => line.kind === "scan");
      if (scans.length > 0) {
        const [scan] = scans;
        if (order.lines.length > 1) {
          ctx.addIssue({ code: "custom", path: ["lines"], message: scanSlotMessages.oneScan });
        }
        const item = scan && /^\d{1,2}$/.test(scan.corpId) ? imagingById(scan.corpId) : undefined;
        if (order.appointment.place !== "centre") {
          ctx.addIssue({
            code: "custom",
            path: ["appointment", "place"],
            message: "a scan is done at a centre",
          });
        } else if (item && !scanCentreById(order.appointment.centreId ?? "", item.category)) {
          ctx.addIssue({
            code: "custom",
            path: ["appointment", "centreId"],
            message: scanSlotMessages.notAtCentre,
          });
        }
      }
    });

export const OrderRequest = orderRequestSchema(undefined);
export type OrderRequest = z.infer<typeof OrderRequest>;

/** The `:orderId` of the customer's order routes. */
export const OrderIdParam = z.object({
  orderId: text().regex(ORDER_ID_PATTERN, "not an order id"),
});

// ---- Answers ----
// In orders.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./orders.answers.ts";
