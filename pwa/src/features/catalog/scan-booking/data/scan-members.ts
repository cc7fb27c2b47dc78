/**
 * Whom a scan can be for: the account holder ('My Self', first) and their saved members, as
 * checkout lists them (pwa/src/db/cart-members.ts). The order saves the whole list with the
 * account, so every member is sent, and the scan's line names the patient by index.
 */
import { cartRelation, readPersonDetails } from "@vyom/catalog/contract";
import { mySelfRelation, withMySelfFirst } from "@/db/cart-members.ts";
import type { CartMember, SessionUser } from "@/db/records.ts";
import type { Customer } from "./scan-booking-api.ts";

export function scanMembers(user: SessionUser, customer: Customer): CartMember[] {
  const saved = (customer.cart?.members ?? []).map(
    (member): CartMember => ({
      name: member.name,
      relation: cartRelation(member.relation),
      ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
      ...(member.vyomId ? { vyomId: member.vyomId } : {}),
      ...readPersonDetails(member),
    }),
  );
  const selfDetails = [...saved, ...user.cartMembers].find(
    (member) => member.relation === mySelfRelation && readPersonDetails(member).gender,
  );
  const self: CartMember = {
    name: user.name,
    relation: mySelfRelation,
    mobileNumber: user.mobile,
    vyomId: user.vyomId,
    ...(selfDetails ? readPersonDetails(selfDetails) : {}),
  };
  return withMySelfFirst(self, [...saved, ...user.cartMembers]);
}
