import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { describe, expect, it } from "vitest";
import { solveCaptcha } from "./captcha.ts";

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
});
