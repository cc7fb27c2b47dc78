/**
 * The cart's members and address sets, as the checkout form offers them and the API's member and
 * order schemas take them (edge-api routes/users/members.schema.ts).
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

/** The address sets a customer keeps (permanent, office, other). */
export const addressKinds = ["permanent", "office", "other"] as const;
export type AddressKind = (typeof addressKinds)[number];
