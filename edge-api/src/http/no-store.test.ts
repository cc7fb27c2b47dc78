/**
 * Every answer that carries personal data is `Cache-Control: no-store`, successes and refusals
 * alike: the auth calls (accounts, whether a number is known, OTP sends), carts, the user's own
 * record, orders and the transactions history.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../test/context.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../env.ts";
import {
  nextAddress,
  nextMobile,
  requestOtp,
  sendOtp,
  signUp,
} from "../routes/auth/auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function expectNoStore(res: Response, what: string) {
  expect(res.headers.get("cache-control"), what).toBe("no-store");
}

describe("Cache-Control: no-store", () => {
  it("on every /api/auth answer: sends, lookups, verify-otp, login, sign-up, logout", async () => {
    const mobile = nextMobile();
    const at = { address: nextAddress() };
    expectNoStore(await requestOtp(ctx, mobile, { purpose: "sign-up" }), "get-otp");
    expectNoStore(await requestOtp(ctx, mobile, { resend: true }), "resend-otp (429)");
    expectNoStore(await ctx.get(`/api/auth/verify-user/${mobile}`, at), "verify-user");
    expectNoStore(await ctx.get(`/api/auth/legacy-user/${mobile}`, at), "legacy-user");
    const otp = { recievedOtp: "12345", mobileNumber: mobile };
    expectNoStore(await ctx.postJson("/api/auth/verify-otp", otp, at), "verify-otp");
    expectNoStore(await ctx.postJson("/api/auth/login", otp, at), "login (401)");
    expectNoStore(await ctx.postJson("/api/auth/sign-up", { mobileNumber: mobile }, at), "sign-up");
    const { cookie } = await signUp(ctx, nextMobile());
    const other = nextMobile();
    await signUp(ctx, other);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, other);
    const login = await ctx.postJson("/api/auth/login", { recievedOtp: code, mobileNumber: other });
    expect(login.status).toBe(200);
    expectNoStore(login, "login");
    expectNoStore(await ctx.postJson("/api/auth/logout", {}, { headers: { cookie } }), "logout");
  });

  it("on carts, the user's record, orders and the transactions history", async () => {
    const { user, cookie } = await signUp(ctx, nextMobile());
    const headers = { cookie };
    const cart = await ctx.postJson(
      "/api/cart/create",
      { tests: [], healthPackages: [], vyomId: user.vyomId, bookingId: "" },
      { headers },
    );
    expect(cart.status).toBe(200);
    expectNoStore(cart, "cart");
    expectNoStore(await ctx.postJson("/api/cart/create", {}), "cart (401)");
    const me = await ctx.get("/api/users/me", { headers });
    expect(me.status).toBe(200);
    expectNoStore(me, "users/me");
    expectNoStore(await ctx.get("/api/orders/no-such-order", { headers }), "orders");
    const history = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      // The development password signs in only on the server's machine.
      { address: LOOPBACK },
    );
    expect(history.status).toBe(200);
    expectNoStore(history, "transactions-history");
  });
});
