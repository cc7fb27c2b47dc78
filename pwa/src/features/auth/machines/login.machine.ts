/**
 * The Login tab (docs/product.md#login-flow). Mobile → Send OTP → verify-user;
 * a known number gets an OTP, an unknown one is looked up in the legacy database (found: an OTP
 * is sent, and the server reads the legacy details only once the code is proven; not found or the
 * lookup fails: "Please SignUp"). Once the OTP is
 * sent the boxes and Login button are live, and "Send Again" counts down the cool-down the
 * server answered with the send (a resend before it would be refused), then is offered. Login is
 * the login call, which verifies and consumes the OTP itself (verify-otp is never called first);
 * no captcha after the code: a number under attack was asked for one at the send
 * (pwa/src/lib/captcha-retry.ts). Editing the mobile at any point before login resets everything
 * that depended on it. A first legacy login whose pincode a service area prices for another city
 * selects that city (re-pricing the cart) before it finishes, and keeps the words that say so for
 * the page (`notice`): the dialog closes then, so the page shows them. The countdown
 * (pwa/src/lib/resend-countdown.ts) ticks on the machine's `oneSecond` delay. When the send
 * answered `voiceRetry`, the end of the countdown also offers the code by a call (CALL), which
 * the server counts as a send again and answers with the next cool-down the same way.
 */
import type { Location } from "@vyom/catalog";
import { cleanMobile } from "@vyom/catalog/contract";
import { assign, emit, not, setup } from "xstate";
import type { SessionUser } from "@/db/records.ts";
import {
  countdownOf,
  countdownTickMs,
  countdownWaitingState,
  noCountdown,
  secondsLeft,
} from "@/lib/resend-countdown.ts";
import { toSessionUser } from "../data/session-user.ts";
import {
  callOtp,
  login,
  lookUpLegacyUser,
  resendOtp,
  saveSession,
  selectPincodeCity,
  sendOtp,
  verifyUser,
} from "./auth-actors.ts";
import { rateLimitedMessage } from "./auth-message-words.ts";
import { authMessages } from "./auth-messages.ts";
import {
  isCompleteOtp,
  isOfflineEvent,
  isRateLimitedEvent,
  isValidMobile,
  mobileError,
  rejectionCode,
  retryAfterOf,
  type ToastEmitted,
} from "./auth-rules.ts";
import {
  answeredSendAgain,
  onNetworkFailure,
  toastError,
  toastSuccess,
} from "./auth-transitions.ts";

export { countdownTickMs };

export interface LoginContext {
  mobile: string;
  otp: string;
  /** When the server accepts "Send Again" (epoch ms: its answer to the send, or a 429's wait). */
  resendAt: number;
  /** The seconds left until then, as the countdown shows them. */
  resendInSeconds: number;
  /** The server can read the code out by a call: offered beside Send Again. */
  voiceRetry: boolean;
  /** The number was found only in the legacy customer database. */
  legacyPath: boolean;
  mobileError: string | null;
  otpError: string | null;
  /** A lasting message in the form: offline, rate-limited, not saved. */
  alert: string | null;
  user: SessionUser | null;
  /** A first legacy login: the city the customer's pincode is priced for (the API's answer). */
  pincodeLocation: Location | null;
  /** Said on the page once logged in: the city was switched to the pincode's. */
  notice: string | null;
}

export type LoginEvent =
  | { type: "MOBILE_CHANGED"; value: string }
  | { type: "SEND_OTP" }
  | { type: "OTP_CHANGED"; value: string }
  | { type: "SUBMIT" }
  | { type: "RESEND" }
  | { type: "CALL" };

const initialContext: LoginContext = {
  mobile: "",
  otp: "",
  ...noCountdown,
  voiceRetry: false,
  legacyPath: false,
  mobileError: null,
  otpError: null,
  alert: null,
  user: null,
  pincodeLocation: null,
  notice: null,
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as ToastEmitted,
    output: {} as SessionUser | null,
  },
  actors: {
    verifyUser,
    lookUpLegacyUser,
    sendOtp,
    resendOtp,
    callOtp,
    login,
    saveSession,
    selectPincodeCity,
  },
  guards: {
    isMobileValid: ({ context }) => isValidMobile(context.mobile),
    isOtpComplete: ({ context }) => isCompleteOtp(context.otp),
    isResendDue: ({ context }) => context.resendInSeconds <= 0,
    userExists: (_, params: { status: string }) => params.status === "exists",
    legacyCustomerFound: (_, params: { status: string }) => params.status === "exists",
    isOffline: ({ event }) => isOfflineEvent(event),
    isRateLimited: ({ event }) => isRateLimitedEvent(event),
    isIncorrectOtp: ({ event }) => rejectionCode(event) === "incorrect-otp",
    isAccountNotFound: ({ event }) => rejectionCode(event) === "account-not-found",
    hasPincodeCity: ({ context }) => context.pincodeLocation !== null,
    offersCall: ({ context }) => context.voiceRetry,
  },
  delays: { oneSecond: countdownTickMs },
  actions: {
    toast: emit((_, params: Omit<ToastEmitted, "type">) => ({ type: "toast" as const, ...params })),
    setMobile: assign({
      mobile: ({ context, event }) =>
        event.type === "MOBILE_CHANGED" ? cleanMobile(event.value) : context.mobile,
      mobileError: null,
      alert: null,
    }),
    /** Editing the mobile resets the OTP-ready state (docs/product.md#login-flow, step 2). */
    resetOtpState: assign({
      otp: "",
      ...noCountdown,
      voiceRetry: false,
      legacyPath: false,
      otpError: null,
      alert: null,
    }),
    flagInvalidMobile: assign({
      mobileError: ({ context }) => mobileError(context.mobile) ?? authMessages.invalidMobile,
    }),
    setOtp: assign({
      otp: ({ context, event }) => (event.type === "OTP_CHANGED" ? event.value : context.otp),
      otpError: null,
    }),
    flagIncompleteOtp: assign({ otpError: authMessages.incompleteOtp }),
    startCountdown: assign((_, params: { seconds: number }) => countdownOf(params.seconds)),
    tick: assign({ resendInSeconds: ({ context }) => secondsLeft(context.resendAt) }),
    setVoiceRetry: assign((_, params: { voiceRetry: boolean }) => ({
      voiceRetry: params.voiceRetry,
    })),
    clearAlert: assign({ alert: null, otpError: null }),
    showOffline: assign({ alert: authMessages.offline }),
    showRateLimited: assign({ alert: ({ event }) => rateLimitedMessage(retryAfterOf(event)) }),
    showNotSaved: assign({ alert: authMessages.notSaved }),
  },
}).createMachine({
  id: "login",
  context: initialContext,
  initial: "editing",
  output: ({ context }) => context.user,
  states: {
    editing: {
      on: {
        MOBILE_CHANGED: { actions: "setMobile" },
        SEND_OTP: [
          { guard: "isMobileValid", target: "checkingUser", actions: "clearAlert" },
          { actions: "flagInvalidMobile" },
        ],
      },
    },
    checkingUser: {
      on: { MOBILE_CHANGED: { target: "editing", actions: ["setMobile", "resetOtpState"] } },
      invoke: {
        id: "verifyUser",
        src: "verifyUser",
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: [
          {
            guard: { type: "userExists", params: ({ event }) => ({ status: event.output }) },
            target: "sendingOtp",
          },
          { target: "checkingLegacy" },
        ],
        onError: onNetworkFailure("editing", authMessages.otpNotSent),
      },
    },
    checkingLegacy: {
      on: { MOBILE_CHANGED: { target: "editing", actions: ["setMobile", "resetOtpState"] } },
      invoke: {
        id: "lookUpLegacyUser",
        src: "lookUpLegacyUser",
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: [
          {
            guard: {
              type: "legacyCustomerFound",
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: "sendingOtp",
            actions: assign({ legacyPath: true }),
          },
          { target: "editing", actions: toastError(authMessages.noAccount) },
        ],
        // The legacy service failing is "the lookup fails" (login step 5): told to sign up.
        onError: onNetworkFailure("editing", authMessages.noAccount),
      },
    },
    sendingOtp: {
      on: { MOBILE_CHANGED: { target: "editing", actions: ["setMobile", "resetOtpState"] } },
      invoke: {
        id: "sendOtp",
        src: "sendOtp",
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: {
          target: "otpReady",
          actions: [
            {
              type: "startCountdown",
              params: ({ event }) => ({ seconds: event.output.resendAfterSeconds }),
            },
            {
              type: "setVoiceRetry",
              params: ({ event }) => ({ voiceRetry: event.output.voiceRetry }),
            },
            toastSuccess(authMessages.otpSent),
          ],
        },
        onError: [
          { guard: "isOffline", target: "editing", actions: ["resetOtpState", "showOffline"] },
          {
            guard: "isRateLimited",
            target: "editing",
            actions: ["resetOtpState", "showRateLimited"],
          },
          { target: "editing", actions: ["resetOtpState", toastError(authMessages.otpNotSent)] },
        ],
      },
    },
    otpReady: {
      type: "parallel",
      on: {
        MOBILE_CHANGED: { target: "editing", actions: ["setMobile", "resetOtpState"] },
        OTP_CHANGED: { actions: "setOtp" },
      },
      states: {
        resend: {
          initial: "waiting",
          states: {
            waiting: countdownWaitingState("offered"),
            offered: {
              on: {
                RESEND: { target: "resending", actions: "clearAlert" },
                CALL: { guard: "offersCall", target: "calling", actions: "clearAlert" },
              },
            },
            resending: {
              invoke: {
                id: "resendOtp",
                src: "resendOtp",
                input: ({ context }) => ({ mobile: context.mobile }),
                ...answeredSendAgain(authMessages.otpSentAgain),
              },
            },
            calling: {
              invoke: {
                id: "callOtp",
                src: "callOtp",
                input: ({ context }) => ({ mobile: context.mobile }),
                ...answeredSendAgain(authMessages.calling),
              },
            },
          },
        },
        submission: {
          initial: "idle",
          states: {
            idle: {
              on: {
                SUBMIT: [
                  { guard: not("isOtpComplete"), actions: "flagIncompleteOtp" },
                  { target: "loggingIn", actions: "clearAlert" },
                ],
              },
            },
            loggingIn: {
              invoke: {
                id: "login",
                src: "login",
                input: ({ context }) => ({ mobile: context.mobile, otp: context.otp }),
                onDone: {
                  target: "#login.savingSession",
                  actions: assign({
                    user: ({ event }) =>
                      toSessionUser(event.output.user, event.output.legacyMembers),
                    pincodeLocation: ({ event }) => event.output.pincodeLocation ?? null,
                  }),
                },
                onError: [
                  {
                    guard: "isIncorrectOtp",
                    target: "idle",
                    actions: toastError(authMessages.incorrectOtp),
                  },
                  {
                    guard: "isAccountNotFound",
                    target: "idle",
                    actions: toastError(authMessages.noAccount),
                  },
                  ...onNetworkFailure("idle", authMessages.loginFailed),
                ],
              },
            },
          },
        },
      },
    },
    savingSession: {
      invoke: {
        id: "saveSession",
        src: "saveSession",
        input: ({ context }) => ({ user: context.user as SessionUser }),
        onDone: [{ guard: "hasPincodeCity", target: "selectingCity" }, { target: "loggedIn" }],
        onError: { target: "editing", actions: ["resetOtpState", "showNotSaved"] },
      },
    },
    selectingCity: {
      invoke: {
        id: "selectPincodeCity",
        src: "selectPincodeCity",
        input: ({ context }) => ({
          location: context.pincodeLocation as Location,
          pincode: context.user?.pincode ?? "",
        }),
        onDone: { target: "loggedIn", actions: assign({ notice: ({ event }) => event.output }) },
        // Logged in all the same: the header's city stays, and checkout prices by the address.
        onError: { target: "loggedIn" },
      },
    },
    loggedIn: { type: "final" },
  },
});
