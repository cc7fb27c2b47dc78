import { pincodeCityNotice } from "@vyom/catalog/contract";
import { expect } from "vitest";
import { AuthError } from "../data/auth-error.ts";
import { rateLimitedMessage } from "./auth-message-words.ts";
import { authMessages } from "./auth-messages.ts";
import { type LoginContext, type LoginEvent, loginMachine } from "./login.machine.ts";
import {
  answer,
  describeTable,
  fail,
  type Row,
  type Step,
  type Table,
  wait,
} from "./machine-paths.test-support.ts";
import { serverUser } from "./test-users.test-support.ts";

const offline = new AuthError({ kind: "offline" });
const rateLimited = new AuthError({ kind: "rate-limited", retryAfterSeconds: 45 });
const serverDown = new AuthError({ kind: "rejected", status: 502, code: "legacy-unavailable" });
const rejected = (status: number, code: string) =>
  new AuthError({ kind: "rejected", status, code });
const waitMessage = rateLimitedMessage(45); // "Too many attempts. Please try again in 45 seconds."

type S = Step<LoginEvent>;
const mobile: LoginEvent = { type: "MOBILE_CHANGED", value: "9876543210" };
const otherMobile: LoginEvent = { type: "MOBILE_CHANGED", value: "9123456780" };
const sendOtp: LoginEvent = { type: "SEND_OTP" };
const otp: LoginEvent = { type: "OTP_CHANGED", value: "48213" };
const submit: LoginEvent = { type: "SUBMIT" };
const resend: LoginEvent = { type: "RESEND" };
const byMobile = { mobile: "9876543210" };

const toCheckingLegacy: S[] = [mobile, sendOtp, answer("verifyUser", "does-not-exist")];
/** The server's answer to a number's first send: its next send is accepted after 20 s. */
const sentFor = (resendAfterSeconds: number, voiceRetry = false) => ({
  resendAfterSeconds,
  voiceRetry,
});
const toNewUserReady: S[] = [
  mobile,
  sendOtp,
  answer("verifyUser", "exists"),
  answer("sendOtp", sentFor(20)),
];
const toLegacyReady: S[] = [
  ...toCheckingLegacy,
  answer("lookUpLegacyUser", { status: "exists" }),
  answer("sendOtp", sentFor(20)),
];
const toOffered: S[] = [...toNewUserReady, wait(20_000)];
/** A server that can read the code out by a call (MSG91's OTP API), the countdown over. */
const toCallOffered: S[] = [
  mobile,
  sendOtp,
  answer("verifyUser", "exists"),
  answer("sendOtp", sentFor(20, true)),
  wait(20_000),
];
const call: LoginEvent = { type: "CALL" };
const toCalling: S[] = [...toCallOffered, call];
const toResending: S[] = [...toOffered, resend];
const toLoggingIn: S[] = [...toNewUserReady, otp, submit];
const toSavingSession: S[] = [...toLoggingIn, answer("login", { user: serverUser })];
/** A first legacy login whose pincode a service area prices for Andhra Pradesh. */
const toSelectingCity: S[] = [
  ...toLoggingIn,
  answer("login", { user: serverUser, pincodeLocation: "andhraPradesh" }),
  answer("saveSession"),
];
const cityNotice = pincodeCityNotice("andhraPradesh", "600001");

const ready = (resend: string, submission: string) => ({ otpReady: { resend, submission } });
const sent = [authMessages.otpSent];
/** What editing the mobile after an OTP was sent leaves: a fresh form for the new number. */
const resetForNewNumber = {
  mobile: "9123456780",
  otp: "",
  resendInSeconds: 0,
  legacyPath: false,
};

const rows: Row<LoginEvent, LoginContext>[] = [
  // Mobile and Send OTP.
  {
    name: "a short mobile is refused without calling the API",
    steps: [{ type: "MOBILE_CHANGED", value: "12345" }, sendOtp],
    value: "editing",
    context: { mobile: "12345", mobileError: authMessages.invalidMobile },
    calls: [],
  },
  {
    name: "typing again clears the mobile error",
    steps: [{ type: "MOBILE_CHANGED", value: "12345" }, sendOtp, mobile],
    value: "editing",
    context: { mobile: "9876543210", mobileError: null },
  },
  {
    name: "a pasted +91 number keeps its ten digits",
    steps: [{ type: "MOBILE_CHANGED", value: "+91 98765 43210" }],
    value: "editing",
    context: { mobile: "9876543210" },
  },
  {
    name: "Send OTP asks verify-user, once however often it is pressed",
    steps: [mobile, sendOtp, sendOtp],
    value: "checkingUser",
    calls: [{ name: "verifyUser", input: byMobile }],
  },
  {
    name: "a known number: the OTP is sent",
    steps: [mobile, sendOtp, answer("verifyUser", "exists")],
    value: "sendingOtp",
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
    ],
  },
  {
    name: "an unknown number: the legacy database is asked",
    steps: toCheckingLegacy,
    value: "checkingLegacy",
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "lookUpLegacyUser", input: byMobile },
    ],
  },
  {
    name: "verify-user offline: the offline alert",
    steps: [mobile, sendOtp, fail("verifyUser", offline)],
    value: "editing",
    context: { alert: authMessages.offline },
  },
  {
    name: "verify-user rate-limited: the wait is shown",
    steps: [mobile, sendOtp, fail("verifyUser", rateLimited)],
    value: "editing",
    context: { alert: waitMessage },
  },
  {
    name: "verify-user fails otherwise: OTP not sent",
    steps: [mobile, sendOtp, fail("verifyUser", serverDown)],
    value: "editing",
    toasts: [authMessages.otpNotSent],
  },
  {
    name: "editing the mobile while verify-user runs starts over",
    steps: [mobile, sendOtp, otherMobile],
    value: "editing",
    context: { mobile: "9123456780" },
  },
  // The legacy lookup.
  {
    name: "found in the legacy database: on the legacy path, the OTP sent",
    steps: [...toCheckingLegacy, answer("lookUpLegacyUser", { status: "exists" })],
    value: "sendingOtp",
    context: { legacyPath: true },
  },
  {
    name: "in neither database: told to sign up",
    steps: [...toCheckingLegacy, answer("lookUpLegacyUser", { status: "does-not-exist" })],
    value: "editing",
    context: { legacyPath: false },
    toasts: [authMessages.noAccount],
  },
  {
    name: "legacy lookup offline: the offline alert",
    steps: [...toCheckingLegacy, fail("lookUpLegacyUser", offline)],
    value: "editing",
    context: { alert: authMessages.offline },
  },
  {
    name: "legacy lookup rate-limited: the wait is shown",
    steps: [...toCheckingLegacy, fail("lookUpLegacyUser", rateLimited)],
    value: "editing",
    context: { alert: waitMessage },
  },
  {
    name: "legacy lookup fails otherwise: told to sign up",
    steps: [...toCheckingLegacy, fail("lookUpLegacyUser", serverDown)],
    value: "editing",
    toasts: [authMessages.noAccount],
  },
  {
    name: "editing the mobile during the legacy lookup starts over",
    steps: [...toCheckingLegacy, otherMobile],
    value: "editing",
    context: { mobile: "9123456780" },
  },
  // Sending the OTP.
  {
    name: "OTP sent: the form is ready, Send Again counts down the server's 20 s",
    steps: toNewUserReady,
    value: ready("waiting", "idle"),
    context: { legacyPath: false, otp: "", resendInSeconds: 20 },
    toasts: sent,
  },
  {
    name: "get-otp offline: the offline alert",
    steps: [mobile, sendOtp, answer("verifyUser", "exists"), fail("sendOtp", offline)],
    value: "editing",
    context: { alert: authMessages.offline },
  },
  {
    name: "get-otp rate-limited: the wait is shown",
    steps: [mobile, sendOtp, answer("verifyUser", "exists"), fail("sendOtp", rateLimited)],
    value: "editing",
    context: { alert: waitMessage },
  },
  {
    name: "get-otp fails on the legacy path: OTP not sent, the legacy id dropped",
    steps: [
      ...toCheckingLegacy,
      answer("lookUpLegacyUser", { status: "exists" }),
      fail("sendOtp", serverDown),
    ],
    value: "editing",
    context: { legacyPath: false },
    toasts: [authMessages.otpNotSent],
  },
  {
    name: "editing the mobile while the OTP is sent starts over",
    steps: [mobile, sendOtp, answer("verifyUser", "exists"), otherMobile],
    value: "editing",
    context: { mobile: "9123456780" },
  },
  // The countdown to "Send Again", on the fake clock: what the server said, not a fixed wait.
  {
    name: "a second in, 19 s are left",
    steps: [...toNewUserReady, wait(1_000)],
    value: ready("waiting", "idle"),
    context: { resendInSeconds: 19 },
    toasts: sent,
  },
  {
    name: "no Send Again a millisecond before the server's 20 s",
    steps: [...toNewUserReady, wait(19_999)],
    value: ready("waiting", "idle"),
    context: { resendInSeconds: 1 },
    toasts: sent,
  },
  {
    name: "Send Again at the server's 20 s (once took 20 minutes)",
    steps: toOffered,
    value: ready("offered", "idle"),
    context: { resendInSeconds: 0 },
    toasts: sent,
  },
  {
    name: "a longer cool-down from the server is counted down in full",
    steps: [
      mobile,
      sendOtp,
      answer("verifyUser", "exists"),
      answer("sendOtp", sentFor(160)),
      wait(159_000),
    ],
    value: ready("waiting", "idle"),
    context: { resendInSeconds: 1 },
    toasts: sent,
  },
  {
    name: "legacy customer: the same countdown, then Send Again",
    steps: [...toLegacyReady, wait(20_000)],
    value: ready("offered", "idle"),
    context: { legacyPath: true },
    toasts: sent,
  },
  {
    name: "Send Again is not taken before the prompt",
    steps: [...toNewUserReady, resend],
    value: ready("waiting", "idle"),
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
    ],
    toasts: sent,
  },
  {
    name: "Send Again resends the OTP",
    steps: toResending,
    value: ready("resending", "idle"),
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
      { name: "resendOtp", input: byMobile },
    ],
    toasts: sent,
  },
  {
    name: "sent again: counts down the server's new, doubled cool-down",
    steps: [...toResending, answer("resendOtp", sentFor(40)), wait(39_000)],
    value: ready("waiting", "idle"),
    context: { resendInSeconds: 1 },
    toasts: [...sent, authMessages.otpSentAgain],
  },
  {
    name: "sent again: Send Again returns when that cool-down ends",
    steps: [...toResending, answer("resendOtp", sentFor(40)), wait(40_000)],
    value: ready("offered", "idle"),
    toasts: [...sent, authMessages.otpSentAgain],
  },
  {
    name: "resend offline: the prompt stays, with the offline alert",
    steps: [...toResending, fail("resendOtp", offline)],
    value: ready("offered", "idle"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "resend rate-limited: the wait is shown and counted down",
    steps: [...toResending, fail("resendOtp", rateLimited)],
    value: ready("waiting", "idle"),
    context: { alert: waitMessage, resendInSeconds: 45 },
    toasts: sent,
  },
  {
    name: "resend rate-limited: Send Again again once the server's wait is over",
    steps: [...toResending, fail("resendOtp", rateLimited), wait(45_000)],
    value: ready("offered", "idle"),
    context: { alert: waitMessage },
    toasts: sent,
  },
  {
    name: "resend fails otherwise: OTP not sent",
    steps: [...toResending, fail("resendOtp", serverDown)],
    value: ready("offered", "idle"),
    toasts: [...sent, authMessages.otpNotSent],
  },
  // The code by call (a server whose SMS adapter can place one).
  {
    name: "a call is not offered when the server cannot place one",
    steps: [...toOffered, call],
    value: ready("offered", "idle"),
    context: { voiceRetry: false },
    toasts: sent,
  },
  {
    name: "the countdown over, Get the code by call asks for the call",
    steps: toCalling,
    value: ready("calling", "idle"),
    context: { voiceRetry: true },
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
      { name: "callOtp", input: byMobile },
    ],
    toasts: sent,
  },
  {
    name: "calling: told so, and the server's next cool-down is counted down",
    steps: [...toCalling, answer("callOtp", sentFor(40, true))],
    value: ready("waiting", "idle"),
    context: { resendInSeconds: 40 },
    toasts: [...sent, authMessages.calling],
  },
  {
    name: "call offline: the prompt stays, with the offline alert",
    steps: [...toCalling, fail("callOtp", offline)],
    value: ready("offered", "idle"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "call rate-limited: the wait is shown and counted down",
    steps: [...toCalling, fail("callOtp", rateLimited)],
    value: ready("waiting", "idle"),
    context: { alert: waitMessage, resendInSeconds: 45 },
    toasts: sent,
  },
  {
    name: "call fails otherwise: OTP not sent, the prompt stays",
    steps: [...toCalling, fail("callOtp", serverDown)],
    value: ready("offered", "idle"),
    toasts: [...sent, authMessages.otpNotSent],
  },
  // Login.
  {
    name: "Login with four digits: asks for the whole OTP",
    steps: [...toNewUserReady, { type: "OTP_CHANGED", value: "4821" }, submit],
    value: ready("waiting", "idle"),
    context: { otp: "4821", otpError: authMessages.incompleteOtp },
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
    ],
    toasts: sent,
  },
  {
    name: "typing the OTP again clears its error",
    steps: [...toNewUserReady, submit, otp],
    value: ready("waiting", "idle"),
    context: { otp: "48213", otpError: null },
    toasts: sent,
  },
  {
    name: "Login with the OTP: the login call at once, no captcha asked",
    steps: toLoggingIn,
    value: ready("waiting", "loggingIn"),
    calls: [
      { name: "verifyUser", input: byMobile },
      { name: "sendOtp", input: byMobile },
      { name: "login", input: { mobile: "9876543210", otp: "48213" } },
    ],
    toasts: sent,
  },
  {
    name: "logged in by the API: the session is saved",
    steps: toSavingSession,
    value: "savingSession",
    context: { user: expect.objectContaining({ vyomId: serverUser.vyomId, mobile: "9876543210" }) },
    toasts: sent,
  },
  {
    name: "wrong OTP: Incorrect OTP, the OTP kept to correct",
    steps: [...toLoggingIn, fail("login", rejected(401, "incorrect-otp"))],
    value: ready("waiting", "idle"),
    context: { otp: "48213", user: null },
    toasts: [...sent, authMessages.incorrectOtp],
  },
  {
    name: "account gone meanwhile: told to sign up",
    steps: [...toLoggingIn, fail("login", rejected(404, "account-not-found"))],
    value: ready("waiting", "idle"),
    toasts: [...sent, authMessages.noAccount],
  },
  {
    name: "login offline: the offline alert",
    steps: [...toLoggingIn, fail("login", offline)],
    value: ready("waiting", "idle"),
    context: { alert: authMessages.offline },
    toasts: sent,
  },
  {
    name: "login rate-limited: the wait is shown",
    steps: [...toLoggingIn, fail("login", rateLimited)],
    value: ready("waiting", "idle"),
    context: { alert: waitMessage },
    toasts: sent,
  },
  {
    name: "login fails otherwise: login failed",
    steps: [...toLoggingIn, fail("login", serverDown)],
    value: ready("waiting", "idle"),
    toasts: [...sent, authMessages.loginFailed],
  },
  {
    name: "session saved: logged in",
    steps: [...toSavingSession, answer("saveSession")],
    value: "loggedIn",
    context: { user: expect.objectContaining({ vyomId: serverUser.vyomId }) },
    toasts: sent,
  },
  {
    name: "a legacy login priced elsewhere: saved, then its pincode's city is selected",
    steps: toSelectingCity,
    value: "selectingCity",
    context: { pincodeLocation: "andhraPradesh", notice: null },
    toasts: sent,
  },
  {
    name: "its city selected: logged in, with the words for the page",
    steps: [...toSelectingCity, answer("selectPincodeCity", cityNotice)],
    value: "loggedIn",
    context: { notice: cityNotice },
    toasts: sent,
  },
  {
    name: "its city could not be selected: logged in all the same, nothing to say",
    steps: [...toSelectingCity, fail("selectPincodeCity", new Error("IndexedDB refused"))],
    value: "loggedIn",
    context: { notice: null },
    toasts: sent,
  },
  {
    name: "session not saved: back to the form, told so",
    steps: [...toSavingSession, fail("saveSession", new Error("IndexedDB refused the write"))],
    value: "editing",
    context: { alert: authMessages.notSaved, otp: "" },
    toasts: sent,
  },
  {
    name: "editing the mobile once the OTP is sent resets the OTP, countdown and legacy id",
    steps: [...toLegacyReady, otp, otherMobile],
    value: "editing",
    context: resetForNewNumber,
    toasts: sent,
  },
];

const table: Table<LoginEvent, LoginContext> = {
  machine: loginMachine,
  actorNames: [
    "verifyUser",
    "lookUpLegacyUser",
    "sendOtp",
    "resendOtp",
    "callOtp",
    "login",
    "saveSession",
    "selectPincodeCity",
  ],
  defaults: { mobileError: null, otpError: null, alert: null },
  rows,
};

describeTable("login machine: each row's written-down outcome", table, 35);
