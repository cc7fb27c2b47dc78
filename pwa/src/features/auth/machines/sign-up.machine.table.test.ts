import { expect } from "vitest";
import { AuthError } from "../data/auth-error.ts";
import { rateLimitedMessage } from "./auth-message-words.ts";
import { authMessages } from "./auth-messages.ts";
import {
  answer,
  describeTable,
  fail,
  type Row,
  type Step,
  type Table,
  wait,
} from "./machine-paths.test-support.ts";
import {
  type SignUpContext,
  type SignUpEvent,
  type SignUpField,
  signUpMachine,
} from "./sign-up.machine.ts";
import { serverUser } from "./test-users.test-support.ts";

const offline = new AuthError({ kind: "offline" });
const rateLimited = new AuthError({ kind: "rate-limited", retryAfterSeconds: 300 });
const serverDown = new AuthError({ kind: "rejected", status: 502, code: "otp-not-sent" });
const notVerified = new AuthError({ kind: "rejected", status: 401, code: "otp-not-verified" });
const waitMessage = rateLimitedMessage(300); // "Too many attempts. Please try again in 5 minutes."

type S = Step<SignUpEvent>;
const field = (name: SignUpField, value: string): SignUpEvent => ({
  type: "FIELD_CHANGED",
  field: name,
  value,
});
const details: S[] = [
  field("namePrefix", "MRS"),
  field("name", "Arun Kumar"),
  field("mobile", "9876543210"),
  field("email", "arun@example.com"),
  field("pincode", "600001"),
];
const verify: SignUpEvent = { type: "VERIFY" };
const otp: SignUpEvent = { type: "OTP_CHANGED", value: "48213" };
const signUp: SignUpEvent = { type: "SIGN_UP" };
const resend: SignUpEvent = { type: "RESEND" };
const forSignUp = { mobile: "9876543210", purpose: "sign-up" };
const filled = {
  namePrefix: "MRS",
  name: "Arun Kumar",
  mobile: "9876543210",
  email: "arun@example.com",
  pincode: "600001",
} as const;

const toSendingOtp: S[] = [...details, verify];
/** The server's answer to a number's first send: its next send is accepted after 20 s. */
const sentFor = (resendAfterSeconds: number, voiceRetry = false) => ({
  resendAfterSeconds,
  voiceRetry,
});
const toVerifyingOtp: S[] = [...toSendingOtp, answer("sendOtp", sentFor(20))];
const toOffered: S[] = [...toVerifyingOtp, wait(20_000)];
const toResending: S[] = [...toOffered, resend];
/** A server that can read the code out by a call (MSG91's OTP API), the countdown over. */
const toCallOffered: S[] = [...toSendingOtp, answer("sendOtp", sentFor(20, true)), wait(20_000)];
const call: SignUpEvent = { type: "CALL" };
const toCalling: S[] = [...toCallOffered, call];
const toSigningUp: S[] = [...toVerifyingOtp, otp, signUp];
const toSavingSession: S[] = [
  ...toSigningUp,
  answer("signUp", { status: "success", user: serverUser }),
];
const sent = [authMessages.otpSent];
/** Step 2: the Send Again prompt's state and the Sign Up button's. */
const otpStep = (submission: string, resend = "waiting") => ({
  verifyingOtp: { resend, submission },
});

const rows: Row<SignUpEvent, SignUpContext>[] = [
  {
    name: "Verify with a detail missing: asks for all of them, sends nothing",
    steps: [field("name", "Arun Kumar"), field("mobile", "9876543210"), verify],
    value: "details",
    context: { detailsError: authMessages.incompleteDetails },
    calls: [],
  },
  {
    name: "editing a detail clears that message",
    steps: [field("name", "Arun Kumar"), verify, field("email", "arun@example.com")],
    value: "details",
    context: { detailsError: null, email: "arun@example.com" },
  },
  {
    name: "a short mobile is flagged as typed, a pincode keeps six digits, an unknown prefix is refused",
    steps: [field("mobile", "12345"), field("pincode", "600 001 9"), field("namePrefix", "SIR")],
    value: "details",
    context: {
      mobile: "12345",
      mobileError: authMessages.invalidMobile,
      pincode: "600001",
      namePrefix: "MR",
    },
  },
  {
    name: "the mobile check does not block Verify: a sign-up OTP is sent",
    steps: [...details, field("mobile", "12345"), verify],
    value: "sendingOtp",
    context: { mobileError: authMessages.invalidMobile },
    calls: [{ name: "sendOtp", input: { mobile: "12345", purpose: "sign-up" } }],
  },
  {
    name: "OTP sent: step 2, Send Again counts down the server's cool-down",
    steps: toVerifyingOtp,
    value: otpStep("idle"),
    context: { ...filled, otp: "", resendInSeconds: 20 },
    toasts: sent,
  },
  {
    name: "Send Again before the cool-down is over: nothing is sent",
    steps: [...toVerifyingOtp, wait(19_000), resend],
    value: otpStep("idle"),
    context: { resendInSeconds: 1 },
    calls: [{ name: "sendOtp", input: forSignUp }],
    toasts: sent,
  },
  {
    name: "the cool-down over: Send Again is offered",
    steps: toOffered,
    value: otpStep("idle", "offered"),
    context: { resendInSeconds: 0 },
    toasts: sent,
  },
  {
    name: "Send Again is not sent while the code is being checked",
    steps: [...toOffered, otp, signUp, resend],
    value: otpStep("signingUp", "offered"),
    calls: [
      { name: "sendOtp", input: forSignUp },
      { name: "signUp", input: { ...filled, otp: "48213" } },
    ],
    toasts: sent,
  },
  {
    name: "get-otp offline: the offline alert, the details kept",
    steps: [...toSendingOtp, fail("sendOtp", offline)],
    value: "details",
    context: { ...filled, alert: authMessages.offline },
  },
  {
    name: "get-otp rate-limited: the wait is shown",
    steps: [...toSendingOtp, fail("sendOtp", rateLimited)],
    value: "details",
    context: { alert: waitMessage },
  },
  {
    name: "get-otp fails otherwise: OTP not sent",
    steps: [...toSendingOtp, fail("sendOtp", serverDown)],
    value: "details",
    toasts: [authMessages.otpNotSent],
  },
  {
    name: "Edit details: back to step 1, the OTP cleared",
    steps: [...toVerifyingOtp, otp, { type: "EDIT_DETAILS" }],
    value: "details",
    context: { ...filled, otp: "" },
    toasts: sent,
  },
  {
    name: "Sign Up with four digits: Please enter correct OTP, nothing sent",
    steps: [...toVerifyingOtp, { type: "OTP_CHANGED", value: "4821" }, signUp],
    value: otpStep("idle"),
    context: { otp: "4821", otpError: authMessages.wrongSignUpOtp },
    calls: [{ name: "sendOtp", input: forSignUp }],
    toasts: sent,
  },
  {
    name: "Send Again resends the sign-up OTP",
    steps: toResending,
    value: otpStep("idle", "resending"),
    calls: [
      { name: "sendOtp", input: forSignUp },
      { name: "resendOtp", input: forSignUp },
    ],
    toasts: sent,
  },
  {
    name: "sent again: the server's longer cool-down is counted down",
    steps: [...toResending, answer("resendOtp", sentFor(40))],
    value: otpStep("idle"),
    context: { resendInSeconds: 40 },
    toasts: [...sent, authMessages.otpSentAgain],
  },
  {
    name: "resend offline: the offline alert, Send Again still offered",
    steps: [...toResending, fail("resendOtp", offline)],
    value: otpStep("idle", "offered"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "resend rate-limited: the wait is shown and counted down",
    steps: [...toResending, fail("resendOtp", rateLimited)],
    value: otpStep("idle"),
    context: { alert: waitMessage, resendInSeconds: 300 },
    toasts: sent,
  },
  {
    name: "resend fails otherwise: OTP not sent, Send Again still offered",
    steps: [...toResending, fail("resendOtp", serverDown)],
    value: otpStep("idle", "offered"),
    toasts: [...sent, authMessages.otpNotSent],
  },
  // The code by call (a server whose SMS adapter can place one).
  {
    name: "a call is not offered when the server cannot place one",
    steps: [...toOffered, call],
    value: otpStep("idle", "offered"),
    context: { voiceRetry: false },
    calls: [{ name: "sendOtp", input: forSignUp }],
    toasts: sent,
  },
  {
    name: "the countdown over, Get the code by call asks for a call of the sign-up code",
    steps: toCalling,
    value: otpStep("idle", "calling"),
    context: { voiceRetry: true },
    calls: [
      { name: "sendOtp", input: forSignUp },
      { name: "callOtp", input: forSignUp },
    ],
    toasts: sent,
  },
  {
    name: "no call while the code is being checked: a new code would kill the one in flight",
    steps: [...toCallOffered, otp, signUp, call],
    value: otpStep("signingUp", "offered"),
    calls: [
      { name: "sendOtp", input: forSignUp },
      { name: "signUp", input: { ...filled, otp: "48213" } },
    ],
    toasts: sent,
  },
  {
    name: "calling: told so, and the server's next cool-down is counted down",
    steps: [...toCalling, answer("callOtp", sentFor(40, true))],
    value: otpStep("idle"),
    context: { resendInSeconds: 40 },
    toasts: [...sent, authMessages.calling],
  },
  {
    name: "call offline: the prompt stays, with the offline alert",
    steps: [...toCalling, fail("callOtp", offline)],
    value: otpStep("idle", "offered"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "call rate-limited: the wait is shown and counted down",
    steps: [...toCalling, fail("callOtp", rateLimited)],
    value: otpStep("idle"),
    context: { alert: waitMessage, resendInSeconds: 300 },
    toasts: sent,
  },
  {
    name: "call fails otherwise: OTP not sent, the prompt stays",
    steps: [...toCalling, fail("callOtp", serverDown)],
    value: otpStep("idle", "offered"),
    toasts: [...sent, authMessages.otpNotSent],
  },
  {
    name: "Sign Up sends the details with the OTP",
    steps: toSigningUp,
    value: otpStep("signingUp"),
    calls: [
      { name: "sendOtp", input: forSignUp },
      { name: "signUp", input: { ...filled, otp: "48213" } },
    ],
    toasts: sent,
  },
  {
    name: "signed up: the session is saved",
    steps: toSavingSession,
    value: "savingSession",
    context: { user: expect.objectContaining({ vyomId: serverUser.vyomId, mobile: "9876543210" }) },
    toasts: sent,
  },
  {
    name: "already registered: its toast, back to step 1",
    steps: [...toSigningUp, answer("signUp", { status: "user-already-exists" })],
    value: "details",
    context: { ...filled, otp: "", user: null },
    toasts: [...sent, authMessages.accountExists],
  },
  {
    name: "OTP not verified: Please enter correct OTP, the OTP kept to correct",
    steps: [...toSigningUp, fail("signUp", notVerified)],
    value: otpStep("idle"),
    context: { otp: "48213", otpError: authMessages.wrongSignUpOtp },
    toasts: sent,
  },
  {
    name: "typing the OTP again clears its error",
    steps: [...toSigningUp, fail("signUp", notVerified), otp],
    value: otpStep("idle"),
    context: { otpError: null },
    toasts: sent,
  },
  {
    name: "sign-up offline: the offline alert",
    steps: [...toSigningUp, fail("signUp", offline)],
    value: otpStep("idle"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "sign-up rate-limited: the wait is shown",
    steps: [...toSigningUp, fail("signUp", rateLimited)],
    value: otpStep("idle"),
    context: { alert: waitMessage },
    toasts: sent,
  },
  {
    name: "sign-up fails otherwise: sign up failed",
    steps: [...toSigningUp, fail("signUp", serverDown)],
    value: otpStep("idle"),
    toasts: [...sent, authMessages.signUpFailed],
  },
  {
    name: "session saved: signed up",
    steps: [...toSavingSession, answer("saveSession")],
    value: "signedUp",
    toasts: sent,
  },
  {
    name: "session not saved: back to step 1, told so",
    steps: [...toSavingSession, fail("saveSession", new Error("IndexedDB refused the write"))],
    value: "details",
    context: { alert: authMessages.notSaved, otp: "" },
    toasts: sent,
  },
];

const table: Table<SignUpEvent, SignUpContext> = {
  machine: signUpMachine,
  actorNames: ["sendOtp", "resendOtp", "callOtp", "signUp", "saveSession"],
  defaults: { mobileError: null, detailsError: null, otpError: null, alert: null },
  rows,
};

describeTable("sign-up machine: each row's written-down outcome", table, 20);
