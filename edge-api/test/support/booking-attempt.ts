/**
 * One attempt of one booking over real HTTP, as the PWA's outbox makes it: a fresh captcha
 * solved for the attempt, the booking's own Idempotency-Key, from the client address given in
 * X-Forwarded-For (the server trusts one proxy hop). Undefined when no answer came back.
 */
import { solveCaptchaChallenge } from "../../src/services/captcha/solve-captcha.ts";

export interface BookingAttempt {
  status: number;
  bookingId: string | undefined;
}

export async function attemptBooking(
  base: string,
  request: { key: string; body: object; address: string },
): Promise<BookingAttempt | undefined> {
  try {
    const challenge = await fetch(`${base}/api/captcha/challenge`);
    const captcha = await solveCaptchaChallenge(await challenge.json());
    return await postBooking(base, { ...request, captcha });
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
  const answer = (await res.json()) as { bookingId?: string };
  return { status: res.status, bookingId: answer.bookingId };
}
