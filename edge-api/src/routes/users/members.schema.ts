/**
 * Cart members and address sets as the checkout sends them: the contract's
 * (catalog/src/contract/schemas/members.ts).
 */
export { LEGACY_RELATION, MAX_MEMBERS, MY_SELF } from "@vyom/catalog/contract";
export {
  AddressSetSchema,
  Member,
  type MemberInput,
  Members,
  memberSchema,
  membersSchema,
  OrderAddressSchema,
} from "@vyom/catalog/contract/schemas";
