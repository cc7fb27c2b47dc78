import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serverUser } from "../machines/test-users.test-support.ts";
import { callOtp, logIn, resendOtp, sendOtp, signUp, verifyUser } from "./auth-api.ts";
import { AuthError, type AuthFailure } from "./auth-error.ts";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null };
}

async function failureOf(promise: Promise<unknown>): Promise<AuthFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).failure;
}

describe("auth API calls", () => {
  it("verify-user answers the status", async () => {
    fetchMock.mockResolvedValue(json({ status: "exists" }));
    await expect(verifyUser("9876543210")).resolves.toEqual({ status: "exists" });
    expect(lastRequest()).toMatchObject({ url: "/api/auth/verify-user/9876543210", method: "GET" });
  });

  it("login sends the historic field names (recievedOtp) and nothing else", async () => {
    fetchMock.mockResolvedValue(json({ user: serverUser }));
    const answer = await logIn({ mobile: "9876543210", otp: "48213" });
    expect(answer.user.name).toBe("Arun Kumar");
    expect(lastRequest()).toEqual({
      url: "/api/auth/login",
      method: "POST",
      body: { recievedOtp: "48213", mobileNumber: "9876543210" },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sign-up sends the details, +91 and the code", async () => {
    fetchMock.mockResolvedValue(json({ status: "user-already-exists" }));
    await expect(
      signUp({
        namePrefix: "MS",
        name: " Meena Iyer ",
        mobile: "9876543210",
        email: "meena@example.com ",
        pincode: "600020",
        otp: "48213",
      }),
    ).resolves.toEqual({ status: "user-already-exists" });
    expect(lastRequest().body).toEqual({
      mobileNumber: "9876543210",
      name: "Meena Iyer",
      email: "meena@example.com",
      pincode: "600020",
      namePrefix: "MS",
      mobileCode: "+91",
      recievedOtp: "48213",
    });
  });

  it("OTP sends ask for the purpose's code, with the app's header", async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: "sent", resendAfterSeconds: 20, voiceRetry: false }),
    );
    expect(await sendOtp("9876543210", "sign-up")).toEqual({
      resendAfterSeconds: 20,
      voiceRetry: false,
    });
    expect(lastRequest().url).toBe("/api/auth/get-otp/9876543210?purpose=sign-up");
    await resendOtp("9876543210", "login");
    expect(lastRequest().url).toBe("/api/auth/resend-otp/9876543210?purpose=login");
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers["X-Vyom-Client"]).toBe("app");
  });

  it("the code by call is a JSON POST for the purpose's code, answered like a send", async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: "sent", resendAfterSeconds: 40, voiceRetry: true }),
    );
    expect(await callOtp("9876543210", "login")).toEqual({
      resendAfterSeconds: 40,
      voiceRetry: true,
    });
    const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe("/api/auth/otp-call");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      mobileNumber: "9876543210",
      purpose: "login",
    });
    expect((init.headers as Record<string, string>)["X-Vyom-Client"]).toBe("app");
  });

  it("a number under attack: solves a captcha and sends again with it", async () => {
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 40,
      deriveKey,
      hmacSignatureSecret: "test-secret",
      hmacKeySignatureSecret: "test-key-secret",
    });
    fetchMock
      .mockResolvedValueOnce(json({ error: "captcha-required" }, { status: 403 }))
      .mockResolvedValueOnce(json(challenge))
      .mockResolvedValueOnce(json({ status: "sent", resendAfterSeconds: 20, voiceRetry: false }));
    await sendOtp("9876543210", "login");
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      "/api/auth/get-otp/9876543210?purpose=login",
      "/api/captcha/challenge",
      "/api/auth/get-otp/9876543210?purpose=login",
    ]);
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers["X-Vyom-Captcha"]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it.each([
    ["sign-up's send", () => sendOtp("9876543210", "sign-up"), "get-otp", "sign-up"],
    ["a resend", () => resendOtp("9876543210", "login"), "resend-otp", "login"],
  ] as const)(
    "%s from a network the API has not seen: solves the captcha asked for and sends again",
    async (_, send, path, purpose) => {
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: 40,
        deriveKey,
        hmacSignatureSecret: "test-secret",
        hmacKeySignatureSecret: "test-key-secret",
      });
      fetchMock
        .mockResolvedValueOnce(json({ error: "captcha-required" }, { status: 403 }))
        .mockResolvedValueOnce(json(challenge))
        .mockResolvedValueOnce(json({ status: "sent", resendAfterSeconds: 20, voiceRetry: false }));
      await send();
      const url = `/api/auth/${path}/9876543210?purpose=${purpose}`;
      expect(fetchMock.mock.calls.map(([called]) => String(called))).toEqual([
        url,
        "/api/captcha/challenge",
        url,
      ]);
      const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
      expect(headers["X-Vyom-Captcha"]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    },
  );

  it("a send answer without the cool-down is a bad answer, not a countdown of nothing", async () => {
    fetchMock.mockImplementation(async () => json({ status: "sent" }));
    expect(await failureOf(sendOtp("9876543210", "login"))).toEqual({ kind: "unexpected" });
  });

  it("429: rate-limited with the Retry-After seconds", async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: "rate-limited", retryAfter: 37 },
        { status: 429, headers: { "Retry-After": "37" } },
      ),
    );
    expect(await failureOf(sendOtp("9876543210", "login"))).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 37,
    });
  });

  it("an error status carries the API's code", async () => {
    fetchMock.mockResolvedValue(json({ error: "incorrect-otp" }, { status: 401 }));
    expect(await failureOf(logIn({ mobile: "9876543210", otp: "00000" }))).toEqual({
      kind: "rejected",
      status: 401,
      code: "incorrect-otp",
    });
  });

  it("no connection: offline", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await failureOf(sendOtp("9876543210", "login"))).toEqual({ kind: "offline" });
  });

  it("a browser that knows it is offline does not even try", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await failureOf(sendOtp("9876543210", "login"))).toEqual({ kind: "offline" });
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it("an answer of the wrong shape is unexpected, never trusted", async () => {
    fetchMock.mockResolvedValue(json({ user: { name: "x" } }));
    expect(await failureOf(logIn({ mobile: "9876543210", otp: "48213" }))).toEqual({
      kind: "unexpected",
    });
  });
});
