/** Shared by the auth/cart route tests: fresh numbers and addresses, and reading the dev inbox. */
import { expect } from "vitest";
import type { TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";

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

/** The newest OTP the MSG91 simulator "delivered" to the number (the development inbox). */
export async function readOtp(ctx: TestContext, mobile: string): Promise<string> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  const code = messages[0]?.message.match(/^(\d{5}) is your /)?.[1];
  if (!code) throw new Error(`no OTP in the dev inbox for ${mobile}`);
  return code;
}

/** Sends an OTP (from a fresh address) and returns it from the dev inbox. */
export async function sendOtp(ctx: TestContext, mobile: string, address = nextAddress()) {
  const res = await ctx.get(`/api/auth/get-otp/${mobile}`, { address });
  expect(res.status).toBe(200);
  return readOtp(ctx, mobile);
}

/** A five-digit code different from `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, "0");

/** Moves the test clock to the start of the next hour (+1 s): hourly windows start fresh. */
export function startOfNextHour(ctx: TestContext) {
  const hour = 3_600_000;
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / hour) + 1) * hour + 1_000));
}

export async function signUp(ctx: TestContext, mobile: string, name = "Priya Raman") {
  const code = await sendOtp(ctx, mobile);
  const verified = await ctx.postJson(
    "/api/auth/verify-otp",
    { recievedOtp: code, mobileNumber: mobile },
    { address: nextAddress() },
  );
  expect(await verified.json()).toEqual({ isVerified: true });
  const res = await ctx.postJson("/api/auth/sign-up", {
    mobileNumber: mobile,
    name,
    email: "priya.raman@example.in",
    pincode: "600041",
    namePrefix: "MS",
    mobileCode: "+91",
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as {
    status: "success";
    user: Record<string, unknown> & { vyomId: string; _id: string; mobileNumber: string };
  };
  /** The customer session cookie sign-up started, ready for a Cookie header. */
  return { ...answer, cookie: cookieHeader(res) };
}
