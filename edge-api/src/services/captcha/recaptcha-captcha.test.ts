import { describe, expect, it } from "vitest";
import { createRecaptchaCaptcha, recaptchaVerifyUrl } from "./recaptcha-captcha.ts";

function fakeGoogle(answer: () => Response | Promise<Response>) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fakeFetch };
}

describe("reCAPTCHA adapter", () => {
  it("sends the secret, token and address to siteverify and passes on success", async () => {
    const google = fakeGoogle(() => Response.json({ success: true }));
    const captcha = createRecaptchaCaptcha({ secret: "s3cret", fetch: google.fakeFetch });
    await expect(captcha.verify("token-1", { remoteIp: "203.0.113.9" })).resolves.toEqual({
      success: true,
    });
    expect(google.calls).toHaveLength(1);
    expect(google.calls[0]?.url).toBe(recaptchaVerifyUrl);
    expect(Object.fromEntries(google.calls[0]?.body ?? [])).toEqual({
      secret: "s3cret",
      response: "token-1",
      remoteip: "203.0.113.9",
    });
  });

  it("fails when Google says no, and calls a reused token a replay", async () => {
    const invalid = fakeGoogle(() =>
      Response.json({ success: false, "error-codes": ["invalid-input-response"] }),
    );
    await expect(
      createRecaptchaCaptcha({ secret: "s", fetch: invalid.fakeFetch }).verify("t"),
    ).resolves.toEqual({ success: false, reason: "invalid" });
    const reused = fakeGoogle(() =>
      Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] }),
    );
    await expect(
      createRecaptchaCaptcha({ secret: "s", fetch: reused.fakeFetch }).verify("t"),
    ).resolves.toEqual({ success: false, reason: "replayed" });
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("fetch failed"))],
    ["a 503", () => new Response("down", { status: 503 })],
    ["non-JSON", () => new Response("<html>", { status: 200 })],
    ["a wrong shape", () => Response.json({ ok: 1 })],
  ])("fails closed on %s", async (_name, answer) => {
    const google = fakeGoogle(answer as () => Response);
    await expect(
      createRecaptchaCaptcha({ secret: "s", fetch: google.fakeFetch }).verify("t"),
    ).resolves.toEqual({ success: false, reason: "provider-unavailable" });
  });

  it("does not call Google for an empty token", async () => {
    const google = fakeGoogle(() => Response.json({ success: true }));
    const captcha = createRecaptchaCaptcha({ secret: "s", fetch: google.fakeFetch });
    await expect(captcha.verify("")).resolves.toEqual({ success: false, reason: "malformed" });
    expect(google.calls).toHaveLength(0);
  });
});
