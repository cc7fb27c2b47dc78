/**
 * Login and sign-up's mobile check: the message for a typed number, or undefined when it is ten
 * digits starting 6 to 9. The contract's account rule (catalog/src/contract/account.rules.ts),
 * which the API's auth schema is built from: the same words on both sides. Imports nothing but the
 * contract, so edge-api/test/contract-agreement.test.ts runs it against the API.
 */
import { accountMobileRule } from "@vyom/catalog/contract";

export const mobileError = accountMobileRule;
