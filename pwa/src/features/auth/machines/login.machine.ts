/**
 * The Login tab (docs/product.md#login-flow). Mobile → Send OTP → verify-user;
 * a known number gets an OTP, an unknown one is looked up in the legacy database (found: an OTP
 * is sent, and the server reads the legacy details only once the code is proven; not found or the
 * lookup fails: "Please SignUp"). Once the OTP is
 * sent the boxes, captcha and Login button are live; the "Send Again" prompt appears after 20
 * minutes (20 seconds on the legacy path). Login = captcha check, then the login call, which
 * verifies and consumes the OTP itself (verify-otp is never called first). Editing the mobile
 * at any point before login resets everything that depended on it.
 */
import { cleanMobile } from "@vyom/catalog/contract";
import { assign, emit, not, setup } from "xstate";
import type { SessionUser } from "@/db/records.ts";
import { toSessionUser } from "../data/session-user.ts";
import {
  login,
  lookUpLegacyUser,
  resendOtp,
  saveSession,
  sendOtp,
  verifyCaptcha,
  verifyUser,
} from "./auth-actors.ts";
import { authMessages, rateLimitedMessage } from "./auth-messages.ts";
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
import { onNetworkFailure, toastError, toastSuccess } from "./auth-transitions.ts";

/** docs/product.md#constants-and-limits: the "Send Again" prompt's delays. */
export const newUserResendPromptMs = 1_200_000;
export const legacyResendPromptMs = 20_000;

export interface LoginContext {
  mobile: string;
  otp: string;
  /** The solved captcha, until the server has checked it (a value passes once). */
  captchaValue: string | null;
  /** Goes up each time a captcha value is used up, so the widget starts over. */
  captchaRound: number;
  /** The number was found only in the legacy customer database (the shorter resend prompt). */
  legacyPath: boolean;
  mobileError: string | null;
  otpError: string | null;
  /** A lasting message in the form: offline, rate-limited, not saved. */
  alert: string | null;
  user: SessionUser | null;
}

export type LoginEvent =
  | { type: "MOBILE_CHANGED"; value: string }
  | { type: "SEND_OTP" }
  | { type: "OTP_CHANGED"; value: string }
  | { type: "CAPTCHA_SOLVED"; value: string }
  | { type: "CAPTCHA_CLEARED" }
  | { type: "SUBMIT" }
  | { type: "RESEND" };

const initialContext: LoginContext = {
  mobile: "",
  otp: "",
  captchaValue: null,
  captchaRound: 0,
  legacyPath: false,
  mobileError: null,
  otpError: null,
  alert: null,
  user: null,
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
    verifyCaptcha,
    login,
    saveSession,
  },
  guards: {
    isMobileValid: ({ context }) => isValidMobile(context.mobile),
    isOtpComplete: ({ context }) => isCompleteOtp(context.otp),
    hasCaptcha: ({ context }) => context.captchaValue !== null,
    isLegacyPath: ({ context }) => context.legacyPath,
    isNewUserPath: ({ context }) => !context.legacyPath,
    userExists: (_, params: { status: string }) => params.status === "exists",
    legacyCustomerFound: (_, params: { status: string }) => params.status === "exists",
    captchaPassed: (_, params: { success: boolean }) => params.success,
    isOffline: ({ event }) => isOfflineEvent(event),
    isRateLimited: ({ event }) => isRateLimitedEvent(event),
    isIncorrectOtp: ({ event }) => rejectionCode(event) === "incorrect-otp",
    isAccountNotFound: ({ event }) => rejectionCode(event) === "account-not-found",
  },
  delays: {
    newUserResendPrompt: newUserResendPromptMs,
    legacyResendPrompt: legacyResendPromptMs,
  },
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
      captchaValue: null,
      captchaRound: ({ context }) => context.captchaRound + 1,
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
    setCaptcha: assign({
      captchaValue: ({ event }) => (event.type === "CAPTCHA_SOLVED" ? event.value : null),
    }),
    clearCaptcha: assign({ captchaValue: null }),
    /** The server has seen the value: it will not pass again, so the widget starts over. */
    spendCaptcha: assign({
      captchaValue: null,
      captchaRound: ({ context }) => context.captchaRound + 1,
    }),
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
        onDone: { target: "otpReady", actions: toastSuccess(authMessages.otpSent) },
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
        CAPTCHA_SOLVED: { actions: "setCaptcha" },
        CAPTCHA_CLEARED: { actions: "clearCaptcha" },
      },
      states: {
        resend: {
          initial: "waiting",
          states: {
            waiting: {
              after: {
                newUserResendPrompt: { guard: "isNewUserPath", target: "offered" },
                legacyResendPrompt: { guard: "isLegacyPath", target: "offered" },
              },
            },
            offered: { on: { RESEND: "resending" } },
            resending: {
              invoke: {
                id: "resendOtp",
                src: "resendOtp",
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: { target: "waiting", actions: toastSuccess(authMessages.otpSentAgain) },
                onError: onNetworkFailure("offered", authMessages.otpNotSent),
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
                  { guard: not("hasCaptcha"), actions: toastError(authMessages.verifyCaptcha) },
                  { target: "checkingCaptcha", actions: "clearAlert" },
                ],
              },
            },
            checkingCaptcha: {
              exit: "spendCaptcha",
              invoke: {
                id: "verifyCaptcha",
                src: "verifyCaptcha",
                input: ({ context }) => ({ captchaValue: context.captchaValue ?? "" }),
                onDone: [
                  {
                    guard: {
                      type: "captchaPassed",
                      params: ({ event }) => ({ success: event.output }),
                    },
                    target: "loggingIn",
                  },
                  { target: "idle", actions: toastError(authMessages.loginFailed) },
                ],
                onError: [
                  { guard: "isOffline", target: "idle", actions: "showOffline" },
                  { target: "idle", actions: toastError(authMessages.loginFailed) },
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
        onDone: { target: "loggedIn" },
        onError: { target: "editing", actions: ["resetOtpState", "showNotSaved"] },
      },
    },
    loggedIn: { type: "final" },
  },
});
