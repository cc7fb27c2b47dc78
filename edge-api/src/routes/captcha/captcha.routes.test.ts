import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  fetchSolvedCaptcha,
  solveCaptchaChallenge,
} from "../../../test/support/captcha/solve-captcha.ts";
import { createApp } from "../../app.ts";
import { altchaSettings } from "../../services/captcha/altcha-captcha.ts";
import { createRecaptchaCaptcha } from "../../services/captcha/recaptcha-captcha.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const verifyCaptcha = async (captchaValue: unknown) => {
  const res = await ctx.postJson("/api/auth/verify-captcha", { captchaValue });
  return { status: res.status, body: await res.json() };
};

describe("GET /api/captcha/challenge", () => {
  it("answers a fresh, signed, uncached ALTCHA challenge", async () => {
    const res = await ctx.get("/api/captcha/challenge");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const challenge = (await res.json()) as { parameters: { nonce: string } };
    expect(challenge).toMatchObject({
      parameters: {
        algorithm: "SHA-256",
        nonce: expect.any(String),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const other = (await (await ctx.get("/api/captcha/challenge")).json()) as typeof challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe("POST /api/auth/verify-captcha", () => {
  it("passes a valid solution once; the replay fails", async () => {
    const value = await fetchSolvedCaptcha((path) => ctx.get(path));
    expect(await verifyCaptcha(value)).toEqual({ status: 200, body: { success: true } });
    expect(await verifyCaptcha(value)).toEqual({
      status: 200,
      body: { success: false, reason: "replayed" },
    });
  });

  it("fails a wrong solution", async () => {
    const challenge = await (await ctx.get("/api/captcha/challenge")).json();
    const payload = JSON.parse(
      Buffer.from(await solveCaptchaChallenge(challenge), "base64").toString(),
    );
    // Deterministic mode checks the derived key against its signature: flip one of its digits.
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === "0" ? "1" : "0") + key.slice(1);
    const value = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await verifyCaptcha(value)).toEqual({
      status: 200,
      body: { success: false, reason: "invalid" },
    });
  });

  it("fails an expired challenge", async () => {
    const value = await fetchSolvedCaptcha((path) => ctx.get(path));
    ctx.clock.advance(altchaSettings.lifetimeMs + 1_000);
    expect(await verifyCaptcha(value)).toEqual({
      status: 200,
      body: { success: false, reason: "expired" },
    });
  });

  it("fails garbage and refuses a wrong body with 400", async () => {
    expect((await verifyCaptcha("garbage")).body).toEqual({ success: false, reason: "malformed" });
    expect((await verifyCaptcha(42)).status).toBe(400);
    expect((await verifyCaptcha("x".repeat(9_000))).status).toBe(400);
  });

  it("uses reCAPTCHA when configured (fake Google, no challenge endpoint)", async () => {
    const calls: string[] = [];
    const fakeFetch = (async (_url: unknown, init?: RequestInit) => {
      const token = new URLSearchParams(String(init?.body)).get("response") ?? "";
      calls.push(token);
      return Response.json({ success: token === "good-token" });
    }) as typeof fetch;
    const app = createApp({
      ...ctx.deps,
      captcha: createRecaptchaCaptcha({ secret: "s", fetch: fakeFetch }),
    });
    const post = async (captchaValue: string) =>
      (
        await app.request("/api/auth/verify-captcha", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ captchaValue }),
        })
      ).json();
    expect(await post("good-token")).toEqual({ success: true });
    expect(await post("bad-token")).toEqual({ success: false, reason: "invalid" });
    expect(calls).toEqual(["good-token", "bad-token"]);
    expect((await app.request("/api/captcha/challenge")).status).toBe(404);
  });
});
