import { msg, plural, t } from "@lingui/core/macro";

/**
 * The login and sign-up texts of auth-messages.ts, declared with `msg` so the catalogues hold them
 * (the forms find each by its English, i18n/known-text.ts); auth-message-words.test.ts holds
 * every one equal to auth-messages.ts's English.
 */
export const authMessageWords = {
  otpSentNotice: msg`OTP sent to your registered mobile number`,
  resendPrompt: msg`Didn't receive the OTP?`,
  otpSent: msg`✔️ OTP sent!`,
  otpSentAgain: msg`✔️ OTP sent again!`,
  calling: msg`📞 Calling you now: the call reads out the OTP.`,
  callForCode: msg`Get the code by call`,
  noAccount: msg`❌ Please SignUp, No account found with entered mobile number`,
  otpNotSent: msg`❌ Something went wrong, OTP not sent`,
  verifyCaptcha: msg`❗ Please verify the reCAPTCHA!`,
  loginFailed: msg`❌ Login failed, Try again `,
  incorrectOtp: msg`❌ Incorrect OTP`,
  wrongSignUpOtp: msg`Please enter correct OTP`,
  accountExists: msg`❗ Account already exists with entered mobile number`,
  // Added where the original site said nothing:
  incompleteOtp: msg`Please enter the 5-digit OTP`,
  incompleteDetails: msg`Please fill in your name, mobile number, mail id and a 6-digit pincode`,
  signUpFailed: msg`❌ Sign up failed, Try again`,
  offline: msg`You are offline. Sending and checking an OTP needs an internet connection: connect and try again.`,
  notSaved: msg`Your login could not be saved on this device. Please try again.`,
};

/**
 * 'Too many attempts. Please try again in N seconds.' (minutes from two minutes up), in the
 * reader's language at the moment it is said.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 120) {
    return t`Too many attempts. Please try again in ${plural(seconds, { one: "# second", other: "# seconds" })}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return t`Too many attempts. Please try again in ${minutes} minutes.`;
}
