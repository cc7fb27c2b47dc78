/**
 * Captchas for the benchmark, without weakening the API. A new booking needs a solved ALTCHA
 * challenge signed with the server's keys. The bench started the server with its own SECRET_KEY,
 * so it can issue challenges exactly as the server does (the same parameters and HMAC keys,
 * derived from SECRET_KEY as altcha-captcha.ts derives them) but with a small counter, and solve
 * them before the timed part: the "pre-solved captcha" a person's form hands to the outbox. The
 * server verifies each one fully (signature, expiry, replay insert), as in production. What
 * solving a real challenge costs is measured apart (`realSolveMs`).
 */
import { createHmac, randomInt } from "node:crypto";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { altchaSettings } from "../../edge-api/src/services/captcha/altcha-captcha.ts";
import {
  fetchSolvedCaptcha,
  solveCaptchaChallenge,
} from "../../edge-api/test/support/captcha/solve-captcha.ts";
import { median } from "./table.ts";

const derive = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`altcha:${purpose}`).digest("hex");

/** A challenge as the server issues one, signed with its keys, but with a counter of 1-19. */
export function mintChallenge(secretKey: string) {
  return createChallenge({
    algorithm: altchaSettings.algorithm,
    cost: altchaSettings.cost,
    counter: randomInt(1, 20),
    deriveKey,
    expiresAt: new Date(Date.now() + altchaSettings.lifetimeMs),
    hmacSignatureSecret: derive(secretKey, "challenge-signature"),
    hmacKeySignatureSecret: derive(secretKey, "key-signature"),
  });
}

export async function mintSolvedCaptchas(secretKey: string, count: number): Promise<string[]> {
  const solved: string[] = [];
  for (let i = 0; i < count; i++) {
    solved.push(await solveCaptchaChallenge(await mintChallenge(secretKey)));
  }
  return solved;
}

/** Median time to fetch and solve one of the server's own challenges in Node (5,000-50,000 steps). */
export async function realSolveMs(appUrl: string, samples = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await fetchSolvedCaptcha((path) => fetch(`${appUrl}${path}`));
    times.push(performance.now() - start);
  }
  return median(times);
}
