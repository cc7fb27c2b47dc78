/**
 * One attempt of one booking over real HTTP, as the PWA's outbox makes it: a fresh captcha
 * solved for the attempt, the booking's own Idempotency-Key, from the client address given in
 * X-Forwarded-For (the server trusts one proxy hop). Undefined when no answer came back.
 */
import { solveCaptchaChallenge } from "./captcha/solve-captcha.ts";

export interface BookingAttempt {
  status: number;
  bookingId: string | undefined;
}

/** Fetches a captcha challenge from the server at `base` and solves it. */
export async function solvedCaptcha(base: string): Promise<string> {
  const challenge = await fetch(`${base}/api/captcha/challenge`);
  return solveCaptchaChallenge(await challenge.json());
}

/**
 * `captcha`, when given, is one solved beforehand (solving is the slow part of an attempt, and
 * a burst must reach the servers as a burst); otherwise the attempt fetches and solves its own.
 */
export async function attemptBooking(
  base: string,
  request: { key: string; body: object; address: string },
  captcha?: string,
): Promise<BookingAttempt | undefined> {
  try {
    return await postBooking(base, { ...request, captcha: captcha ?? (await solvedCaptcha(base)) });
  } catch {
    return undefined;
  }
}

/** The POST alone, with its captcha solved. */
async function postBooking(
  base: string,
  request: { key: string; body: object; address: string; captcha: string },
): Promise<BookingAttempt> {
  const res = await fetch(`${base}/api/booking/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": request.key,
      "x-forwarded-for": request.address,
    },
    body: JSON.stringify({ ...request.body, captcha: request.captcha }),
  });
  const answer = (await res.json()) as { id?: string };
  return { status: res.status, bookingId: answer.id };
}
