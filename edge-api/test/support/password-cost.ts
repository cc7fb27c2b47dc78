/**
 * The scrypt cost of the test suite's fixture accounts (the context's admin, createAdmin, the desk
 * fixtures). Production's (PASSWORD_COST, src/services/admin/passwords.ts) takes about 130 ms of
 * CPU per hash here, and the suite creates and signs in hundreds of accounts: the admin routes'
 * tests took 63 s with it and 21 s with this. Sign-in reads the cost from the stored hash, so the
 * code under test is the same; accounts created through the API, and the decoy an unknown e-mail
 * is checked against, keep production's cost.
 */
import type { PasswordCost } from "../../src/services/admin/passwords.ts";

export const FIXTURE_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
