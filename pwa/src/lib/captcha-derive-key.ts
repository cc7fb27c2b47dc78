/**
 * The ALTCHA step the solver repeats tens of thousands of times per captcha: SHA-256 of the salt
 * and the candidate, `cost` rounds, the first `keyLength` bytes kept (the API's altcha-lib checks
 * the same, edge-api/src/services/captcha/altcha-captcha.ts). altcha-lib's browser version awaits
 * Web Crypto for every step, and that round trip, not the hash, is most of a solve; @noble/hashes
 * hashes the same bytes synchronously, many times faster (docs/performance.md, figure 5).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { DeriveKeyFunction } from "altcha-lib";

// async only because altcha-lib's type asks for a promise: a resolved one costs a microtask.
export const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== "SHA-256") {
    throw new Error(`captcha algorithm ${parameters.algorithm} is not SHA-256`);
  }
  const { keyLength = 32 } = parameters;
  let key = new Uint8Array(salt.length + password.length);
  key.set(salt);
  key.set(password, salt.length);
  for (let round = 0; round < Math.max(1, parameters.cost); round++) key = sha256(key);
  return { parameters: {}, derivedKey: key.slice(0, keyLength) };
};
