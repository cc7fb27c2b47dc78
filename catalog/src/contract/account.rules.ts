/**
 * The checks of the account's own fields: the mobile number of login and sign-up, and the cart's
 * members and address sets the checkout sends (docs/product.md#validation). The app's login and
 * sign-up machines and its checkout form show these messages, and the API's auth and member
 * schemas (catalog/src/contract/schemas/auth.ts, catalog/src/contract/schemas/members.ts) are
 * built from the same checks, so both refuse the same values in the same words.
 */
import type { FieldCheck } from "./enquiry.rules.ts";
import { isIndianMobile, isPincode, personNameMaxLength, personNamePattern } from "./fields.ts";

export const accountMessages = {
  /** Login, sign-up, and a member's mobile at checkout. */
  mobileInvalid: "Enter Valid Mobile Number",
  memberName: "Enter the member's name",
  /** The sign-up form's own name. */
  signUpName: "Enter your name",
  memberNameLetters: "Enter only letters, with spaces, dots, apostrophes or hyphens between words",
  memberNameTooLong: `Name is at most ${personNameMaxLength} characters`,
  pincodeInvalid: "Enter valid Pincode",
} as const;

export const accountMobileRule: FieldCheck = (value) =>
  isIndianMobile(value) ? undefined : accountMessages.mobileInvalid;

/**
 * A cart member's mobile: children and elderly parents often have none, so it may be left empty;
 * one that is typed must be a valid number. Texts about a member's visit go to the account
 * holder's number (edge-api/src/services/orders/order-visits.ts), never to the member's.
 */
export const memberMobileRule: FieldCheck = (value) =>
  value === "" ? undefined : accountMobileRule(value);

/** A person's name follows every form's name rule (personNamePattern), trimmed. */
const personNameRule =
  (required: string): FieldCheck =>
  (value) => {
    const name = value.trim();
    if (name === "") return required;
    if (name.length > personNameMaxLength) return accountMessages.memberNameTooLong;
    return personNamePattern.test(name) ? undefined : accountMessages.memberNameLetters;
  };

/** A cart member's name at checkout. */
export const memberNameRule = personNameRule(accountMessages.memberName);
/** The sign-up form's name (the API's sign-up schema is built from it). */
export const signUpNameRule = personNameRule(accountMessages.signUpName);

export const addressPincodeRule: FieldCheck = (value) =>
  isPincode(value) ? undefined : accountMessages.pincodeInvalid;
