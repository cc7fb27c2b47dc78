import type { Location } from "@vyom/catalog";
import { readPersonDetails } from "@vyom/catalog/contract";
import type { CartMember, CartRecord } from "@/db/records.ts";
import type { AddressDraft, AddressKind } from "./checkout.rules.ts";
import type { MemberPayload, OrderRequest, PaymentChoice } from "./checkout-api.ts";

/** A cart line checkout can book, keyed `kind:corpId`. */
export interface CheckoutLine {
  key: string;
  kind: "test" | "healthPackage";
  corpId: string;
  name: string;
  price: number;
}

export function bookableLines(cart: CartRecord): { lines: CheckoutLine[]; excluded: string[] } {
  const lines: CheckoutLine[] = [];
  const excluded: string[] = [];
  for (const line of cart.tests) {
    if (!line.available) excluded.push(line.testName);
    else
      lines.push({
        key: `test:${line.corpId}`,
        kind: "test",
        corpId: line.corpId,
        name: line.testName,
        price: line.testPrice,
      });
  }
  for (const line of cart.healthPackages) {
    if (!line.available) excluded.push(line.healthPackageName);
    else
      lines.push({
        key: `healthPackage:${line.corpId}`,
        kind: "healthPackage",
        corpId: line.corpId,
        name: line.healthPackageName,
        price: line.healthPackagePrice,
      });
  }
  return { lines, excluded };
}

/**
 * A member as the API takes it: the mobile number when the member has one (a child or an elderly
 * parent often has none), and the date of birth (or age) and gender the lab needs when the member
 * has them (only valid ones are kept).
 */
export function toMemberPayload(member: CartMember): MemberPayload {
  const { name, relation, mobileNumber, vyomId } = member;
  return {
    name,
    relation,
    ...(mobileNumber ? { mobileNumber } : {}),
    ...(vyomId ? { vyomId } : {}),
    ...readPersonDetails(member),
  };
}

/**
 * The order as the API takes it: WHAT and for whom, never a price (the server prices it), and
 * the city whose prices were shown (`location`), which must be the city of the address or centre.
 * A centre visit sends no address, and names the centre.
 */
export function orderRequest(input: {
  lines: readonly CheckoutLine[];
  assignments: Readonly<Record<string, number>>;
  location: Location;
  members: readonly CartMember[];
  addressKind: AddressKind;
  address: AddressDraft;
  /** checkout.rules.ts checkedAppointment's. */
  appointment: OrderRequest["appointment"];
  payment: PaymentChoice;
}): OrderRequest {
  const trim = (value: string) => value.trim();
  return {
    payment: input.payment,
    lines: input.lines.map((line) => ({
      corpId: line.corpId,
      kind: line.kind,
      memberIndex: input.assignments[line.key] ?? 0,
    })),
    location: input.location,
    members: input.members.map(toMemberPayload),
    address:
      input.appointment.place === "home"
        ? {
            kind: input.addressKind,
            houseOrFlatNum: trim(input.address.houseOrFlatNum),
            area: trim(input.address.area),
            landmark: trim(input.address.landmark),
            pincode: input.address.pincode,
            contactPerson: trim(input.address.contactPerson),
            secondaryContactPerson: trim(input.address.secondaryContactPerson),
          }
        : null,
    appointment: {
      place: input.appointment.place,
      date: input.appointment.date,
      timeSlot: input.appointment.timeSlot,
      // The post-meal sample's window, for a home collection that needs one.
      ...(input.appointment.place === "home" && input.appointment.postMealTimeSlot
        ? { postMealTimeSlot: input.appointment.postMealTimeSlot }
        : {}),
      // The centre visited, whose city prices a centre visit.
      ...(input.appointment.place === "centre" ? { centreId: input.appointment.centreId } : {}),
    },
  };
}
