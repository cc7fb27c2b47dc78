/**
 * Test helper: solves an ALTCHA challenge in-process, the way the widget does in the browser, and
 * returns the `captchaValue` the API expects (base64 of `{ challenge, solution }`). Used by the
 * API tests (auth, booking) and by the PWA's browser tests to pass the captcha.
 *
 * The search is altcha-lib's own (v2: the key is the digest of salt, nonce and the counter as a
 * big-endian uint32, digested again `cost - 1` times; the first counter whose key starts with the
 * prefix wins), run as one synchronous loop over Node's one-shot `hash()`. altcha-lib's
 * `solveChallenge` awaits a `createHash` per counter: about 140 ms a challenge here against 28 ms,
 * and the suite solves thousands (the kill-during-burst test alone solves 500 before its burst).
 * solve-captcha.test.ts holds the two to the same answers.
 */
import { hash } from "node:crypto";
import type { Challenge } from "altcha-lib";

const digests: Record<string, string> = {
  "SHA-256": "sha256",
  "SHA-384": "sha384",
  "SHA-512": "sha512",
};

/** Counters are uint32, as altcha-lib's default counter mode writes them. */
const MAX_COUNTER = 2 ** 32 - 1;

export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
}

/** The first counter whose derived key starts with the challenge's prefix. */
export function solveChallengeParameters(parameters: Challenge["parameters"]): CaptchaSolution {
  const digest = digests[parameters.algorithm];
  if (!digest) throw new Error(`unsupported captcha algorithm ${parameters.algorithm}`);
  const salt = Buffer.from(parameters.salt, "hex");
  const nonce = Buffer.from(parameters.nonce, "hex");
  const keyHexLength = (parameters.keyLength ?? 32) * 2;
  const prefix = parameters.keyPrefix.toLowerCase();
  const cost = Math.max(1, parameters.cost);
  const password = Buffer.alloc(salt.length + nonce.length + 4);
  salt.copy(password, 0);
  nonce.copy(password, salt.length);
  const counterAt = salt.length + nonce.length;
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    password.writeUInt32BE(counter, counterAt);
    let hex: string;
    if (cost === 1) hex = hash(digest, password, "hex").slice(0, keyHexLength);
    else {
      let key = hash(digest, password, "buffer");
      for (let round = 1; round < cost; round++) key = hash(digest, key, "buffer");
      hex = key.toString("hex", 0, keyHexLength / 2);
    }
    if (hex.startsWith(prefix)) return { counter, derivedKey: hex };
  }
  throw new Error("captcha challenge has no solution");
}

export async function solveCaptchaChallenge(challenge: unknown): Promise<string> {
  const typed = challenge as Challenge;
  const payload = {
    challenge: { parameters: typed.parameters, signature: typed.signature },
    solution: solveChallengeParameters(typed.parameters),
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
