/**
 * "Log out on all devices" over HTTP: `POST /api/auth/logout-all` ends every session of the
 * caller's account and every report proof of their number, and nothing of anyone else.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader, setCookieLine } from "../../../test/cookies.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import { nextAddress, nextMobile, readOtp, sendOtp, signUp } from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.advance(60 * 60 * 1000));

const asCookie = (cookie: string) => ({ headers: { cookie }, address: nextAddress() });

/** A second login of the number (another device): its own session cookie. */
async function loginAgain(mobile: string): Promise<string> {
  ctx.clock.advance(30_000); // past the OTP send cool-down
  const code = await sendOtp(ctx, mobile);
  const res = await ctx.postJson(
    "/api/auth/login",
    { recievedOtp: code, mobileNumber: mobile },
    { address: nextAddress() },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

/** An OTP report proof of the number (the reports page's "mobile + OTP"). */
async function proveReports(mobile: string): Promise<string> {
  // Past the number's send cool-down, which grows with each code it was sent this hour.
  ctx.clock.advance(otpLimits.maxSendCooldownMs);
  await ctx.postJson("/api/reports/otp", { mobileNumber: mobile }, { address: nextAddress() });
  const otp = await readOtp(ctx, mobile);
  const res = await ctx.postJson(
    "/api/reports/verify",
    { mobileNumber: mobile, otp },
    { address: nextAddress() },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const me = async (cookie: string) => (await ctx.get("/api/users/me", asCookie(cookie))).status;
const reports = async (cookie: string) => (await ctx.get("/api/reports", asCookie(cookie))).status;

describe("POST /api/auth/logout-all", () => {
  it("ends every session of the user and every report proof of the number, nobody else's", async () => {
    const mobile = nextMobile();
    const phone = (await signUp(ctx, mobile)).cookie;
    const laptop = await loginAgain(mobile);
    const proof = await proveReports(mobile);
    const other = nextMobile();
    const stranger = (await signUp(ctx, other, "Arun Kumar")).cookie;
    const strangersProof = await proveReports(other);
    expect(await me(phone)).toBe(200);
    expect(await me(laptop)).toBe(200);

    const res = await ctx.postJson("/api/auth/logout-all", {}, asCookie(laptop));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "success" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(setCookieLine(res, "vyom-customer")).toMatch(/Max-Age=0/);

    // The other device's session, the caller's own (replayed) and the number's proof are over.
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect((await ctx.get("/api/reports/mine", asCookie(phone))).status).toBe(401);
    expect(await reports(proof)).toBe(401);
    const replayed = await ctx.postJson("/api/auth/logout-all", {}, asCookie(phone));
    expect(replayed.status).toBe(401);
    // Another customer keeps their session and their proof.
    expect(await me(stranger)).toBe(200);
    expect(await reports(strangersProof)).toBe(200);
  });

  it("needs a customer session: without one, or with a forged cookie, nothing is revoked", async () => {
    const mobile = nextMobile();
    const { cookie } = await signUp(ctx, mobile);
    const none = await ctx.postJson("/api/auth/logout-all", {}, { address: nextAddress() });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: "login-required" });
    const forged = await ctx.postJson("/api/auth/logout-all", {}, asCookie("vyom-customer=forged"));
    expect(forged.status).toBe(401);
    expect(await me(cookie)).toBe(200);
  });

  it("refuses a cross-site POST (a page on another site cannot log the customer out everywhere)", async () => {
    const mobile = nextMobile();
    const { cookie } = await signUp(ctx, mobile);
    const res = await ctx.postJson(
      "/api/auth/logout-all",
      {},
      { headers: { cookie, origin: "https://evil.example" }, address: nextAddress() },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "forbidden-origin",
      message: "Requests from another site are refused.",
    });
    expect(await me(cookie)).toBe(200);
    // The app itself (same origin) may.
    const own = await ctx.postJson(
      "/api/auth/logout-all",
      {},
      { headers: { cookie, origin: "http://localhost" }, address: nextAddress() },
    );
    expect(own.status).toBe(200);
    expect(await me(cookie)).toBe(401);
  });
});
