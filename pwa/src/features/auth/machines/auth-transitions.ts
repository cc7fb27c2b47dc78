import type { OtpSent } from "../data/auth-api.ts";
import { authMessages } from "./auth-messages.ts";
import { retryAfterOf } from "./auth-rules.ts";

/**
 * Transition pieces the login and sign-up machines share, so both answer a failed network step
 * the same way: offline and rate-limited leave a lasting alert in the form (the machine's
 * `showOffline` / `showRateLimited` actions), anything else is a toast.
 */

/** A `toast` action of the machine (its `toast` emits the message for the toast region). */
export const toastError = (message: string) =>
  ({ type: "toast", params: { message, tone: "error" } }) as const;
export const toastSuccess = (message: string) =>
  ({ type: "toast", params: { message, tone: "success" } }) as const;

/**
 * The `onError` branches of a network step: back to `target` with the offline alert, the
 * rate-limit alert or the `fallback` toast.
 */
export function onNetworkFailure<const Target extends string>(target: Target, fallback: string) {
  return [
    { guard: "isOffline", target, actions: "showOffline" },
    { guard: "isRateLimited", target, actions: "showRateLimited" },
    { target, actions: toastError(fallback) },
  ] as const;
}

/**
 * The `onDone` / `onError` of a send again (by SMS or by call), from a `resend` region's
 * `offered` state back to its `waiting` one: the server's next cool-down counted down; a 429's
 * wait counted down rather than a refused send offered; offline or a failure: offered again.
 */
export function answeredSendAgain(success: string) {
  return {
    onDone: {
      target: "waiting",
      actions: [
        {
          type: "startCountdown",
          params: ({ event }: { event: { output: OtpSent } }) => ({
            seconds: event.output.resendAfterSeconds,
          }),
        },
        toastSuccess(success),
      ],
    },
    onError: [
      { guard: "isOffline", target: "offered", actions: "showOffline" },
      {
        guard: "isRateLimited",
        target: "waiting",
        actions: [
          "showRateLimited",
          {
            type: "startCountdown",
            params: ({ event }: { event: unknown }) => ({ seconds: retryAfterOf(event) }),
          },
        ],
      },
      { target: "offered", actions: toastError(authMessages.otpNotSent) },
    ],
  } as const;
}
