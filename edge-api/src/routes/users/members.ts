/**
 * The customer's own records beside the account: cart members (kept in their cart,
 * docs/product.md#data) and address sets (in the user row). 'My Self' is always built from the
 * account itself, first, whatever a client sent, so it can be neither removed nor renamed from
 * outside. Storing them is services/members/members.ts.
 */
import type { CartMember } from "../../db/schema.ts";
import type { CustomerIdentity } from "../../http/customer-session.ts";
import { type MemberInput, MY_SELF } from "./members.schema.ts";

export function selfMember(customer: CustomerIdentity): CartMember {
  return {
    name: customer.name,
    relation: MY_SELF,
    mobileNumber: customer.mobileNumber,
    vyomId: customer.vyomId,
  };
}

/**
 * A validated member list (Members: 'My Self' first and only first, no repeats) with 'My Self'
 * taken from the account; indexes are kept, since order lines point at members by index.
 */
export function membersWithSelf(
  customer: CustomerIdentity,
  requested: readonly MemberInput[],
): CartMember[] {
  return [
    selfMember(customer),
    ...requested.slice(1).map(
      (member): CartMember => ({
        name: member.name,
        relation: member.relation,
        ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
        ...(member.vyomId ? { vyomId: member.vyomId } : {}),
      }),
    ),
  ];
}
