/**
 * How often anyone may try to sign in as an admin (services/rate-limit/backoff.ts). Every
 * password try counts before it is checked:
 * - per client (its address, IPv6 by /64): one address cannot sweep many e-mails;
 * - per account and client (the e-mail as typed, known or not, so an e-mail without an account
 *   answers alike): one client's guesses on an account slow that client down, never another, so
 *   a stranger cannot make the owner wait;
 * - per account, the clients that tried it in the last day: past ATTACK_CLIENTS the account is
 *   under attack and every try needs a solved captcha first, so many addresses sharing the
 *   guesses pay a proof of work each, while the owner is asked for a step-up, never refused.
 * A right password forgets its client's tries on the account and no longer counts that client.
 * A second-factor code needs the right password first; its tries count per admin, across every
 * pending sign-in. A completed sign-in also takes back its own try from the client.
 */
import type { Database } from "../../db/client.ts";
import {
  type BackoffRule,
  claimAttempt,
  claimCountedAttempt,
  countAttempts,
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

export const ADMIN_ACCOUNT_CLIENT_RULE: BackoffRule = {
  name: "admin-sign-in-account-client",
  free: 5,
  baseMs: MINUTE,
  maxMs: 15 * MINUTE,
  memoryMs: DAY,
};

/** Counts the clients that tried an account (never waits: only the count is read). */
const ACCOUNT_CLIENTS_RULE: BackoffRule = {
  name: "admin-sign-in-account-clients",
  free: 2 ** 30,
  baseMs: 0,
  maxMs: 0,
  memoryMs: DAY,
};

/** An account tried by more clients than this in a day is under attack. */
export const ATTACK_CLIENTS = 5;

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

export type PasswordTryClaim =
  | {
      allowed: true;
      /** The account is tried from too many clients: the try needs a solved captcha. */
      underAttack: boolean;
      /** This try put the account under attack (for the alert). */
      attackStarted: boolean;
    }
  | { allowed: false; retryAfterSeconds: number };

const accountOfClient = (subject: SignInSubject) => `${subject.account}|${subject.client}`;

/**
 * Claims one password try for the client, then for the account from this client; the client is
 * checked first so that a client already refused does not spend its tries on the account. The
 * first try of a client on the account counts that client among the account's, in the same
 * upsert that answers the count, so a burst from many addresses is counted exactly.
 */
export async function claimPasswordTry(
  db: Database,
  subject: SignInSubject,
  now: Date,
): Promise<PasswordTryClaim> {
  const byClient = await claimAttempt(db, ADMIN_CLIENT_RULE, subject.client, now);
  if (!byClient.allowed) return byClient;
  const byAccount = await claimCountedAttempt(
    db,
    ADMIN_ACCOUNT_CLIENT_RULE,
    accountOfClient(subject),
    now,
  );
  if (!byAccount.allowed) return byAccount;
  let clients: number;
  if (byAccount.attempts === 1) {
    const counted = await claimCountedAttempt(db, ACCOUNT_CLIENTS_RULE, subject.account, now);
    clients = counted.allowed ? counted.attempts : ATTACK_CLIENTS + 1;
  } else {
    clients = await countAttempts(db, ACCOUNT_CLIENTS_RULE, subject.account, now);
  }
  return {
    allowed: true,
    underAttack: clients > ATTACK_CLIENTS,
    attackStarted: byAccount.attempts === 1 && clients === ATTACK_CLIENTS + 1,
  };
}

/** After the right password: this client is the owner, not one of the account's attackers. */
export async function passwordAccepted(db: Database, subject: SignInSubject) {
  // Only the request that deletes the row uncounts the client, whatever races it.
  if (await forgetAttempts(db, ADMIN_ACCOUNT_CLIENT_RULE, accountOfClient(subject))) {
    await refundAttempt(db, ACCOUNT_CLIENTS_RULE, subject.account);
  }
}

export const claimCodeTry = (db: Database, adminId: string, now: Date) =>
  claimAttempt(db, ADMIN_CODE_RULE, adminId, now);

/**
 * After a sign-in that created a session. The account's other clients stay counted: the owner
 * signing in does not give a stranger's addresses fresh tries without a captcha.
 */
export async function signInCompleted(db: Database, subject: SignInSubject & { adminId: string }) {
  await Promise.all([
    forgetAttempts(db, ADMIN_CODE_RULE, subject.adminId),
    refundAttempt(db, ADMIN_CLIENT_RULE, subject.client),
  ]);
}
