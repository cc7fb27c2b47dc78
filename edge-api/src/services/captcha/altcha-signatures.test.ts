import { createHmac } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { solveCaptchaChallenge } from "../../../test/support/captcha/solve-captcha.ts";
import { altchaSettings } from "./altcha-captcha.ts";
import { type KeySignedSolution, verifyKeySignedSolution } from "./altcha-signatures.ts";

const secretsOf = (secretKey: string) => ({
  hmacSignatureSecret: createHmac("sha256", secretKey)
    .update("altcha:challenge-signature")
    .digest("hex"),
  hmacKeySignatureSecret: createHmac("sha256", secretKey)
    .update("altcha:key-signature")
    .digest("hex"),
});

async function solved(secretKey: string): Promise<KeySignedSolution> {
  const challenge = await createChallenge({
    algorithm: altchaSettings.algorithm,
    cost: altchaSettings.cost,
    counter: 50,
    deriveKey,
    expiresAt: new Date(Date.now() + altchaSettings.lifetimeMs),
    ...secretsOf(secretKey),
  });
  return JSON.parse(Buffer.from(await solveCaptchaChallenge(challenge), "base64").toString());
}

/** altcha-lib's own verdict, the reference the node:crypto check must agree with. */
async function reference(value: KeySignedSolution, secretKey: string): Promise<boolean> {
  const result = await verifySolution({
    // The variants are deliberately not all well-formed challenges.
    challenge: value.challenge as unknown as Parameters<typeof verifySolution>[0]["challenge"],
    solution: value.solution,
    deriveKey,
    ...secretsOf(secretKey),
  }).catch(() => ({ verified: false }));
  return result.verified;
}

describe("ALTCHA signature checks with node:crypto", () => {
  it("agrees with altcha-lib on valid, tampered, wrong and foreign solutions", async () => {
    const key = "a-test-secret-key-0123456789";
    const good = await solved(key);
    const variants: Array<[string, KeySignedSolution, string]> = [
      ["valid", good, key],
      ["another server's secret", good, "another-secret-key-9876543210"],
      [
        "a moved expiry",
        {
          ...good,
          challenge: {
            ...good.challenge,
            parameters: {
              ...good.challenge.parameters,
              expiresAt: Number(good.challenge.parameters.expiresAt) + 1,
            },
          },
        },
        key,
      ],
      [
        "an added parameter",
        {
          ...good,
          challenge: {
            ...good.challenge,
            parameters: { ...good.challenge.parameters, extra: 1 },
          },
        },
        key,
      ],
      ["a wrong key", { ...good, solution: { ...good.solution, derivedKey: "00ff" } }, key],
      [
        "an upper-case key",
        {
          ...good,
          solution: { ...good.solution, derivedKey: good.solution.derivedKey.toUpperCase() },
        },
        key,
      ],
      ["a negative counter", { ...good, solution: { ...good.solution, counter: -1 } }, key],
      ["a fractional counter", { ...good, solution: { ...good.solution, counter: 1.5 } }, key],
      [
        "a forged signature",
        { ...good, challenge: { ...good.challenge, signature: "0".repeat(64) } },
        key,
      ],
    ];
    const verdicts = await Promise.all(
      variants.map(async ([name, value, secret]) => [
        name,
        verifyKeySignedSolution(value, secretsOf(secret)),
        await reference(value, secret),
      ]),
    );
    for (const [name, ours, theirs] of verdicts)
      expect({ name, ours }).toEqual({ name, ours: theirs });
    expect(verdicts.filter(([, ours]) => ours).map(([name]) => name)).toEqual(["valid"]);
  });
});
