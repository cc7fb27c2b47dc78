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

/** The address sets a customer keeps (permanent, office, other). */
export const addressKinds = ["permanent", "office", "other"] as const;
export type AddressKind = (typeof addressKinds)[number];
