import {
  hasPersonDetails,
  isHolderRecord,
  LEGACY_RELATION,
  MY_SELF,
  type PersonDetails,
  readPersonDetails,
} from "@vyom/catalog/contract";
import type { CartMember } from "./records.ts";

/**
 * The logged-in user's cart members (docs/product.md#user-and-members): the first is always the
 * user, with relation 'My Self', and cannot be removed. Pure functions: login, checkout and the
 * session writes share them.
 */

export const mySelfRelation = MY_SELF;
/** The relation given to the other records of a legacy customer (docs/product.md#data). */
export const legacyRelation = LEGACY_RELATION;

/**
 * `member` with `details` in place of its own (a date of birth replaces an age, and the other way
 * round); only valid details are kept.
 */
export function withDetails(member: CartMember, details: PersonDetails): CartMember {
  const { birthDate: _birthDate, age: _age, gender: _gender, ...person } = member;
  return { ...person, ...readPersonDetails(details) };
}

/**
 * `self` first, then the others without any second 'My Self' or repeated member. A repeat lends
 * its date of birth and gender to the member kept when that one has none (a copy kept on the
 * phone while the account's was saved before the details existed). A legacy record of the holder
 * themself (an account made from the legacy database kept one as '(Unknown)') is 'My Self'.
 */
export function withMySelfFirst(self: CartMember, others: readonly CartMember[]): CartMember[] {
  const members: CartMember[] = [{ ...self, relation: mySelfRelation }];
  for (const member of others) {
    if (member.relation === mySelfRelation || isHolderRecord(self.name, member)) continue;
    const kept = members.findIndex((m) => sameMember(m, member));
    if (kept < 0) members.push(member);
    else if (!hasPersonDetails(members[kept] ?? member) && hasPersonDetails(member)) {
      members[kept] = withDetails(members[kept] ?? member, member);
    }
  }
  return members;
}

/** Removes the member at `index`; the first ('My Self') is never removed. */
export function removeCartMember(members: readonly CartMember[], index: number): CartMember[] {
  if (index <= 0 || index >= members.length) return [...members];
  return members.filter((_, i) => i !== index);
}

/** Replaces the members after 'My Self', which stays first whatever `next` holds. */
export function replaceCartMembers(
  members: readonly CartMember[],
  next: readonly CartMember[],
): CartMember[] {
  const [self] = members;
  return self ? withMySelfFirst(self, next) : [...next];
}

/** Adds a member at checkout (after the existing ones). */
export function addCartMember(members: readonly CartMember[], member: CartMember): CartMember[] {
  return replaceCartMembers(members, [...members.slice(1), member]);
}

function sameMember(a: CartMember, b: CartMember): boolean {
  if (a.vyomId && b.vyomId) return a.vyomId === b.vyomId;
  return a.name === b.name && a.relation === b.relation && a.mobileNumber === b.mobileNumber;
}
