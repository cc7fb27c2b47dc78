/**
 * The section's own words. The consent itself, the number's message and the step-up's reason are
 * the contract's (catalog/src/contract/abha.ts), shared with the API that stores and checks them.
 */
export const abhaWords = {
  title: "Your ABHA number",
  whatItIs:
    "ABHA (Ayushman Bharat Health Account) is your health ID in India's digital health network, ABDM.",
  whyAdd:
    "Add yours to put your lab reports from us in your ABDM health records. They are shared with nobody else unless you approve a request in your ABHA app.",
  numberLabel: "ABHA number (14 digits)",
  agree: "I agree",
  add: "Add ABHA number",
  adding: "Adding…",
  added: "Your ABHA number is added.",
  addedOn: (date: string) => `Added on ${date}`,
  remove: "Remove",
  removeConfirm:
    "Remove your ABHA number? This withdraws your consent: your lab reports will no longer carry it.",
  yesRemove: "Yes, remove",
  keep: "Keep it",
  removing: "Removing…",
  removed: "Your ABHA number is removed and your consent withdrawn.",
  loading: "Loading your ABHA number…",
  needsConnection: "Your ABHA number needs a connection: connect to see, add or remove it.",
  loginEnded: "Your login has ended. Log in again to change your ABHA number.",
  unexpected: "Something went wrong. Please try again.",
  tryAgain: "Try again",
  // The step-up OTP (the same check as the reports', to the session's own number).
  sendOtp: "Send OTP",
  sendingOtp: "Sending OTP…",
  otpSentTo: (to: string) => `OTP sent to ${to}. It is valid for 5 minutes.`,
  yourNumber: "your registered mobile number",
  otpLabel: "Enter OTP",
  incompleteOtp: "Enter the 5-digit OTP from your SMS.",
  verify: "Verify and continue",
  verifying: "Verifying…",
  resend: "Send OTP again",
  cancel: "Cancel",
} as const;
