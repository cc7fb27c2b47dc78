/**
 * Where the customer's own records are stored (routes/users/members.ts builds them): cart members
 * in the customer's cart (docs/product.md#data), address sets in the user row.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  type AddressKind,
  type AddressSet,
  type CartMember,
  carts,
  type UserAddress,
  users,
} from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { CustomerIdentity } from "../../http/customer-session.ts";

type Executor = Database | Transaction;

/** Stores the members in the customer's cart (creating the cart if the account has none). */
export async function saveMembers(
  db: Executor,
  customer: CustomerIdentity,
  members: CartMember[],
  now: Date,
): Promise<void> {
  await db
    .insert(carts)
    .values({
      userId: customer.userId,
      vyomId: customer.vyomId,
      members,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: carts.userId, set: { members, updatedAt: now } });
}

const addressField: Record<AddressKind, keyof UserAddress> = {
  permanent: "permanentAddress",
  office: "officeAddress",
  other: "otherAddress",
};

/** Replaces one of the user's three address sets, keeping the other two. */
export async function saveAddressSet(
  tx: Transaction,
  userId: string,
  kind: AddressKind,
  set: AddressSet,
): Promise<UserAddress> {
  const [user] = await tx
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const address: UserAddress = { ...(user?.address ?? {}), [addressField[kind]]: set };
  await tx.update(users).set({ address }).where(eq(users.id, userId));
  return address;
}
