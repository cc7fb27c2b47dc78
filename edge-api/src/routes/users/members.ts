/**
 * The customer's own records beside the account: cart members (kept in their cart,
 * docs/product.md#data) and address sets (in the user row). 'My Self' is always built from the
 * account itself, first, whatever a client sent, so it can be neither removed nor renamed from
 * outside.
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
import { type MemberInput, MY_SELF } from "./members.schema.ts";

type Executor = Database | Transaction;

export function selfMember(customer: CustomerIdentity): CartMember {
  return {
    name: customer.name,
    relation: MY_SELF,
    mobileNumber: customer.mobileNumber,
    vyomId: customer.vyomId,
  };
}

/**
 * A validated member list (Members: 'My Self' first and only first, no repeats) with 'My Self'
 * taken from the account; indexes are kept, since order lines point at members by index.
 */
export function membersWithSelf(
  customer: CustomerIdentity,
  requested: readonly MemberInput[],
): CartMember[] {
  return [
    selfMember(customer),
    ...requested.slice(1).map(
      (member): CartMember => ({
        name: member.name,
        relation: member.relation,
        ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
        ...(member.vyomId ? { vyomId: member.vyomId } : {}),
      }),
    ),
  ];
}

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
