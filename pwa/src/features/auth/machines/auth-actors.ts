/**
 * The network calls (and the session write) of the auth machines as named `fromPromise` actors.
 * The machines list the ones they invoke; tests swap them with `machine.provide({ actors })`.
 */
import { t } from "@lingui/core/macro";
import { type Location, locationNames } from "@vyom/catalog";
import { fromPromise } from "xstate";
import { readLocation, setLocation } from "@/db/location.ts";
import type { SessionUser } from "@/db/records.ts";
import { saveSession as storeSession } from "@/db/session.ts";
import * as api from "../data/auth-api.ts";

type MobileInput = { mobile: string };

export const verifyUser = fromPromise<"exists" | "does-not-exist", MobileInput>(
  async ({ input, signal }) => (await api.verifyUser(input.mobile, signal)).status,
);

export const lookUpLegacyUser = fromPromise<api.LegacyLookup, MobileInput>(({ input, signal }) =>
  api.lookUpLegacyUser(input.mobile, signal),
);

/** Without a purpose, a login code (the login machine); sign-up asks for a sign-up code. */
type OtpInput = MobileInput & { purpose?: api.OtpPurpose };

export const sendOtp = fromPromise<api.OtpSent, OtpInput>(({ input, signal }) =>
  api.sendOtp(input.mobile, input.purpose ?? "login", signal),
);

export const resendOtp = fromPromise<api.OtpSent, OtpInput>(({ input, signal }) =>
  api.resendOtp(input.mobile, input.purpose ?? "login", signal),
);

export const callOtp = fromPromise<api.OtpSent, OtpInput>(({ input, signal }) =>
  api.callOtp(input.mobile, input.purpose ?? "login", signal),
);

/** Verifies and consumes the OTP itself: nothing calls verify-otp before it. */
export const login = fromPromise<api.LoginAnswer, { mobile: string; otp: string }>(
  ({ input, signal }) => api.logIn(input, signal),
);

export const signUp = fromPromise<api.SignUpAnswer, api.SignUpDetails>(({ input, signal }) =>
  api.signUp(input, signal),
);

export const saveSession = fromPromise<void, { user: SessionUser }>(({ input }) =>
  storeSession(input.user),
);

/**
 * The contract's `pincodeCityNotice` (catalog/src/contract/price-location.ts) in the reader's
 * words when the login ends, word for word the same in English (auth-actors.test.ts): the layout's
 * notices show it after the dialog has closed.
 */
export function pincodeCityWords(location: Location, pincode: string): string {
  const city = locationNames[location];
  return t`Prices are now for ${city}: your pincode ${pincode} is in ${city}. You can change the city at the top of the page.`;
}

/**
 * Selects the city a legacy customer's pincode is priced for (re-pricing the cart with it); the
 * words saying so, or null when it was already selected.
 */
export const selectPincodeCity = fromPromise<
  string | null,
  { location: Location; pincode: string }
>(async ({ input }) => {
  if ((await readLocation()) === input.location) return null;
  const selected = await setLocation(input.location);
  return selected === input.location ? pincodeCityWords(selected, input.pincode) : null;
});
