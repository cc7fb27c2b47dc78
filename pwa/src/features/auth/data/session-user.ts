import { brandIdField } from "@vyom/catalog/brand";
import { cartRelation, MY_SELF, readPersonDetails } from "@vyom/catalog/contract";
import { legacyRelation, mySelfRelation, withMySelfFirst } from "@/db/cart-members.ts";
import type { CartMember, SessionUser } from "@/db/records.ts";
import type { LegacyMember, ServerCartMember, ServerUser } from "./auth-api.ts";

/**
 * The user record the login and sign-up answers carry, in the client's session shape
 * (docs/product.md#data, user client state). Cart members: 'My Self' first, then the server cart's
 * members, then any legacy record the server listed but the cart does not hold yet (relation
 * 'Unknown').
 */
export function toSessionUser(user: ServerUser, legacyMembers: LegacyMember[] = []): SessionUser {
  // The account keeps the holder's date of birth and gender on the cart's 'My Self' record.
  const savedSelf = user.cart?.members.find((m) => m.relation === MY_SELF);
  const self: CartMember = {
    name: user.name,
    relation: mySelfRelation,
    mobileNumber: user.mobileNumber,
    [brandIdField]: user[brandIdField],
    ...(savedSelf ? readPersonDetails(savedSelf) : {}),
  };
  const fromCart = (user.cart?.members ?? []).map(toCartMember);
  const fromLegacy = legacyMembers.map(
    (m): CartMember => ({
      name: m.CustomerName,
      relation: legacyRelation,
      mobileNumber: m.MobileNumber || user.mobileNumber,
      [brandIdField]: m.CustomerID,
    }),
  );
  return {
    salutation: user.namePrefix,
    name: user.name,
    mobile: user.mobileNumber,
    email: user.email ?? "",
    [brandIdField]: user[brandIdField],
    cartId: user.cart?._id ?? "",
    // The API keeps the address sets inside the user record; there is no separate address id.
    addressId: "",
    location: user.location ?? "",
    pincode: user.pincode ?? "",
    userId: user._id,
    cartMembers: withMySelfFirst(self, [...fromCart, ...fromLegacy]),
    relationsDetails: [],
  };
}

function toCartMember(member: ServerCartMember): CartMember {
  const id = member[brandIdField];
  return {
    name: member.name,
    relation: cartRelation(member.relation),
    // A member with no mobile (a child, an elderly parent) stays without one.
    ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
    ...(id ? { [brandIdField]: id } : {}),
    ...readPersonDetails(member),
  };
}
