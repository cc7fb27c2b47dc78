/**
 * The customer id's rule lives with the accounts that draw it (services/accounts/vyom-id.ts); the
 * auth routes' tests check the ids they answer against the same pattern from here.
 */
export { generateVyomId, vyomIdPattern } from "../../services/accounts/vyom-id.ts";
