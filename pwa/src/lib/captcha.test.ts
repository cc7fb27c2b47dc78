import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { describe, expect, it } from "vitest";
import { solveCaptcha } from "./captcha.ts";
import { deriveKey as fastDeriveKey } from "./captcha-derive-key.ts";

const secrets = { hmacSignatureSecret: "sig-secret", hmacKeySignatureSecret: "key-secret" };

/** A challenge as the API makes it (edge-api altcha-captcha.ts), with a small counter. */
function serverChallenge(counter: number) {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    ...secrets,
  });
}

describe("captcha solver", () => {
  it("solves the API's challenge into a captchaValue the server verifies", async () => {
    const challenge = await serverChallenge(700);
    const value = await solveCaptcha(challenge);
    const payload = JSON.parse(atob(value));
    expect(payload.challenge).toEqual(challenge);
    expect(payload.solution.counter).toBe(700);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      ...secrets,
    });
    expect(result.verified).toBe(true);
  });

  it("refuses something that is not a challenge", async () => {
    await expect(solveCaptcha({ error: "no-challenge" })).rejects.toThrow(
      "not a captcha challenge",
    );
  });

  it("derives the same key as altcha-lib's Web Crypto step, for every cost and length", async () => {
    const salt = new Uint8Array([1, 2, 3, 250, 0, 7, 99, 128]);
    for (const cost of [0, 1, 3]) {
      for (const keyLength of [12, 32]) {
        for (const counter of [0, 1, 255, 50_000, 0xffffffff]) {
          const password = new Uint8Array(new Uint32Array([counter]).buffer);
          const parameters = {
            algorithm: "SHA-256",
            cost,
            nonce: "00",
            salt: "00",
            keyPrefix: "00",
            keyLength,
          };
          const ours = await fastDeriveKey(parameters, salt, password);
          const theirs = await deriveKey(parameters, salt, password);
          expect(Array.from(ours.derivedKey), `${cost} ${keyLength} ${counter}`).toEqual(
            Array.from(theirs.derivedKey),
          );
        }
      }
    }
  });

  it("refuses a challenge in an algorithm the API does not use", async () => {
    const parameters = {
      algorithm: "SHA-512",
      cost: 1,
      keyLength: 32,
      nonce: "00",
      salt: "00",
      keyPrefix: "00",
    };
    await expect(fastDeriveKey(parameters, new Uint8Array(1), new Uint8Array(4))).rejects.toThrow(
      "not SHA-256",
    );
  });
});
