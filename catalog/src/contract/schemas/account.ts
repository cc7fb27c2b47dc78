/**
 * The account's fields as the API's auth and member schemas take them, built from the checks the
 * app's login, sign-up and checkout show (../account.rules.ts). The mobile number and the pincode
 * are plain patterns, so `GET /api/openapi.json` documents them as such.
 */
import { accountMessages, memberNameRule, signUpNameRule } from "../account.rules.ts";
import { mobileDigits, mobilePattern, pincodePattern } from "../fields.ts";
import { checkedText, text } from "./text.ts";

export const accountMobile = text().regex(mobilePattern, accountMessages.mobileInvalid);
/** A member's mobile (../account.rules.ts memberMobileRule): a valid number, or empty for none. */
export const memberMobile = text().regex(
  new RegExp(`^(${mobileDigits})?$`),
  accountMessages.mobileInvalid,
);
export const memberName = checkedText(memberNameRule).trim();
export const signUpName = checkedText(signUpNameRule, {
  error: accountMessages.signUpName,
}).trim();
export const addressPincode = text().regex(pincodePattern, accountMessages.pincodeInvalid);
