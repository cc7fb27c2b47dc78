import { accountMessages } from "@vyom/catalog/contract";

/**
 * Every text the login and sign-up flows show, word for word as docs/product.md#messages has
 * them (including the trailing space of 'Login failed, Try again '). Plain strings: the machines
 * keep the English, and the API's contract test reads this module without Lingui's compiler. The
 * forms show each through the catalogues (i18n/known-text.ts), which auth-message-words.ts feeds.
 */
export const authMessages = {
  /** The contract's mobile rule's message (catalog/src/contract/account.rules.ts). */
  invalidMobile: accountMessages.mobileInvalid,
  otpSentNotice: "OTP sent to your registered mobile number",
  resendPrompt: "Didn't receive the OTP?",
  otpSent: "✔️ OTP sent!",
  otpSentAgain: "✔️ OTP sent again!",
  calling: "📞 Calling you now: the call reads out the OTP.",
  callForCode: "Get the code by call",
  noAccount: "❌ Please SignUp, No account found with entered mobile number",
  otpNotSent: "❌ Something went wrong, OTP not sent",
  verifyCaptcha: "❗ Please verify the reCAPTCHA!",
  loginFailed: "❌ Login failed, Try again ",
  incorrectOtp: "❌ Incorrect OTP",
  wrongSignUpOtp: "Please enter correct OTP",
  accountExists: "❗ Account already exists with entered mobile number",
  // Added where the original site said nothing:
  incompleteOtp: "Please enter the 5-digit OTP",
  incompleteDetails: "Please fill in your name, mobile number, mail id and a 6-digit pincode",
  signUpFailed: "❌ Sign up failed, Try again",
  offline:
    "You are offline. Sending and checking an OTP needs an internet connection: connect and try again.",
  notSaved: "Your login could not be saved on this device. Please try again.",
} as const;
