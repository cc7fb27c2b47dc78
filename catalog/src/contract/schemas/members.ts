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
import { birthDateRule, genders, isAgeInYears, personMessages } from "../person.rules.ts";
import { addressPincode, memberMobile, memberName } from "./account.ts";
import { checkedText, text } from "./text.ts";

/** The checkout form's member name check (../account.rules.ts). */
const Name = memberName;

/** India's date (`YYYY-MM-DD`) by the API's clock; absent, only a date's form is checked. */
export type Today = (() => string) | undefined;

/**
 * A person's date of birth or age, and gender (../person.rules.ts), the form's checks in the
 * form's words. Each is optional here: members stored before they existed still save, and the
 * order asks for them of the members it books (missingDetailsProblem); a booking, of its patient
 * (booking.ts).
 */
export const personDetails = (today: Today) => ({
  birthDate: checkedText((value) => birthDateRule(value, today?.()), {
    error: personMessages.birthDate,
  }).optional(),
  age: z
    // A blank age (an empty field sent as it is) is asked for as the form asks.
    .number({
      error: (issue) => (issue.input === "" ? personMessages.age : personMessages.ageRange),
    })
    .refine(isAgeInYears, personMessages.ageRange)
    .optional(),
  gender: z.enum(genders, { error: personMessages.gender }).optional(),
});

/** A date of birth or an age: a record with both would leave the lab guessing which is right. */
export const oneOfDateOrAge = (
  member: { birthDate?: string | undefined; age?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (member.birthDate !== undefined && member.age !== undefined) {
    ctx.addIssue({ code: "custom", path: ["age"], message: personMessages.birthDateOrAge });
  }
};

/**
 * A member. A chosen relation's mobile number is optional (a child or an elderly parent often has
 * none; empty means none) and valid when given; a legacy record keeps what the legacy database
 * had. The client's 'My Self' is never trusted for who it is (the server builds its name
 * and number from the account); only its date of birth, age and gender are taken from it.
 */
export const memberSchema = (today: Today) =>
  z.discriminatedUnion("relation", [
    z
      .object({
        name: Name,
        relation: z.enum(memberRelations),
        mobileNumber: memberMobile.optional(),
        vyomId: text().trim().max(64).optional(),
        ...personDetails(today),
      })
      .superRefine(oneOfDateOrAge),
    z
      .object({
        // Legacy names come from another system: only sanity limits.
        name: text().trim().min(1).max(100),
        relation: z.literal(LEGACY_RELATION),
        mobileNumber: text().trim().max(15).optional(),
        vyomId: text().trim().max(64).optional(),
        ...personDetails(today),
      })
      .superRefine(oneOfDateOrAge),
    z
      .object({
        name: text().trim().max(100),
        relation: z.literal(MY_SELF),
        mobileNumber: text().trim().max(15).optional(),
        vyomId: text().trim().max(64).optional(),
        ...personDetails(today),
      })
      .superRefine(oneOfDateOrAge),
  ]);

/**
 * Without a clock: a date of birth's form is checked, not whether it is past. It types and
 * documents the request; the API validates with schemas built on its own clock (`PUT
 * /api/users/:vyomId/members` in edge-api/src/routes/users/users.routes.ts, and the order:
 * orders.ts), which also refuse a date in the future or more than 120 years ago.
 */
export const Member = memberSchema(undefined);
export type MemberInput = z.infer<typeof Member>;

/**
 * The member list: 'My Self' first and only first (the server rebuilds it from the account), no
 * member twice, at most 20. Orders point at members by index, so nothing is dropped silently.
 */
export const membersSchema = (today: Today) =>
  z
    .array(memberSchema(today))
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
export const Members = membersSchema(undefined);

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
