/**
 * ALTCHA v2's checks of a deterministic challenge (one whose parameters carry a keySignature, as
 * every challenge this server issues does), with node:crypto instead of WebCrypto: the same
 * computation as altcha-lib's `verifySolution` steps 3 and 4a (dist/esm/v2/pow.js), done
 * synchronously. Its WebCrypto key import and signing, twice per captcha, were about a tenth of
 * the API's CPU per booking (docs/performance.md, figure 4). altcha-captcha.test.ts checks that
 * both agree on valid, tampered and foreign solutions.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface KeySignedSolution {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
}

export interface AltchaSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

/** altcha-lib's canonical JSON: keys sorted at every depth, undefined members dropped. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .flatMap((key) => (record[key] === undefined ? [] : [[key, sortKeys(record[key])]])),
  );
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

export function hasKeySignature(parameters: Record<string, unknown>): boolean {
  return typeof parameters.keySignature === "string" && parameters.keySignature.length > 0;
}

/** True when the challenge is ours, untampered, and the solution's key is the one we signed. */
export function verifyKeySignedSolution(
  { challenge, solution }: KeySignedSolution,
  secrets: AltchaSecrets,
): boolean {
  const { parameters } = challenge;
  const expected = hmacHex(secrets.hmacSignatureSecret, JSON.stringify(sortKeys(parameters)));
  if (!sameText(challenge.signature, expected)) return false;
  const { counter, derivedKey } = solution;
  if (!HEX_BYTES.test(derivedKey)) return false;
  if (!Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
  const keySignature = parameters.keySignature;
  if (typeof keySignature !== "string") return false;
  const check = hmacHex(secrets.hmacKeySignatureSecret, Buffer.from(derivedKey, "hex"));
  return sameText(keySignature, check);
}
