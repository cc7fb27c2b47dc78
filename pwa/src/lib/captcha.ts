/**
 * The API's self-hosted ALTCHA proof-of-work captcha, solved in the browser without a widget:
 * fetch a fresh challenge, solve it with altcha-lib (SHA-256 by captcha-derive-key.ts; the server picks a
 * counter that takes well under a couple of seconds on a phone) and encode the answer as the
 * API's `captchaValue` (base64 of `{ challenge, solution }`). A challenge passes once, so every
 * send solves a new one. Import this module lazily: altcha-lib stays out of the first load.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { call } from "./api-client.ts";
import { deriveKey } from "./captcha-derive-key.ts";

const solveTimeoutMs = 60_000;

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== "object" || value === null) return false;
  const { parameters, signature } = value as Partial<Challenge>;
  return (
    typeof signature === "string" &&
    typeof parameters === "object" &&
    parameters !== null &&
    typeof parameters.nonce === "string" &&
    typeof parameters.salt === "string" &&
    typeof parameters.keyPrefix === "string"
  );
}

export async function solveCaptcha(challenge: unknown, signal?: AbortSignal): Promise<string> {
  if (!isChallenge(challenge)) throw new Error("not a captcha challenge");
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    controller,
    timeout: solveTimeoutMs,
  });
  if (!solution) throw new Error("captcha challenge not solved");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  // Hex, numbers and ASCII names only: btoa's Latin-1 limit is never hit.
  return btoa(JSON.stringify(payload));
}

/** A fresh challenge from GET /api/captcha/challenge, solved: the value to send as `captcha`. */
export async function fetchAndSolveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await call("GET /api/captcha/challenge", signal ? { signal } : {});
  return solveCaptcha(challenge, signal);
}
