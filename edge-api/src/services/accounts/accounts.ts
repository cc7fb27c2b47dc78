/**
 * Customer accounts as stored: a user row and its cart, created together in one transaction with
 * a fresh vyomId, and looked up by mobile number. The record sign-up and login answer is shaped
 * from these rows by routes/auth/accounts.ts.
 */
import type { Location } from "@vyom/catalog";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CartMember, carts, users } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { OtpService } from "../otp/otp.service.ts";
import { generateVyomId } from "./vyom-id.ts";

export type UserRow = typeof users.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
type Executor = Database | Transaction;

/** An account as stored: the user and their cart (null only for an account without one). */
export interface AccountRows {
  user: UserRow;
  cart: CartRow | null;
}

export interface NewAccount {
  mobileNumber: string;
  name: string;
  namePrefix: "MR" | "MRS" | "MS";
  email: string | null;
  pincode: string | null;
  legacyCustomerId?: string | null;
  /** The location whose prices the account starts with; unset, the column's default. */
  location?: Location;
  /** Members after 'My Self' (the legacy records under the same number). */
  extraMembers?: CartMember[];
}

export async function findAccount(db: Executor, mobile: string): Promise<AccountRows | null> {
  const [row] = await db
    .select({ user: users, cart: carts })
    .from(users)
    .leftJoin(carts, eq(carts.userId, users.id))
    .where(eq(users.mobileNumber, mobile))
    .limit(1);
  return row ?? null;
}

/** Who a customer session's user is (http/customer-session.ts), or null once the account is gone. */
export async function customerOfUser(
  db: Executor,
  userId: string,
): Promise<{ vyomId: string; name: string; mobileNumber: string } | null> {
  const [user] = await db
    .select({ vyomId: users.vyomId, name: users.name, mobileNumber: users.mobileNumber })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

const VYOM_ID_ATTEMPTS = 5;

/**
 * Inserts the user and their cart. Answers null when the mobile number already has an account
 * (a concurrent sign-up won); a vyomId clash is retried with fresh random digits.
 */
export async function createAccount(
  tx: Transaction,
  account: NewAccount,
  now: Date,
): Promise<AccountRows | null> {
  for (let attempt = 0; attempt < VYOM_ID_ATTEMPTS; attempt++) {
    const vyomId = generateVyomId(account.name, account.mobileNumber);
    const [user] = await tx
      .insert(users)
      .values({
        vyomId,
        mobileNumber: account.mobileNumber,
        namePrefix: account.namePrefix,
        name: account.name,
        email: account.email,
        pincode: account.pincode,
        ...(account.location ? { location: account.location } : {}),
        legacyCustomerId: account.legacyCustomerId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobileNumber, account.mobileNumber));
      if (taken) return null;
      continue;
    }
    const self: CartMember = {
      name: account.name,
      relation: "My Self",
      mobileNumber: account.mobileNumber,
      vyomId,
    };
    const [cart] = await tx
      .insert(carts)
      .values({
        userId: user.id,
        vyomId,
        members: [self, ...(account.extraMembers ?? [])],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { user, cart: cart ?? null };
  }
  throw new Error("could not find a free vyomId");
}

/** A correct OTP not yet consumed (OtpService.check found it), and the service that consumes it. */
export interface CodeProof {
  otp: Pick<OtpService, "consume">;
  challengeId: string;
}

/**
 * Creates the account in the transaction that consumes the OTP proving the number, so the code
 * is used exactly when the account is made: if anything fails, nothing is written and the code
 * stays usable for a retry. Answers "code-used" when another request consumed the code first, and
 * null when the number has an account already (or, with `answerExisting`, that account: a
 * concurrent login of the same customer created it first).
 */
export function createAccountWithCode(
  db: Database,
  code: CodeProof,
  account: NewAccount,
  now: Date,
  { answerExisting = false }: { answerExisting?: boolean } = {},
): Promise<AccountRows | "code-used" | null> {
  return db.transaction(async (tx) => {
    if (!(await code.otp.consume(code.challengeId, tx))) return "code-used" as const;
    const created = await createAccount(tx, account, now);
    if (created || !answerExisting) return created;
    return findAccount(tx, account.mobileNumber);
  });
}
