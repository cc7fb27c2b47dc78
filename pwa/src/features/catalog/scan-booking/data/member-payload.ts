import { readPersonDetails } from "@vyom/catalog/contract";
import type { CartMember } from "@/db/records.ts";
import type { ScanOrderRequest } from "./scan-booking-api.ts";

/** A member as the order takes it: the mobile when they have one, and their valid details. */
export function toMemberPayload(member: CartMember): ScanOrderRequest["members"][number] {
  const { name, relation, mobileNumber, vyomId } = member;
  return {
    name,
    relation,
    ...(mobileNumber ? { mobileNumber } : {}),
    ...(vyomId ? { vyomId } : {}),
    ...readPersonDetails(member),
  };
}
