/**
 * Login of a customer who exists only in the legacy database (docs/product.md#login-flow, step 5):
 * once the OTP is known to be correct, the legacy details are fetched and an account is created
 * from them, with a cart whose members are 'My Self' plus every other legacy record under the
 * number (relation 'Unknown', the legacy CustomerID as the member's id, as the original client
 * did). The holder's own record is 'My Self' and never joins a second time: the first record, and
 * any other with the holder's name (isHolderRecord). The account's location is the one its
 * pincode's service area is priced for, when it has one, and the answer says so for the app to
 * select it. The code is consumed in the same transaction that creates the account; if the legacy
 * service fails, nothing is written and the code stays usable for a retry.
 */
import type { Location } from "@vyom/catalog";
import { isHolderRecord, LEGACY_RELATION } from "@vyom/catalog/contract";
import type { CartMember } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { areaOfPincode } from "../../services/collection-windows/collection-windows.ts";
import type { LegacyCustomerDetails } from "../../services/legacy-customers/legacy-customer.client.ts";
import { salutationToNamePrefix } from "../../services/legacy-customers/salutation.ts";
import type { OtpService } from "../../services/otp/otp.service.ts";
import { createAccountWithCode, type UserResponse } from "./accounts.ts";

/** The names of a legacy record in the client's member list (docs/product.md#data). */
export interface LegacyMember {
  CustomerName: string;
  MobileNumber: string;
  CustomerID: string;
}

export type LegacyLoginOutcome =
  | {
      status: "created";
      user: UserResponse;
      legacyMembers: LegacyMember[];
      /** The location the pincode's service area is priced for, when it is in one. */
      pincodeLocation?: Location;
    }
  | { status: "not-found" }
  | { status: "code-used" };

const validEmail = (email: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null);
const validPincode = (pincode: string) => (/^\d{6}$/.test(pincode) ? pincode : null);

/** The legacy records under the number other than the holder's own (the first), who is 'My Self'. */
export function legacyMembersOf(records: LegacyCustomerDetails[], mobile: string): LegacyMember[] {
  const [holder, ...others] = records;
  if (!holder) return [];
  return others
    .filter(
      (r) =>
        r.customerId !== holder.customerId &&
        !isHolderRecord(holder.customerName, { name: r.customerName, relation: LEGACY_RELATION }),
    )
    .map((r) => ({
      CustomerName: r.customerName,
      MobileNumber: r.mobileNo || mobile,
      CustomerID: r.customerId,
    }));
}

/** The location a pincode's service area is priced for; none outside a priced area. */
async function locationOfPincode(
  db: AppDeps["db"],
  pincode: string | null,
): Promise<Location | undefined> {
  if (!pincode) return undefined;
  return (await areaOfPincode(db, pincode))?.priceLocation ?? undefined;
}

/** Throws LegacyServiceError when the legacy service fails (the caller releases the code). */
export async function loginLegacyCustomer(
  deps: Pick<AppDeps, "db" | "clock" | "legacyCustomers">,
  otp: OtpService,
  mobile: string,
  challengeId: string,
): Promise<LegacyLoginOutcome> {
  const records = await deps.legacyCustomers.getCustomerDetails(mobile);
  const primary = records[0];
  if (!primary) return { status: "not-found" };
  const legacyMembers = legacyMembersOf(records, mobile);
  const extraMembers: CartMember[] = legacyMembers.map((m) => ({
    name: m.CustomerName,
    relation: LEGACY_RELATION,
    mobileNumber: m.MobileNumber,
    vyomId: m.CustomerID,
  }));
  const pincode = validPincode(primary.pincode);
  const pincodeLocation = await locationOfPincode(deps.db, pincode);

  const now = deps.clock();
  // A concurrent login of the same customer may create the account first: answer that one.
  const user = await createAccountWithCode(
    deps.db,
    { otp, challengeId },
    {
      mobileNumber: mobile,
      name: primary.customerName,
      namePrefix: salutationToNamePrefix(primary.salutation),
      email: validEmail(primary.email),
      pincode,
      ...(pincodeLocation ? { location: pincodeLocation } : {}),
      legacyCustomerId: primary.customerId,
      extraMembers,
    },
    now,
    { answerExisting: true },
  );
  if (user === "code-used") return { status: "code-used" };
  if (!user) return { status: "not-found" };
  return {
    status: "created",
    user,
    legacyMembers,
    ...(pincodeLocation ? { pincodeLocation } : {}),
  };
}
