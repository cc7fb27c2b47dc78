/**
 * The Sign Up tab (docs/product.md#sign-up-flow). Step 1 'Enter your details' →
 * Verify sends an OTP → step 2 'Verify OTP' → Sign Up sends the details with the code; the API
 * verifies it, creates the account and its empty cart. Not verified: 'Please enter correct OTP';
 * already registered: its toast. The mobile check runs on input but never blocks Verify. "Send
 * Again" counts down the cool-down the server answered with the send (pwa/src/lib/resend-countdown.ts)
 * before it is offered; a refused send again (429) counts down its Retry-After instead. When the
 * send answered `voiceRetry`, the end of the countdown also offers the code by a call (CALL), as
 * the login does (login.machine.ts): the server reads out the live sign-up code.
 */
import { cleanMobile, signUpNameRule } from "@vyom/catalog/contract";
import { and, assign, emit, not, setup, stateIn } from "xstate";
import type { SessionUser } from "@/db/records.ts";
import {
  countdownOf,
  countdownTickMs,
  countdownWaitingState,
  noCountdown,
  type ResendCountdown,
  secondsLeft,
} from "@/lib/resend-countdown.ts";
import { type NamePrefix, namePrefixes } from "../data/auth-api.ts";
import { toSessionUser } from "../data/session-user.ts";
import { callOtp, resendOtp, saveSession, sendOtp, signUp } from "./auth-actors.ts";
import { rateLimitedMessage } from "./auth-message-words.ts";
import { authMessages } from "./auth-messages.ts";
import {
  isCompleteOtp,
  isOfflineEvent,
  isRateLimitedEvent,
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

export type SignUpField = "namePrefix" | "name" | "mobile" | "email" | "pincode";

export interface SignUpContext extends ResendCountdown {
  namePrefix: NamePrefix;
  name: string;
  mobile: string;
  email: string;
  pincode: string;
  otp: string;
  mobileError: string | null;
  detailsError: string | null;
  otpError: string | null;
  alert: string | null;
  user: SessionUser | null;
  /** The server can read the code out by a call: offered beside Send Again. */
  voiceRetry: boolean;
}

export type SignUpEvent =
  | { type: "FIELD_CHANGED"; field: SignUpField; value: string }
  | { type: "VERIFY" }
  | { type: "OTP_CHANGED"; value: string }
  | { type: "RESEND" }
  | { type: "CALL" }
  | { type: "SIGN_UP" }
  | { type: "EDIT_DETAILS" };

const initialContext: SignUpContext = {
  namePrefix: "MR",
  name: "",
  mobile: "",
  email: "",
  pincode: "",
  otp: "",
  mobileError: null,
  detailsError: null,
  otpError: null,
  alert: null,
  user: null,
  voiceRetry: false,
  ...noCountdown,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, mobile, mail id and pincode filled (the mobile's own check does not block:
 * docs/product.md#validation). */
export function detailsComplete(c: SignUpContext): boolean {
  return (
    signUpNameRule(c.name) === undefined &&
    c.mobile.length > 0 &&
    emailPattern.test(c.email.trim()) &&
    /^\d{6}$/.test(c.pincode)
  );
}

function fieldValue(field: SignUpField, value: string): string {
  if (field === "mobile") return cleanMobile(value);
  if (field === "pincode") return value.replace(/\D/g, "").slice(0, 6);
  return value;
}

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    emitted: {} as ToastEmitted,
    output: {} as SessionUser | null,
  },
  actors: { sendOtp, resendOtp, callOtp, signUp, saveSession },
  guards: {
    detailsComplete: ({ context }) => detailsComplete(context),
    isOtpComplete: ({ context }) => isCompleteOtp(context.otp),
    signedUp: (_, params: { status: string }) => params.status === "success",
    isOffline: ({ event }) => isOfflineEvent(event),
    isRateLimited: ({ event }) => isRateLimitedEvent(event),
    isOtpNotVerified: ({ event }) => rejectionCode(event) === "otp-not-verified",
    isResendDue: ({ context }) => context.resendInSeconds <= 0,
    offersCall: ({ context }) => context.voiceRetry,
  },
  delays: { oneSecond: countdownTickMs },
  actions: {
    startCountdown: assign((_, params: { seconds: number }) => countdownOf(params.seconds)),
    tick: assign({ resendInSeconds: ({ context }) => secondsLeft(context.resendAt) }),
    toast: emit((_, params: Omit<ToastEmitted, "type">) => ({ type: "toast" as const, ...params })),
    setField: assign(({ context, event }) => {
      if (event.type !== "FIELD_CHANGED") return {};
      const value = fieldValue(event.field, event.value);
      const next: Partial<SignUpContext> = {
        [event.field]: value,
        detailsError: null,
        alert: null,
      };
      // docs/product.md#validation: the mobile is checked as it is typed.
      if (event.field === "mobile") {
        next.mobileError = value === "" ? null : (mobileError(value) ?? null);
      }
      if (event.field === "namePrefix" && !namePrefixes.includes(value as NamePrefix)) {
        next.namePrefix = context.namePrefix;
      }
      return next;
    }),
    flagIncompleteDetails: assign({ detailsError: authMessages.incompleteDetails }),
    setOtp: assign({
      otp: ({ context, event }) => (event.type === "OTP_CHANGED" ? event.value : context.otp),
      otpError: null,
    }),
    clearOtp: assign({ otp: "", otpError: null, alert: null }),
    setVoiceRetry: assign((_, params: { voiceRetry: boolean }) => ({
      voiceRetry: params.voiceRetry,
    })),
    flagWrongOtp: assign({ otpError: authMessages.wrongSignUpOtp }),
    clearAlert: assign({ alert: null, otpError: null, detailsError: null }),
    showOffline: assign({ alert: authMessages.offline }),
    showRateLimited: assign({ alert: ({ event }) => rateLimitedMessage(retryAfterOf(event)) }),
    showNotSaved: assign({ alert: authMessages.notSaved }),
  },
}).createMachine({
  id: "signUp",
  context: initialContext,
  initial: "details",
  output: ({ context }) => context.user,
  states: {
    details: {
      on: {
        FIELD_CHANGED: { actions: "setField" },
        VERIFY: [
          { guard: "detailsComplete", target: "sendingOtp", actions: "clearAlert" },
          { actions: "flagIncompleteDetails" },
        ],
      },
    },
    sendingOtp: {
      invoke: {
        id: "sendOtp",
        src: "sendOtp",
        input: ({ context }) => ({ mobile: context.mobile, purpose: "sign-up" as const }),
        onDone: {
          target: "verifyingOtp",
          actions: [
            "clearOtp",
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
        onError: onNetworkFailure("details", authMessages.otpNotSent),
      },
    },
    verifyingOtp: {
      type: "parallel",
      on: {
        OTP_CHANGED: { actions: "setOtp" },
        EDIT_DETAILS: { target: "details", actions: "clearOtp" },
      },
      states: {
        resend: {
          initial: "waiting",
          states: {
            waiting: countdownWaitingState("offered"),
            offered: {
              on: {
                // Not while the code is being checked: a new code would kill the one in flight.
                RESEND: {
                  guard: not(stateIn({ verifyingOtp: { submission: "signingUp" } })),
                  target: "resending",
                  actions: "clearAlert",
                },
                CALL: {
                  guard: and([
                    "offersCall",
                    not(stateIn({ verifyingOtp: { submission: "signingUp" } })),
                  ]),
                  target: "calling",
                  actions: "clearAlert",
                },
              },
            },
            resending: {
              invoke: {
                id: "resendOtp",
                src: "resendOtp",
                input: ({ context }) => ({ mobile: context.mobile, purpose: "sign-up" as const }),
                ...answeredSendAgain(authMessages.otpSentAgain),
              },
            },
            calling: {
              invoke: {
                id: "callOtp",
                src: "callOtp",
                input: ({ context }) => ({ mobile: context.mobile, purpose: "sign-up" as const }),
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
                SIGN_UP: [
                  { guard: not("isOtpComplete"), actions: "flagWrongOtp" },
                  { target: "signingUp", actions: "clearAlert" },
                ],
              },
            },
            signingUp: {
              invoke: {
                id: "signUp",
                src: "signUp",
                input: ({ context }) => ({
                  namePrefix: context.namePrefix,
                  name: context.name,
                  mobile: context.mobile,
                  email: context.email,
                  pincode: context.pincode,
                  otp: context.otp,
                }),
                onDone: [
                  {
                    guard: {
                      type: "signedUp",
                      params: ({ event }) => ({ status: event.output.status }),
                    },
                    target: "#signUp.savingSession",
                    actions: assign({
                      user: ({ event }) =>
                        event.output.status === "success" ? toSessionUser(event.output.user) : null,
                    }),
                  },
                  {
                    target: "#signUp.details",
                    actions: ["clearOtp", toastError(authMessages.accountExists)],
                  },
                ],
                onError: [
                  { guard: "isOtpNotVerified", target: "idle", actions: "flagWrongOtp" },
                  ...onNetworkFailure("idle", authMessages.signUpFailed),
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
        onDone: { target: "signedUp" },
        onError: { target: "details", actions: ["clearOtp", "showNotSaved"] },
      },
    },
    signedUp: { type: "final" },
  },
});
