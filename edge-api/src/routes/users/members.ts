/**
 * The customer's own records beside the account: cart members (kept in their cart,
 * docs/product.md#data) and address sets (in the user row). 'My Self' is always built from the
 * account itself, first, whatever a client sent, so it can be neither removed nor renamed from
 * outside; only its date of birth (or age) and gender come from the request, as the account holds
 * none (the cart's 'My Self' record is where they are kept). Storing them is
 * services/members/members.ts.
 */

import type { PersonDetails } from "@vyom/catalog/contract";
import { MY_SELF } from "@vyom/catalog/contract";
import type { MemberInput } from "@vyom/catalog/contract/schemas";
import type { CartMember } from "../../db/schema.ts";
import type { CustomerIdentity } from "../../http/customer-session.ts";

/** Only the details given: a record without them stays without them (never `undefined` keys). */
function detailsOf(member: PersonDetails | undefined): PersonDetails {
  if (!member) return {};
  return {
    ...(member.birthDate !== undefined ? { birthDate: member.birthDate } : {}),
    ...(member.age !== undefined ? { age: member.age } : {}),
    ...(member.gender !== undefined ? { gender: member.gender } : {}),
  };
}

export function selfMember(customer: CustomerIdentity, details?: PersonDetails): CartMember {
  return {
    name: customer.name,
    relation: MY_SELF,
    mobileNumber: customer.mobileNumber,
    vyomId: customer.vyomId,
    ...detailsOf(details),
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
    selfMember(customer, requested[0]),
    ...requested.slice(1).map(
      (member): CartMember => ({
        name: member.name,
        relation: member.relation,
        ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
        ...(member.vyomId ? { vyomId: member.vyomId } : {}),
        ...detailsOf(member),
      }),
    ),
  ];
}
