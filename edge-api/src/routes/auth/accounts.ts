/**
 * The `user` record sign-up and login answer (docs/product.md#data: name, mobileNumber, vyomId,
 * location, pincode, _id, address, cart), shaped from the account as stored
 * (services/accounts/accounts.ts). The id's field name comes from the brand module.
 */
import { brandIdField } from "@vyom/catalog/brand";
import type { Database } from "../../db/client.ts";
import {
  type AccountRows,
  type CartRow,
  type CodeProof,
  createAccountWithCode as createAccountRows,
  findAccount,
  type NewAccount,
  type UserRow,
} from "../../services/accounts/accounts.ts";

export function toCartResponse(cart: CartRow) {
  return {
    _id: cart.id,
    [brandIdField]: cart.vyomId,
    bookingId: cart.bookingId,
    tests: cart.tests,
    healthPackages: cart.healthPackages,
    members: cart.members,
  };
}

export function toUserResponse(user: UserRow, cart: CartRow | null) {
  return {
    _id: user.id,
    [brandIdField]: user.vyomId,
    mobileNumber: user.mobileNumber,
    namePrefix: user.namePrefix,
    name: user.name,
    email: user.email,
    location: user.location,
    pincode: user.pincode,
    address: user.address,
    legacyCustomerId: user.legacyCustomerId,
    cart: cart ? toCartResponse(cart) : null,
  };
}

export type UserResponse = ReturnType<typeof toUserResponse>;

const answerOf = (rows: AccountRows | null): UserResponse | null =>
  rows ? toUserResponse(rows.user, rows.cart) : null;

export async function findUserWithCart(db: Database, mobile: string): Promise<UserResponse | null> {
  return answerOf(await findAccount(db, mobile));
}

/** services/accounts/accounts.ts createAccountWithCode, answered as the user record. */
export async function createAccountWithCode(
  db: Database,
  code: CodeProof,
  account: NewAccount,
  now: Date,
  options?: { answerExisting?: boolean },
): Promise<UserResponse | "code-used" | null> {
  const created = await createAccountRows(db, code, account, now, options);
  return created === "code-used" ? created : answerOf(created);
}
