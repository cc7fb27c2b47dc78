/**
 * Test helper: solves an ALTCHA challenge in-process, the way the widget does in the browser, and
 * returns the `captchaValue` the API expects (base64 of `{ challenge, solution }`). Used by the
 * API tests (auth, booking) and by the PWA's browser tests to pass the captcha.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export async function solveCaptchaChallenge(challenge: unknown): Promise<string> {
  const typed = challenge as Challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("captcha challenge could not be solved in 30 s");
  const payload = {
    challenge: { parameters: typed.parameters, signature: typed.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** Fetches a challenge from a running API (or `app.request`) and solves it. */
export async function fetchSolvedCaptcha(
  request: (path: string) => Promise<Response> | Response,
): Promise<string> {
  const res = await request("/api/captcha/challenge");
  if (!res.ok) throw new Error(`GET /api/captcha/challenge answered ${res.status}`);
  return solveCaptchaChallenge(await res.json());
}
