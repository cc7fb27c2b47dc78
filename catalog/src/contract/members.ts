/**
 * The cart's members and address sets, as the checkout form offers them and the API's member and
 * order schemas take them (catalog/src/contract/schemas/members.ts).
 */

/** Relations a person can choose; 'Unknown' marks records that came from the legacy database. */
export const memberRelations = [
  "Spouse",
  "Father",
  "Mother",
  "Son",
  "Daughter",
  "Brother",
  "Sister",
  "Other",
] as const;
export type MemberRelation = (typeof memberRelations)[number];

export const LEGACY_RELATION = "Unknown";
export const MY_SELF = "My Self";
export const MAX_MEMBERS = 20;

/** A cart member's relation: a chosen one, a legacy record's, or the user's own ('My Self'). */
export type CartRelation = MemberRelation | typeof LEGACY_RELATION | typeof MY_SELF;

export const isMemberRelation = (value: string): value is MemberRelation =>
  (memberRelations as readonly string[]).includes(value);

/**
 * A stored member's relation as the API's member schema takes it (schemas/members.ts). The API
 * keeps no other; any other text reads as a legacy record's, whose relation is not known.
 */
export const cartRelation = (value: string): CartRelation =>
  value === MY_SELF || value === LEGACY_RELATION || isMemberRelation(value)
    ? value
    : LEGACY_RELATION;

/** A name as people are matched by it: trimmed, spaces collapsed, any case. */
const nameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether a legacy record is the account holder's own: the legacy database lists the holder
 * among the records under their number, and the holder is already 'My Self', so that record must
 * not join again as an 'Unknown' member (edge-api/src/routes/auth/legacy-login.ts, and the app's
 * pwa/src/db/cart-members.ts for accounts made before this rule).
 */
export const isHolderRecord = (holderName: string, member: { name: string; relation: string }) =>
  member.relation === LEGACY_RELATION && nameKey(member.name) === nameKey(holderName);

/** The address sets a customer keeps (permanent, office, other). */
export const addressKinds = ["permanent", "office", "other"] as const;
export type AddressKind = (typeof addressKinds)[number];
