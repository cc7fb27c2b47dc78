import { describe, expect, it } from "vitest";
import { createInMemoryUsedChallenges } from "../../../test/support/captcha/in-memory-used-challenges.ts";
import { solveCaptchaChallenge } from "../../../test/support/captcha/solve-captcha.ts";
import { altchaSettings, createAltchaCaptcha } from "./altcha-captcha.ts";

function setup(secretKey = "a-test-secret-key-0123456789") {
  let now = Date.now();
  const captcha = createAltchaCaptcha({
    secretKey,
    now: () => new Date(now),
    usedChallenges: createInMemoryUsedChallenges(),
  });
  return { captcha, advance: (ms: number) => (now += ms) };
}

const decode = (value: string) => JSON.parse(Buffer.from(value, "base64").toString("utf8"));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe("ALTCHA captcha", () => {
  it("issues a signed, expiring, modest challenge", async () => {
    const { captcha } = setup();
    const challenge = (await captcha.createChallenge?.()) as {
      parameters: { algorithm: string; expiresAt: number; keySignature?: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe("SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toBeTruthy();
    const lifetime = challenge.parameters.expiresAt * 1_000 - Date.now();
    expect(lifetime).toBeGreaterThan(altchaSettings.lifetimeMs - 5_000);
    expect(lifetime).toBeLessThanOrEqual(altchaSettings.lifetimeMs);
  });

  it("passes a valid solution once, then refuses the replay", async () => {
    const { captcha } = setup();
    const value = await solveCaptchaChallenge(await captcha.createChallenge?.());
    const started = performance.now();
    await expect(captcha.verify(value)).resolves.toEqual({ success: true });
    expect(performance.now() - started).toBeLessThan(200);
    await expect(captcha.verify(value)).resolves.toEqual({ success: false, reason: "replayed" });
  });

  it("refuses a wrong solution and a tampered challenge", async () => {
    const { captcha } = setup();
    const payload = decode(await solveCaptchaChallenge(await captcha.createChallenge?.()));
    const wrong = { ...payload, solution: { ...payload.solution, counter: 1, derivedKey: "00ff" } };
    await expect(captcha.verify(encode(wrong))).resolves.toEqual({
      success: false,
      reason: "invalid",
    });
    const tampered = structuredClone(payload);
    tampered.challenge.parameters.expiresAt += 3_600;
    await expect(captcha.verify(encode(tampered))).resolves.toEqual({
      success: false,
      reason: "invalid",
    });
  });

  it("refuses a solution from another server's secret", async () => {
    const other = setup("another-secret-key-9876543210");
    const value = await solveCaptchaChallenge(await other.captcha.createChallenge?.());
    await expect(setup().captcha.verify(value)).resolves.toMatchObject({ success: false });
  });

  it("refuses an expired challenge (time moved by the clock)", async () => {
    const { captcha, advance } = setup();
    const value = await solveCaptchaChallenge(await captcha.createChallenge?.());
    advance(altchaSettings.lifetimeMs + 1_000);
    await expect(captcha.verify(value)).resolves.toEqual({ success: false, reason: "expired" });
  });

  it.each(["", "not base64 at all", encode({ challenge: 1 }), "e30=", "x".repeat(5_000)])(
    "refuses a malformed value %#",
    async (value) => {
      await expect(setup().captcha.verify(value)).resolves.toEqual({
        success: false,
        reason: "malformed",
      });
    },
  );
});
