/**
 * The auth calls (docs/product.md#api-calls; historic field names kept, `recievedOtp` included):
 * what the app sends and what the API answers. The API validates with the requests; the app types
 * its calls from both (`import type`, so zod stays out of its first load).
 */
import { z } from "zod";
import { brandIdField } from "../../brand.ts";
import { accountMobile } from "./account.ts";
import { text } from "./text.ts";

/** Ten digits starting 6-9 (docs/product.md#validation). */
/** Ten digits starting 6-9, with the login and sign-up forms' message (../account.rules.ts). */
export const MobileNumber = accountMobile;
export const Otp = text().regex(/^\d{5}$/, "OTP is five digits");

export const MobileParam = z.object({ mobile: MobileNumber });

/** `get-otp` / `resend-otp`: which code to send; the original callers send none (a login code). */
export const OtpPurposeQuery = z.object({
  purpose: z.enum(["login", "sign-up"]).default("login"),
});

export const OtpRequest = z.object({
  recievedOtp: Otp,
  mobileNumber: MobileNumber,
});

export const SignUpRequest = z.object({
  mobileNumber: MobileNumber,
  name: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{M} .'-]+$/u, "Name has letters, spaces, dots, apostrophes or hyphens"),
  email: z.email().max(254),
  pincode: text().regex(/^\d{6}$/, "Pincode is six digits"),
  namePrefix: z.enum(["MR", "MRS", "MS"]).default("MR"),
  mobileCode: z.literal("+91").default("+91"),
  /** Sent by the original client; the server always generates the id itself. */
  [brandIdField]: text().max(64).optional(),
  /** The sign-up code (get-otp `?purpose=sign-up`); without it sign-up answers 401. */
  recievedOtp: Otp.optional(),
});

export const CaptchaRequest = z.object({
  captchaValue: text().max(8_000),
});

// ---- Answers ----

const nullableText = z.string().nullable();

/** A member of the cart as stored (the server's 'My Self' first). */
export const CartMemberRecord = z.object({
  name: z.string(),
  relation: z.string(),
  mobileNumber: nullableText.optional(),
  [brandIdField]: nullableText.optional(),
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
  landmark: z.string().optional(),
  pincode: z.string(),
  contactPerson: z.string(),
  secondaryContactPerson: z.string().optional(),
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
    permanentAddress: AddressSetRecord.optional(),
    officeAddress: AddressSetRecord.optional(),
    otherAddress: AddressSetRecord.optional(),
  }),
  legacyCustomerId: nullableText,
  cart: CartRecord.nullable(),
});

/** A legacy record under the number, in the field names of docs/product.md#data. */
export const LegacyMemberRecord = z.object({
  CustomerName: z.string(),
  MobileNumber: z.string(),
  CustomerID: z.string(),
});

export const VerifyUserAnswer = z.object({ status: z.enum(["exists", "does-not-exist"]) });
export const LegacyUserAnswer = z.union([
  z.object({ status: z.literal("exists"), customerId: z.string() }),
  z.object({ status: z.literal("does-not-exist") }),
]);
export const OtpSentAnswer = z.object({ status: z.literal("sent") });
export const VerifyOtpAnswer = z.object({ isVerified: z.boolean() });
export const SignUpAnswer = z.union([
  z.object({ status: z.literal("success"), user: UserRecord }),
  z.object({ status: z.literal("user-already-exists") }),
]);
export const LoginAnswer = z.object({
  user: UserRecord,
  legacyMembers: z.array(LegacyMemberRecord).optional(),
});
export const CaptchaAnswer = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), reason: z.string() }),
]);
/** Logout and the other calls that answer only that they were done. */
export const DoneAnswer = z.object({ status: z.literal("success") });
