/**
 * The OTP proof for reports (docs/product.md#reports), shared by the mobile and the corporate
 * pages: details → Send OTP → the code → Verify → the list; "Send again" once the server's 20 s
 * cool-down is over; "Done" revokes the access and starts over. The page validates the details and
 * the code before sending events; the machine owns the network calls (named actors, swapped in
 * tests) and turns every failure into one message. An ended access ("expired") goes back to the
 * details. A page can start it on the list (`resume`: Back from a report while the proof lasts)
 * or on the details with a message (`message`: the report page found the proof ended).
 */
import { assign, fromPromise, setup } from "xstate";
import { toReportError } from "../data/report-errors.ts";
import {
  type ReportOtpRequest,
  sendReportOtp,
  signOutReports,
  verifyReportOtp,
} from "../data/reports-api.ts";

/** The server's send cool-down (edge-api otp-limits): "Send again" is offered after it. */
export const resendAfterMs = 20_000;

export interface ReportOtpInput {
  /** Start on the list: the proof may still be live (the list asks; a 401 comes back here). */
  resume?: boolean;
  /** Start on the details with this message. */
  message?: string | null;
}

export interface ReportOtpContext {
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

export const reportOtpMachine = setup({
  types: {
    context: {} as ReportOtpContext,
    events: {} as ReportOtpEvent,
    input: {} as ReportOtpInput | undefined,
  },
  actors: {
    sendOtp: fromPromise<{ sentTo: string }, ReportOtpRequest>(({ input }) => sendReportOtp(input)),
    verifyOtp: fromPromise<void, { request: ReportOtpRequest; otp: string }>(({ input }) =>
      verifyReportOtp(input.request, input.otp),
    ),
    signOut: fromPromise<void>(() => signOutReports()),
  },
  delays: { resendAfter: resendAfterMs },
  actions: {
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "reportOtp",
  context: ({ input }) => ({
    resume: input?.resume === true,
    request: null,
    sentTo: null,
    error: input?.message ?? null,
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
          actions: assign({ sentTo: ({ event }) => event.output.sentTo }),
        },
        onError: { target: "details", actions: assign({ error: errorMessage }) },
      },
    },
    code: {
      initial: "waiting",
      states: {
        waiting: { after: { resendAfter: "canResend" } },
        canResend: { on: { RESEND: { target: "#reportOtp.sending", actions: "clearError" } } },
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
        // Back to the code (its resend prompt restarts: the code just sent is still good).
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
