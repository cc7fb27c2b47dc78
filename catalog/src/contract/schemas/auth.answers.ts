/**
 * The auth calls' answers (docs/product.md#api-calls), and the user, cart and address records
 * they carry. zod/mini, in a module of their own: the app imports them in its lazy chunks to check
 * what the API answers, without the requests' classic zod (auth.ts).
 */
import * as z from "zod/mini";
import { brandIdField } from "../../brand.ts";
import { locationIds } from "../../location-ids.ts";

const nullableText = z.nullable(z.string());

/**
 * A member of the cart as stored (the server's 'My Self' first). The date of birth (or age) and
 * gender are absent on records stored before the lab needed them; read loosely, so a record the
 * app does not understand never stops checkout from opening (the app keeps only valid values).
 */
export const CartMemberRecord = z.object({
  name: z.string(),
  relation: z.string(),
  mobileNumber: z.optional(nullableText),
  [brandIdField]: z.optional(nullableText),
  birthDate: z.optional(z.string()),
  age: z.optional(z.number()),
  gender: z.optional(z.string()),
});

const CartLines = {
  tests: z.array(z.object({ testName: z.string(), testPrice: z.number(), corpId: z.string() })),
  healthPackages: z.array(
    z.object({
      healthPackageName: z.string(),
      healthPackagePrice: z.number(),
      corpId: z.string(),
    }),
  ),
};

export const CartRecord = z.object({
  _id: z.string(),
  [brandIdField]: z.string(),
  bookingId: nullableText,
  ...CartLines,
  members: z.array(CartMemberRecord),
});

/** A saved address set (the checkout's house, area, pincode and contact). */
export const AddressSetRecord = z.object({
  houseOrFlatNum: z.string(),
  area: z.string(),
  landmark: z.optional(z.string()),
  pincode: z.string(),
  contactPerson: z.string(),
  secondaryContactPerson: z.optional(z.string()),
});

/** The `user` record login, sign-up and `GET /api/users/me` answer (docs/product.md#data). */
export const UserRecord = z.object({
  _id: z.string(),
  [brandIdField]: z.string(),
  mobileNumber: z.string(),
  namePrefix: z.string(),
  name: z.string(),
  email: nullableText,
  location: nullableText,
  pincode: nullableText,
  address: z.object({
    permanentAddress: z.optional(AddressSetRecord),
    officeAddress: z.optional(AddressSetRecord),
    otherAddress: z.optional(AddressSetRecord),
  }),
  legacyCustomerId: nullableText,
  cart: z.nullable(CartRecord),
});

/** A legacy record under the number, in the field names of docs/product.md#data. */
export const LegacyMemberRecord = z.object({
  CustomerName: z.string(),
  MobileNumber: z.string(),
  CustomerID: z.string(),
});

export const VerifyUserAnswer = z.object({ status: z.enum(["exists", "does-not-exist"]) });
/** Known or not, and nothing else: the CustomerID is read by the login, after the OTP. */
export const LegacyUserAnswer = z.object({ status: z.enum(["exists", "does-not-exist"]) });
/**
 * `resendAfterSeconds`: the number's cool-down after this send (edge-api otp-limits.ts: 20 s,
 * doubling with recent sends and wrong tries); a send again before it is refused with 429.
 * `voiceRetry`: once the cool-down is over the code can also be read out by a call
 * (`POST /api/auth/otp-call`), which counts as a send again.
 */
export const OtpSentAnswer = z.object({
  status: z.literal("sent"),
  resendAfterSeconds: z.int().check(z.positive()),
  voiceRetry: z.boolean(),
});
export const VerifyOtpAnswer = z.object({ isVerified: z.boolean() });
export const SignUpAnswer = z.union([
  z.object({ status: z.literal("success"), user: UserRecord }),
  z.object({ status: z.literal("user-already-exists") }),
]);
export const LoginAnswer = z.object({
  user: UserRecord,
  legacyMembers: z.optional(z.array(LegacyMemberRecord)),
  /**
   * A first legacy login only: the location whose prices the customer's pincode pays (its service
   * area's), when the pincode is in a priced service area. The app selects it and says so.
   */
  pincodeLocation: z.optional(z.enum(locationIds)),
});
export const CaptchaAnswer = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), reason: z.string() }),
]);
/** Logout and the other calls that answer only that they were done. */
export const DoneAnswer = z.object({ status: z.literal("success") });
