/**
 * The account's ABHA number (edge-api routes/users/abha.routes.ts): read it, add it with consent,
 * remove it after a confirmation. Adding and removing need an OTP verified within 15 minutes: on
 * the API's 401 step-up-required the machine keeps the change, asks for the OTP (sent to the
 * session's own number), and once it is verified sends the same change again, once per
 * verification. Every failure becomes one message, or the API's messages at the number and the
 * consent box. The network calls are named actors, swapped with `provide` in tests.
 */
import { assign, fromPromise, setup } from "xstate";
import type { LanguageCode } from "@/i18n/language-codes.ts";
import {
  countdownOf,
  countdownTickMs,
  countdownWaitingState,
  noCountdown,
  type ResendCountdown,
  secondsLeft,
} from "@/lib/resend-countdown.ts";
import {
  type Abha,
  fetchAbha,
  linkAbha,
  type StepUpOtpSent,
  sendStepUpOtp,
  unlinkAbha,
  verifyStepUpOtp,
} from "../data/abha-api.ts";
import { type AbhaFieldErrors, toAbhaError } from "../data/abha-errors.ts";
import { abhaWords } from "../data/abha-words.ts";

/** A link names the language its consent was read in: the words agreed to are that language's. */
export type AbhaChange =
  | { kind: "link"; abhaNumber: string; consentLanguage: LanguageCode }
  | { kind: "unlink" };

export interface AbhaContext extends ResendCountdown {
  /** The linked number; undefined until read. */
  abha: Abha | undefined;
  /** The change waiting for the step-up, or being sent. */
  change: AbhaChange | null;
  error: string | null;
  fieldErrors: AbhaFieldErrors;
  /** What was just done ("added", "removed"), for a status line. */
  notice: string | null;
  /** Where the step-up OTP went (a masked number). */
  sentTo: string | null;
}

export type AbhaEvent =
  | { type: "RETRY" }
  | { type: "ADD"; abhaNumber: string; consentLanguage: LanguageCode }
  | { type: "REMOVE" }
  | { type: "CONFIRM_REMOVE" }
  | { type: "KEEP" }
  | { type: "SEND_OTP" }
  | { type: "RESEND" }
  | { type: "VERIFY"; otp: string }
  | { type: "CANCEL" };

type Failed = { event: { error?: unknown } };
/** A refusal's sentence and its messages at the fields, for `assign`. */
const failure = {
  error: ({ event }: Failed) => toAbhaError(event.error).message || null,
  fieldErrors: ({ event }: Failed) => toAbhaError(event.error).fields,
};

export const abhaMachine = setup({
  types: { context: {} as AbhaContext, events: {} as AbhaEvent },
  actors: {
    loadAbha: fromPromise<Abha>(({ signal }) => fetchAbha(signal)),
    saveChange: fromPromise<Abha, AbhaChange>(({ input }) =>
      input.kind === "link" ? linkAbha(input.abhaNumber, input.consentLanguage) : unlinkAbha(),
    ),
    sendOtp: fromPromise<StepUpOtpSent>(() => sendStepUpOtp()),
    verifyOtp: fromPromise<void, { otp: string }>(({ input }) => verifyStepUpOtp(input.otp)),
  },
  delays: { oneSecond: countdownTickMs },
  guards: {
    isResendDue: ({ context }) => context.resendInSeconds <= 0,
    isRateLimited: ({ event }) =>
      toAbhaError((event as { error?: unknown }).error).retryAfterSeconds !== undefined,
  },
  actions: {
    startCountdown: assign((_, params: { seconds: number }) => countdownOf(params.seconds)),
    tick: assign({ resendInSeconds: ({ context }) => secondsLeft(context.resendAt) }),
  },
}).createMachine({
  id: "abha",
  context: {
    abha: undefined,
    change: null,
    error: null,
    fieldErrors: {},
    notice: null,
    sentTo: null,
    ...noCountdown,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadAbha",
        onDone: { target: "shown", actions: assign({ abha: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign(failure) },
      },
    },
    failed: {
      on: { RETRY: { target: "loading", actions: assign({ error: null }) } },
    },
    shown: {
      initial: "idle",
      states: {
        idle: {
          on: {
            ADD: {
              target: "#abha.saving",
              actions: assign({
                change: ({ event }) => ({
                  kind: "link" as const,
                  abhaNumber: event.abhaNumber,
                  consentLanguage: event.consentLanguage,
                }),
              }),
            },
            REMOVE: { target: "confirming", actions: assign({ notice: null, error: null }) },
          },
        },
        confirming: {
          on: {
            CONFIRM_REMOVE: {
              target: "#abha.saving",
              actions: assign({ change: { kind: "unlink" as const } }),
            },
            KEEP: "idle",
          },
        },
      },
    },
    saving: {
      entry: assign({ error: null, fieldErrors: {}, notice: null }),
      invoke: {
        src: "saveChange",
        input: ({ context }) => context.change as AbhaChange,
        onDone: {
          target: "shown",
          actions: assign({
            abha: ({ event }) => event.output,
            notice: ({ event }) => (event.output ? abhaWords.added : abhaWords.removed),
            change: null,
          }),
        },
        onError: [
          // The step-up form says why itself; the change waits for the OTP.
          { guard: ({ event }) => toAbhaError(event.error).kind === "step-up", target: "stepUp" },
          { target: "shown", actions: assign({ ...failure, change: null }) },
        ],
      },
    },
    stepUp: {
      initial: "asking",
      on: {
        CANCEL: { target: "shown", actions: assign({ change: null, error: null, sentTo: null }) },
      },
      states: {
        asking: { on: { SEND_OTP: "sending" } },
        sending: {
          invoke: {
            src: "sendOtp",
            onDone: {
              target: "code",
              actions: [
                assign({ sentTo: ({ event }) => event.output.sentTo, error: null }),
                {
                  type: "startCountdown",
                  params: ({ event }) => ({ seconds: event.output.resendAfterSeconds }),
                },
              ],
            },
            onError: { target: "asking", actions: assign(failure) },
          },
        },
        code: {
          initial: "waiting",
          states: {
            waiting: countdownWaitingState("canResend"),
            canResend: {
              on: { RESEND: { target: "resending", actions: assign({ error: null }) } },
            },
            resending: {
              invoke: {
                src: "sendOtp",
                onDone: {
                  target: "waiting",
                  actions: {
                    type: "startCountdown",
                    params: ({ event }) => ({ seconds: event.output.resendAfterSeconds }),
                  },
                },
                onError: [
                  {
                    // The server says how long: count that down rather than offer a refused send.
                    guard: "isRateLimited",
                    target: "waiting",
                    actions: [
                      assign(failure),
                      {
                        type: "startCountdown",
                        params: ({ event }) => ({
                          seconds: toAbhaError(event.error).retryAfterSeconds ?? 60,
                        }),
                      },
                    ],
                  },
                  { target: "canResend", actions: assign(failure) },
                ],
              },
            },
          },
          on: { VERIFY: { target: "verifying", actions: assign({ error: null }) } },
        },
        verifying: {
          invoke: {
            src: "verifyOtp",
            input: ({ event }) => ({ otp: event.type === "VERIFY" ? event.otp : "" }),
            onDone: { target: "#abha.saving", actions: assign({ sentTo: null }) },
            // Back to the code: its countdown goes on from where it was (the code is still good).
            onError: { target: "code", actions: assign(failure) },
          },
        },
      },
    },
  },
});
