/**
 * The customer session cookie held in the audit; these keep it holding: a session id an attacker
 * planted before login is never adopted, and a login always issues a fresh random token. (The
 * cookie's flags, production's Secure and __Host- prefix included, are http/session-cookie.ts's,
 * shared with the admin session and tested in routes/admin/admin.test.ts; the last test here
 * checks them on the customer's.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { setCookieLine } from "../../test/cookies.ts";
import { nextAddress, sendOtp } from "../routes/auth/auth.test-helpers.ts";
import { newCustomer } from "../routes/orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const tokenOf = (res: Response) =>
  /^vyom-customer=([^;]*)/.exec(setCookieLine(res, "vyom-customer") ?? "")?.[1];

async function logIn(mobile: string, cookie?: string) {
  // Past any send cool-down of the number (the sign-up or the previous login sent it a code).
  ctx.clock.advance(20 * 60_000);
  const code = await sendOtp(ctx, mobile);
  return ctx.postJson(
    "/api/auth/login",
    { recievedOtp: code, mobileNumber: mobile },
    { address: nextAddress(), headers: cookie ? { cookie } : {} },
  );
}

describe("the customer session cookie", () => {
  it("is never an id the client chose: a planted cookie is replaced, not adopted", async () => {
    const customer = await newCustomer(ctx);
    const planted = "attacker-chosen-session-id-0123456789abcdef";
    const login = await logIn(customer.mobile, `vyom-customer=${planted}`);
    expect(login.status).toBe(200);
    const token = tokenOf(login);
    expect(token).toBeDefined();
    expect(token).not.toBe(planted);
    const withPlanted = await ctx.get("/api/users/me", {
      headers: { cookie: `vyom-customer=${planted}` },
    });
    expect(withPlanted.status).toBe(401);
  });

  it("rotates: each login issues a fresh, unguessable token", async () => {
    const customer = await newCustomer(ctx);
    const first = tokenOf(await logIn(customer.mobile));
    const second = tokenOf(await logIn(customer.mobile));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // 32 random bytes in base64url: 43 characters.
    expect(second?.length ?? 0).toBeGreaterThanOrEqual(43);
  });

  it("is httpOnly and SameSite=Strict, set by sign-up and by login", async () => {
    const customer = await newCustomer(ctx);
    const me = await ctx.get("/api/users/me", { headers: { cookie: customer.cookie } });
    expect(me.status).toBe(200);
    const login = await logIn(customer.mobile);
    expect(login.status).toBe(200);
    const line = setCookieLine(login, "vyom-customer");
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\//);
  });
});
