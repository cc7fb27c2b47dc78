/**
 * The account's fields as the API's auth and member schemas take them, built from the checks the
 * app's login, sign-up and checkout show (../account.rules.ts).
 */
import { accountMobileRule, addressPincodeRule, memberNameRule } from "../account.rules.ts";
import { checkedText } from "./text.ts";

export const accountMobile = checkedText(accountMobileRule);
export const memberName = checkedText(memberNameRule).trim();
export const addressPincode = checkedText(addressPincodeRule);
