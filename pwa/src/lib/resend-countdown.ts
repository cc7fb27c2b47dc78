/**
 * The countdown to "Send again" every OTP form shows (login, sign-up, reports, ABHA): each send is
 * answered with the number's cool-down (`resendAfterSeconds`; a refused one with Retry-After), and
 * the form offers the next send only once it is over, so the person is never offered a send the
 * server would refuse, nor made to wait longer than it asks. The machines keep `resendAt` and tick
 * once a second, reading the time left from the clock (Date, which tests fake with the timers): a
 * tab the phone froze while the person read their SMS shows the right time on its next tick.
 */

/** The countdown moves once a second. */
export const countdownTickMs = 1_000;

export interface ResendCountdown {
  /** When the server accepts the next send (epoch ms). */
  resendAt: number;
  /** The seconds left until then, as the countdown shows them. */
  resendInSeconds: number;
}

export const noCountdown: ResendCountdown = { resendAt: 0, resendInSeconds: 0 };

/** A countdown of the server's `seconds` from now (at least one: a zero would offer at once). */
export function countdownOf(seconds: number, now = Date.now()): ResendCountdown {
  const whole = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  return { resendAt: now + whole * 1_000, resendInSeconds: whole };
}

/** The seconds left of a countdown, read from the clock. */
export function secondsLeft(resendAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((resendAt - now) / 1_000));
}

/** 0:09, 1:20: minutes and seconds, as a phone's timer shows them. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The `waiting` state of a machine's resend countdown: ticks once a second (`oneSecond` delay,
 * `tick` action) until `isResendDue`, then moves to `offered`, the state that offers the send.
 * The machine's setup names the delay, the action and the guard.
 */
export function countdownWaitingState<const Offered extends string>(offered: Offered) {
  return {
    always: { guard: "isResendDue", target: offered },
    after: { oneSecond: { target: "waiting", reenter: true, actions: "tick" } },
  } as const;
}
