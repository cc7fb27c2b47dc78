/**
 * OTP sends to a number under attack need a solved proof-of-work captcha in the X-Vyom-Captcha
 * header (edge-api routes/auth/send-otp.ts). A send goes first without one, so a person pays
 * nothing while nobody attacks their number; on 403 captcha-required (or a captcha refused) it
 * solves a fresh challenge and sends once more with it.
 */
import { ApiError } from "./api-error.ts";

export const CAPTCHA_HEADER = "X-Vyom-Captcha";

const captchaRefusals = new Set(["captcha-required", "captcha-failed"]);

export type CaptchaSolver = (signal?: AbortSignal) => Promise<string>;

/** Solves lazily: altcha-lib stays out of the first load (lib/captcha.ts). */
const solveLazily: CaptchaSolver = async (signal) =>
  (await import("./captcha.ts")).fetchAndSolveCaptcha(signal);

export async function withCaptchaRetry<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  signal?: AbortSignal,
  solve: CaptchaSolver = solveLazily,
): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    const refusedForCaptcha =
      error instanceof ApiError && error.status === 403 && captchaRefusals.has(error.code ?? "");
    if (!refusedForCaptcha) throw error;
    return send({ [CAPTCHA_HEADER]: await solve(signal) });
  }
}
