import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { solveChallengeParameters } from "./solve-captcha.ts";

const challengeOf = (algorithm: "SHA-256" | "SHA-512", cost: number, keyLength?: number) =>
  createChallenge({
    algorithm,
    cost,
    counter: randomInt(3_000, 100),
    deriveKey,
    ...(keyLength ? { keyLength } : {}),
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: "test-signature-secret",
    hmacKeySignatureSecret: "test-key-signature-secret",
  });

describe("the tests' captcha solver", () => {
  it.each([
    ["SHA-256", 1, undefined],
    ["SHA-256", 3, undefined],
    ["SHA-512", 1, undefined],
    ["SHA-256", 1, 16],
  ] as const)(
    "finds altcha-lib's own answer (%s, cost %i, key length %s)",
    async (algorithm, cost, keyLength) => {
      const challenge = await challengeOf(algorithm, cost, keyLength);
      const expected = await solveChallenge({ challenge, deriveKey });
      expect(solveChallengeParameters(challenge.parameters)).toEqual({
        counter: expected?.counter,
        derivedKey: expected?.derivedKey,
      });
    },
  );

  it("refuses an algorithm it does not know instead of searching forever", async () => {
    const challenge = await challengeOf("SHA-256", 1);
    expect(() => solveChallengeParameters({ ...challenge.parameters, algorithm: "MD5" })).toThrow(
      /unsupported captcha algorithm MD5/,
    );
  });
});
