/**
 * Cart members and address sets as the checkout sends them (docs/product.md#data), and the
 * answers of `GET /api/users/me` and `PUT /api/users/:vyomId/members`.
 */
import { z } from "zod";
import { brandIdField } from "../../brand.ts";
import {
  addressKinds,
  LEGACY_RELATION,
  MAX_MEMBERS,
  MY_SELF,
  memberRelations,
} from "../members.ts";
import { addressPincode, memberName } from "./account.ts";
import { MobileNumber } from "./auth.ts";
import { text } from "./text.ts";

/** The checkout form's member name check (../account.rules.ts). */
const Name = memberName;

/**
 * A member after 'My Self'. A chosen relation needs a valid mobile number; a legacy record keeps
 * what the legacy database had. The client's 'My Self' is never trusted: the server builds it.
 */
export const Member = z.discriminatedUnion("relation", [
  z.object({
    name: Name,
    relation: z.enum(memberRelations),
    mobileNumber: MobileNumber,
    vyomId: text().trim().max(64).optional(),
  }),
  z.object({
    // Legacy names come from another system: only sanity limits.
    name: text().trim().min(1).max(100),
    relation: z.literal(LEGACY_RELATION),
    mobileNumber: text().trim().max(15).optional(),
    vyomId: text().trim().max(64).optional(),
  }),
  z.object({
    name: text().trim().max(100),
    relation: z.literal(MY_SELF),
    mobileNumber: text().trim().max(15).optional(),
    vyomId: text().trim().max(64).optional(),
  }),
]);
export type MemberInput = z.infer<typeof Member>;

/**
 * The member list: 'My Self' first and only first (the server rebuilds it from the account), no
 * member twice, at most 20. Orders point at members by index, so nothing is dropped silently.
 */
export const Members = z
  .array(Member)
  .min(1)
  .max(MAX_MEMBERS)
  .superRefine((members, ctx) => {
    const seen = new Set<string>();
    members.forEach((member, index) => {
      if ((index === 0) !== (member.relation === MY_SELF)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "relation"],
          message: "'My Self' is the first member, and only the first",
        });
      }
      const key = JSON.stringify([member.name, member.relation, member.mobileNumber ?? ""]);
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: [index], message: "member is repeated" });
      }
      seen.add(key);
    });
  });

const Text = (message: string) => text().trim().min(1, message).max(200);

export const AddressSetSchema = z.object({
  houseOrFlatNum: Text("Enter the house or flat number"),
  area: Text("Enter the area"),
  landmark: text().trim().max(200).default(""),
  pincode: addressPincode,
  contactPerson: Text("Enter the contact person"),
  secondaryContactPerson: text().trim().max(200).default(""),
});

export const OrderAddressSchema = AddressSetSchema.extend({ kind: z.enum(addressKinds) });

export const VyomIdParam = z.object({ [brandIdField]: text().trim().min(1).max(64) });
export const MembersRequest = z.object({ members: Members });

// ---- Answers ----
// In members.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./members.answers.ts";
