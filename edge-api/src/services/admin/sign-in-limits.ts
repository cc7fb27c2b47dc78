/**
 * How often anyone may try to sign in as an admin (services/rate-limit/backoff.ts). Every
 * password try counts twice, before it is checked:
 * - per client (its address, IPv6 by /64): one address cannot sweep many e-mails;
 * - per account (the e-mail as typed, known or not, so the limit answers alike for an e-mail
 *   that has no account): many addresses cannot share the guesses on one account.
 * A second-factor code needs the right password first; its tries count per admin, across every
 * pending sign-in, apart from the password's, so a stranger's password guesses do not also
 * cost the real admin's code step. Past the free tries each further try waits a doubling delay,
 * capped, so a stranger slows an admin down but cannot lock the account for good. A completed
 * sign-in forgets the account's tries and takes back its own try from the client.
 */
import type { Database } from "../../db/client.ts";
import {
  type AttemptClaim,
  type BackoffRule,
  claimAttempt,
  forgetAttempts,
  refundAttempt,
} from "../rate-limit/backoff.ts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const ADMIN_CLIENT_RULE: BackoffRule = {
  name: "admin-sign-in-client",
  free: 20,
  baseMs: MINUTE,
  maxMs: 60 * MINUTE,
  memoryMs: DAY,
};

export const ADMIN_ACCOUNT_RULE: BackoffRule = {
  name: "admin-sign-in-account",
  free: 5,
  baseMs: MINUTE,
  maxMs: 15 * MINUTE,
  memoryMs: DAY,
};

export const ADMIN_CODE_RULE: BackoffRule = {
  name: "admin-sign-in-code",
  free: 5,
  baseMs: MINUTE,
  maxMs: 15 * MINUTE,
  memoryMs: DAY,
};

export interface SignInSubject {
  /** The e-mail, normalised (trimmed, lower case). */
  account: string;
  /** clientGroup(c). */
  client: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Claims one password try for the client, then for the account; the client is checked first so
 * that a client already refused does not spend the account's tries.
 */
export async function claimPasswordTry(
  db: Database,
  subject: SignInSubject,
  now: Date,
): Promise<AttemptClaim> {
  const byClient = await claimAttempt(db, ADMIN_CLIENT_RULE, subject.client, now);
  if (!byClient.allowed) return byClient;
  return claimAttempt(db, ADMIN_ACCOUNT_RULE, subject.account, now);
}

export const claimCodeTry = (db: Database, adminId: string, now: Date) =>
  claimAttempt(db, ADMIN_CODE_RULE, adminId, now);

/** After a sign-in that created a session. */
export async function signInCompleted(db: Database, subject: SignInSubject & { adminId: string }) {
  await Promise.all([
    forgetAttempts(db, ADMIN_ACCOUNT_RULE, subject.account),
    forgetAttempts(db, ADMIN_CODE_RULE, subject.adminId),
    refundAttempt(db, ADMIN_CLIENT_RULE, subject.client),
  ]);
}
