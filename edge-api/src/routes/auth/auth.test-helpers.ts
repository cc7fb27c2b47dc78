/** Shared by the auth/cart route tests: fresh numbers and addresses, and reading the dev inbox. */
import { expect } from "vitest";
import { LOOPBACK, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";

let mobileSeq = 0;
let addressSeq = 0;

/** A valid mobile no other test in the file uses (never one of the seeded legacy numbers). */
export function nextMobile(): string {
  mobileSeq += 1;
  return `7${String(process.pid % 1000).padStart(3, "0")}${String(mobileSeq).padStart(6, "0")}`;
}

/** A client address of its own, so per-address limits of other tests do not interfere. */
export function nextAddress(): string {
  addressSeq += 1;
  return `198.51.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
}

/**
 * The newest OTP the MSG91 simulator "delivered" to the number (the development inbox), read from
 * the server's machine. The newest OTP, not the newest message: a booking's SMS (a report ready,
 * sent as its release commits) may land after it.
 */
export async function readOtp(ctx: TestContext, mobile: string): Promise<string> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  const code = messages
    .map((m) => m.message.match(/^(\d{5}) is your /)?.[1])
    .find((found) => found !== undefined);
  if (!code) throw new Error(`no OTP in the dev inbox for ${mobile}`);
  return code;
}

/** The header the PWA's API client sends on every call; OTP sends require it. */
export const appHeaders = { "x-vyom-client": "app" } as const;

export interface OtpRequestOptions {
  address?: string;
  purpose?: "login" | "sign-up";
  /** `resend-otp` instead of `get-otp`. */
  resend?: boolean;
  /** A solved captcha (X-Vyom-Captcha), needed while the number is under attack. */
  captcha?: string;
  /** `false`: another browser, without this context's OTP client cookie (test/context.ts). */
  otpClient?: false;
}

/** `GET /api/auth/get-otp/:mobile` (or resend-otp) as the PWA sends it. */
export function requestOtp(ctx: TestContext, mobile: string, options: OtpRequestOptions = {}) {
  const query = options.purpose ? `?purpose=${options.purpose}` : "";
  const path = options.resend ? "resend-otp" : "get-otp";
  return ctx.get(`/api/auth/${path}/${mobile}${query}`, {
    address: options.address ?? nextAddress(),
    headers: { ...appHeaders, ...(options.captcha ? { "x-vyom-captcha": options.captcha } : {}) },
    ...(options.otpClient === false ? { otpClient: false } : {}),
  });
}

/** Sends an OTP (from a fresh address) and returns it from the dev inbox. */
export async function sendOtp(ctx: TestContext, mobile: string, options: OtpRequestOptions = {}) {
  const res = await requestOtp(ctx, mobile, options);
  expect(res.status).toBe(200);
  return readOtp(ctx, mobile);
}

/** A freshly solved captcha from the app's own challenge route. */
export const solvedCaptcha = (ctx: TestContext) =>
  fetchSolvedCaptcha((path) => ctx.get(path, { address: nextAddress() }));

/**
 * Sends as the app does (pwa/src/lib/captcha-retry.ts): without a captcha first, and once more
 * with a solved one when the answer asks for it. `askedCaptcha`: whether it did.
 */
export async function requestOtpAsTheApp(
  ctx: TestContext,
  mobile: string,
  options: OtpRequestOptions = {},
): Promise<{ res: Response; askedCaptcha: boolean }> {
  const res = await requestOtp(ctx, mobile, options);
  if (res.status !== 403) return { res, askedCaptcha: false };
  const { error } = (await res.clone().json()) as { error?: string };
  if (error !== "captcha-required") return { res, askedCaptcha: false };
  const captcha = await solvedCaptcha(ctx);
  return { res: await requestOtp(ctx, mobile, { ...options, captcha }), askedCaptcha: true };
}

/** A five-digit code different from `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, "0");

/** Moves the test clock to the start of the next hour (+1 s): hourly windows start fresh. */
export function startOfNextHour(ctx: TestContext) {
  const hour = 3_600_000;
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / hour) + 1) * hour + 1_000));
}

export async function signUp(ctx: TestContext, mobile: string, name = "Priya Raman") {
  const code = await sendOtp(ctx, mobile, { purpose: "sign-up" });
  const res = await ctx.postJson(
    "/api/auth/sign-up",
    {
      mobileNumber: mobile,
      name,
      email: "priya.raman@example.in",
      pincode: "600041",
      namePrefix: "MS",
      mobileCode: "+91",
      recievedOtp: code,
    },
    { address: nextAddress() },
  );
  expect(res.status).toBe(200);
  const answer = (await res.json()) as {
    status: "success";
    user: Record<string, unknown> & { vyomId: string; _id: string; mobileNumber: string };
  };
  /** The customer session cookie sign-up started, ready for a Cookie header. */
  return { ...answer, cookie: cookieHeader(res) };
}
