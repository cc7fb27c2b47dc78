/**
 * Self-hosted proof-of-work captcha on ALTCHA's v2 protocol (altcha-lib). Challenges are signed
 * with keys derived from SECRET_KEY, expire after 10 minutes, and use deterministic mode: the
 * server picks the counter (5,000-50,000 SHA-256 steps, well under a second on a cheap phone) and
 * signs the expected key, so verification is a single HMAC. A verified challenge's signature is
 * stored, so one solution passes once. Expiry is judged by the injected clock.
 */
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import { hasKeySignature, verifyKeySignedSolution } from "./altcha-signatures.ts";
import type {
  CaptchaCheck,
  CaptchaProvider,
  CaptchaVerification,
  UsedChallengeStore,
} from "./captcha.ts";

export const altchaSettings = {
  algorithm: "SHA-256",
  cost: 1,
  minCounter: 5_000,
  maxCounter: 50_000,
  lifetimeMs: 10 * 60_000,
} as const;

export interface AltchaCaptchaOptions {
  secretKey: string;
  now: () => Date;
  usedChallenges: UsedChallengeStore;
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(altchaSettings.algorithm),
        nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
        salt: z.string().regex(/^[0-9a-f]{2,128}$/),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

type AltchaPayload = z.infer<typeof payloadSchema>;

/** The widget sends base64 of the JSON payload; raw JSON is accepted too. */
function parsePayload(captchaValue: string): AltchaPayload | null {
  for (const decode of [(v: string) => Buffer.from(v, "base64").toString("utf8"), String]) {
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(decode(captchaValue)));
      if (parsed.success) return parsed.data;
    } catch {
      // Not this encoding: try the next one.
    }
  }
  return null;
}

const derive = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`altcha:${purpose}`).digest("hex");

export function createAltchaCaptcha(options: AltchaCaptchaOptions): CaptchaProvider {
  const hmacSignatureSecret = derive(options.secretKey, "challenge-signature");
  const hmacKeySignatureSecret = derive(options.secretKey, "key-signature");

  async function checkUnredeemed(captchaValue: string): Promise<CaptchaCheck> {
    const payload = parsePayload(captchaValue);
    if (!payload) return { success: false, reason: "malformed" };
    const { expiresAt } = payload.challenge.parameters;
    if (expiresAt * 1_000 <= options.now().getTime()) return { success: false, reason: "expired" };
    const secrets = { hmacSignatureSecret, hmacKeySignatureSecret };
    if (hasKeySignature(payload.challenge.parameters)) {
      if (!verifyKeySignedSolution(payload, secrets)) return { success: false, reason: "invalid" };
      return {
        success: true,
        redemption: {
          signature: payload.challenge.signature,
          expiresAt: new Date(expiresAt * 1_000),
        },
      };
    }
    // Not a challenge this server issues (it signs every key): altcha-lib's full check refuses it.
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    } catch {
      return { success: false, reason: "malformed" };
    }
    if (result.expired) return { success: false, reason: "expired" };
    if (!result.verified) return { success: false, reason: "invalid" };
    const redemption = {
      signature: payload.challenge.signature,
      expiresAt: new Date(expiresAt * 1_000),
    };
    return { success: true, redemption };
  }

  return {
    kind: "altcha",
    createChallenge() {
      return createChallenge({
        algorithm: altchaSettings.algorithm,
        cost: altchaSettings.cost,
        counter: randomInt(altchaSettings.maxCounter, altchaSettings.minCounter),
        deriveKey,
        expiresAt: new Date(options.now().getTime() + altchaSettings.lifetimeMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    checkUnredeemed,
    async verify(captchaValue): Promise<CaptchaVerification> {
      const checked = await checkUnredeemed(captchaValue);
      if (!checked.success) return checked;
      const { signature, expiresAt } = checked.redemption;
      const fresh = await options.usedChallenges.markUsed(signature, expiresAt);
      return fresh ? { success: true } : { success: false, reason: "replayed" };
    },
  };
}
