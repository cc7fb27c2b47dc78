/**
 * The OTP proof for reports (docs/product.md#reports), shared by the mobile and the corporate
 * pages: details → Send OTP → the code → Verify → the list; "Send again" once the cool-down the
 * server answered the send with is over (counted down: pwa/src/lib/resend-countdown.ts; a refused
 * send again counts down its Retry-After); "Done" revokes the access and starts over. The page validates the details and
 * the code before sending events; the machine owns the network calls (named actors, swapped in
 * tests) and turns every failure into one message. An ended access ("expired") goes back to the
 * details. A page can start it on the list (`resume`: Back from a report while the proof lasts)
 * or on the details with a message (`message`: the report page found the proof ended).
 */
import { assign, fromPromise, setup } from "xstate";
import {
  countdownOf,
  countdownTickMs,
  countdownWaitingState,
  noCountdown,
  type ResendCountdown,
  secondsLeft,
} from "@/lib/resend-countdown.ts";
import { toReportError } from "../data/report-errors.ts";
import {
  type ReportOtpRequest,
  type ReportOtpSent,
  sendReportOtp,
  signOutReports,
  verifyReportOtp,
} from "../data/reports-api.ts";

export interface ReportOtpInput {
  /** Start on the list: the proof may still be live (the list asks; a 401 comes back here). */
  resume?: boolean;
  /** Start on the details with this message. */
  message?: string | null;
}

export interface ReportOtpContext extends ResendCountdown {
  resume: boolean;
  request: ReportOtpRequest | null;
  /** Where the OTP went: the mobile number, or an employee's "if registered" (never the number). */
  sentTo: string | null;
  error: string | null;
}

export type ReportOtpEvent =
  | { type: "SEND"; request: ReportOtpRequest }
  | { type: "VERIFY"; otp: string }
  | { type: "RESEND" }
  | { type: "EDIT" }
  | { type: "EXPIRED"; message: string }
  | { type: "DONE" };

const errorMessage = ({ event }: { event: { error?: unknown } }) =>
  toReportError(event.error).message;
/** A refused send again's wait (429 Retry-After), if it was one. */
const retryAfterOf = (event: { error?: unknown }) => toReportError(event.error).retryAfterSeconds;

export const reportOtpMachine = setup({
  types: {
    context: {} as ReportOtpContext,
    events: {} as ReportOtpEvent,
    input: {} as ReportOtpInput | undefined,
  },
  actors: {
    sendOtp: fromPromise<ReportOtpSent, ReportOtpRequest>(({ input }) => sendReportOtp(input)),
    verifyOtp: fromPromise<void, { request: ReportOtpRequest; otp: string }>(({ input }) =>
      verifyReportOtp(input.request, input.otp),
    ),
    signOut: fromPromise<void>(() => signOutReports()),
  },
  delays: { oneSecond: countdownTickMs },
  guards: {
    isResendDue: ({ context }) => context.resendInSeconds <= 0,
    isRateLimited: ({ event }) => retryAfterOf(event as { error?: unknown }) !== undefined,
  },
  actions: {
    clearError: assign({ error: null }),
    startCountdown: assign((_, params: { seconds: number }) => countdownOf(params.seconds)),
    tick: assign({ resendInSeconds: ({ context }) => secondsLeft(context.resendAt) }),
  },
}).createMachine({
  id: "reportOtp",
  context: ({ input }) => ({
    resume: input?.resume === true,
    request: null,
    sentTo: null,
    error: input?.message ?? null,
    ...noCountdown,
  }),
  initial: "opening",
  states: {
    opening: {
      always: [
        { guard: ({ context }) => context.resume, target: "verified" },
        { target: "details" },
      ],
    },
    details: {
      on: {
        SEND: {
          target: "sending",
          actions: assign({ request: ({ event }) => event.request, error: null }),
        },
      },
    },
    sending: {
      invoke: {
        src: "sendOtp",
        input: ({ context }) => context.request as ReportOtpRequest,
        onDone: {
          target: "code",
          actions: [
            assign({ sentTo: ({ event }) => event.output.sentTo }),
            {
              type: "startCountdown",
              params: ({ event }) => ({ seconds: event.output.resendAfterSeconds }),
            },
          ],
        },
        onError: { target: "details", actions: assign({ error: errorMessage }) },
      },
    },
    code: {
      initial: "waiting",
      states: {
        waiting: countdownWaitingState("canResend"),
        canResend: { on: { RESEND: { target: "resending", actions: "clearError" } } },
        resending: {
          invoke: {
            src: "sendOtp",
            input: ({ context }) => context.request as ReportOtpRequest,
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
                  assign({ error: errorMessage }),
                  {
                    type: "startCountdown",
                    params: ({ event }) => ({ seconds: retryAfterOf(event) ?? 60 }),
                  },
                ],
              },
              { target: "canResend", actions: assign({ error: errorMessage }) },
            ],
          },
        },
      },
      on: {
        VERIFY: { target: "verifying", actions: "clearError" },
        EDIT: { target: "details", actions: assign({ sentTo: null, error: null }) },
      },
    },
    verifying: {
      invoke: {
        src: "verifyOtp",
        input: ({ context, event }) => ({
          request: context.request as ReportOtpRequest,
          otp: event.type === "VERIFY" ? event.otp : "",
        }),
        onDone: { target: "verified" },
        // Back to the code: its countdown goes on from where it was (the code is still good).
        onError: { target: "code", actions: assign({ error: errorMessage }) },
      },
    },
    verified: {
      on: {
        DONE: "signingOut",
        EXPIRED: {
          target: "details",
          actions: assign({ sentTo: null, error: ({ event }) => event.message }),
        },
      },
    },
    signingOut: {
      invoke: {
        src: "signOut",
        // Offline, the cookie still ends on its own within 15 minutes; the list is gone anyway.
        onDone: { target: "details", actions: assign({ sentTo: null, error: null }) },
        onError: { target: "details", actions: assign({ sentTo: null, error: null }) },
      },
    },
  },
});
