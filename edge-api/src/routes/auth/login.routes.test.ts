import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seededLegacyCustomers } from "../../../dev/legacy-sim/legacy-customers.seed.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  type BrokenLegacyMode,
  closedPortUrl,
  startBrokenLegacyServer,
} from "../../../test/support/legacy-test-servers.ts";
import { createApp } from "../../app.ts";
import { serviceAreaPincodes, serviceAreas, users } from "../../db/schema.ts";
import { vyomIdPattern } from "../../services/accounts/vyom-id.ts";
import { createLegacyCustomerClient } from "../../services/legacy-customers/legacy-customer.client.ts";
import type { UserResponse } from "./accounts.ts";
import {
  nextAddress,
  nextMobile,
  readOtp,
  sendOtp,
  signUp,
  startOfNextHour,
  wrongCode,
} from "./auth.test-helpers.ts";
import type { LegacyMember } from "./legacy-login.ts";

type LoginAnswer = {
  user: UserResponse;
  legacyMembers?: LegacyMember[];
  pincodeLocation?: string;
};
const loginAnswer = (res: Response) => res.json() as Promise<LoginAnswer>;
/** The answer's headers but its own request id. */
const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => startOfNextHour(ctx));

const login = (mobile: string, code: string, app?: ReturnType<typeof createApp>) => {
  const body = JSON.stringify({ recievedOtp: code, mobileNumber: mobile });
  // The same browser, so its OTP client cookie (the code is bound to it) goes along.
  const cookie = ctx.otpClientCookie();
  const headers = { "content-type": "application/json", ...(cookie ? { cookie } : {}) };
  const init = { method: "POST", body, headers };
  if (!app) return ctx.postJson("/api/auth/login", JSON.parse(body), { address: nextAddress() });
  const bindings = { incoming: { socket: { remoteAddress: nextAddress() } } };
  return Promise.resolve(app.request("/api/auth/login", init, bindings));
};

/** The same app over the same database, but with a legacy client pointed at `url`. */
function appWithLegacyAt(url: string) {
  const legacyCustomers = createLegacyCustomerClient({
    baseUrl: url,
    user: "u",
    password: "p",
    timeoutMs: 500,
  });
  return createApp({ ...ctx.deps, legacyCustomers });
}

describe("POST /api/auth/login", () => {
  it("answers the user with their cart on a correct OTP", async () => {
    const mobile = nextMobile();
    const { user } = await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const res = await login(mobile, code);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(code);
    expect(JSON.parse(text)).toEqual({ user });
  });

  it("answers 401 incorrect-otp for a wrong code, and the code is single use", async () => {
    const mobile = nextMobile();
    await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const wrong = await login(mobile, wrongCode(code));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "incorrect-otp" });
    expect((await login(mobile, code)).status).toBe(200);
    expect((await login(mobile, code)).status).toBe(401);
  });

  it("answers 404 account-not-found for a number unknown everywhere, keeping the code", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    const res = await login(mobile, code);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "account-not-found" });
    const verified = await ctx.postJson(
      "/api/auth/verify-otp",
      { recievedOtp: code, mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(await verified.json()).toEqual({ isVerified: true });
  });
});

describe("legacy customers", () => {
  it("GET /api/auth/legacy-user/:mobile finds a seeded legacy customer", async () => {
    const res = await ctx.get("/api/auth/legacy-user/9876500001", { address: nextAddress() });
    expect(await res.json()).toEqual({ status: "exists" });
    const unknown = await ctx.get(`/api/auth/legacy-user/${nextMobile()}`, {
      address: nextAddress(),
    });
    expect(await unknown.json()).toEqual({ status: "does-not-exist" });
    const bad = await ctx.get("/api/auth/legacy-user/12345", { address: nextAddress() });
    expect(bad.status).toBe(400);
  });

  // Security (docs/security.md): before the OTP the flow needs only "known or not" (an unknown
  // number is told to sign up without an SMS); the CustomerID and name wait for the code.
  it("legacy-user before the OTP: a legacy and an unknown number differ only in the status word, nothing identifying", async () => {
    const answerOf = async (mobile: string) => {
      const res = await ctx.get(`/api/auth/legacy-user/${mobile}`, { address: nextAddress() });
      return { status: res.status, headers: headersOf(res), text: await res.text() };
    };
    const known = await answerOf("9876500003");
    const unknown = await answerOf(nextMobile());
    expect(known.text).toBe('{"status":"exists"}');
    expect(unknown.text).toBe('{"status":"does-not-exist"}');
    expect(known.status).toBe(unknown.status);
    expect(known.headers).toEqual(unknown.headers);
    for (const secret of ["LC100552", "LC100553", "Karthik", "Divya", "customerId", "CustomerID"]) {
      expect(known.text).not.toContain(secret);
    }
  });

  it("legacy-user is limited per address: past the limit a legacy number is refused exactly like an unknown one", async () => {
    const address = nextAddress();
    const at = { address };
    for (let i = 0; i < 30; i++) {
      const res = await ctx.get(`/api/auth/legacy-user/${nextMobile()}`, at);
      expect(res.status).toBe(200);
    }
    const known = await ctx.get("/api/auth/legacy-user/9876500001", at);
    const unknown = await ctx.get(`/api/auth/legacy-user/${nextMobile()}`, at);
    expect(known.status).toBe(429);
    expect(headersOf(known)).toEqual(headersOf(unknown));
    expect(await known.text()).toBe(await unknown.text());
    // Another address is still answered.
    const other = await ctx.get("/api/auth/legacy-user/9876500001", { address: nextAddress() });
    expect(await other.json()).toEqual({ status: "exists" });
  });

  it("logs in a legacy family end to end: account, cart members with relation Unknown", async () => {
    const mobile = "9876500003";
    const lookup = await ctx.get(`/api/auth/verify-user/${mobile}`, { address: nextAddress() });
    expect(await lookup.json()).toEqual({ status: "does-not-exist" });
    const legacy = await ctx.get(`/api/auth/legacy-user/${mobile}`, { address: nextAddress() });
    expect(await legacy.json()).toEqual({ status: "exists" });

    const code = await sendOtp(ctx, mobile);
    const res = await login(mobile, code);
    expect(res.status).toBe(200);
    const body = await loginAnswer(res);
    const family = seededLegacyCustomers.filter((c) => c.MobileNo === mobile);
    // The first record is the holder, 'My Self': only the others join as legacy members.
    expect(body.legacyMembers).toEqual(
      family.slice(1).map((c) => ({
        CustomerName: c.Customername,
        MobileNumber: mobile,
        CustomerID: c.CustomerId,
      })),
    );
    expect(body.user).toMatchObject({
      mobileNumber: mobile,
      name: "Karthik Subramanian",
      namePrefix: "MR",
      email: "karthik.s@example.in",
      pincode: "600020",
      legacyCustomerId: "LC100552",
    });
    expect(body.user.vyomId).toMatch(vyomIdPattern);
    expect(body.user.cart?.members).toEqual([
      {
        name: "Karthik Subramanian",
        relation: "My Self",
        mobileNumber: mobile,
        vyomId: body.user.vyomId,
      },
      // No second "Karthik Subramanian (Unknown)": his own record is 'My Self'.
      { name: "Divya Karthik", relation: "Unknown", mobileNumber: mobile, vyomId: "LC100553" },
    ]);
    expect(body.user.cart).toMatchObject({ tests: [], healthPackages: [] });

    const after = await ctx.get(`/api/auth/verify-user/${mobile}`, { address: nextAddress() });
    expect(await after.json()).toEqual({ status: "exists" });
    // From now on the customer logs in as a regular user, without legacyMembers.
    ctx.clock.advance(60_000);
    const again = await login(mobile, await sendOtp(ctx, mobile));
    expect(await again.json()).toEqual({ user: body.user });
  });

  it("maps the legacy salutation to the name prefix; a pincode in no service area keeps the default city", async () => {
    const mobile = "9876500001";
    const res = await login(mobile, await sendOtp(ctx, mobile));
    const answer = await loginAnswer(res);
    expect(answer.user).toMatchObject({
      name: "Lakshmi Narayanan",
      namePrefix: "MRS",
      pincode: "600017",
      location: "chennai",
    });
    expect(answer).not.toHaveProperty("pincodeLocation");
  });

  it("does not create a legacy account on a wrong OTP", async () => {
    const mobile = "9876500002";
    const code = await sendOtp(ctx, mobile);
    expect((await login(mobile, wrongCode(code))).status).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile))).toHaveLength(0);
  });

  it("selects the location the customer's pincode is priced for, when a service area serves it", async () => {
    // Venkatesh Rao's legacy pincode, served by an area priced for Bengaluru.
    await ctx.db
      .insert(serviceAreas)
      .values({ id: "legacy-bengaluru", name: "Bengaluru", priceLocation: "banglore" });
    await ctx.db
      .insert(serviceAreaPincodes)
      .values({ pincode: "560034", areaId: "legacy-bengaluru" });
    const mobile = "9876500002";
    const res = await login(mobile, await sendOtp(ctx, mobile));
    expect(res.status).toBe(200);
    const answer = await loginAnswer(res);
    expect(answer.pincodeLocation).toBe("banglore");
    expect(answer.user).toMatchObject({ pincode: "560034", location: "banglore" });
    const [stored] = await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile));
    expect(stored?.location).toBe("banglore");
  });

  const failures: BrokenLegacyMode[] = ["status-500", "bad-json", "wrong-shape"];
  it.each(failures)("answers 502 legacy-unavailable when the service answers %s", async (mode) => {
    const broken = await startBrokenLegacyServer(mode);
    try {
      const app = appWithLegacyAt(broken.url);
      const lookup = await app.request(
        "/api/auth/legacy-user/9876500004",
        {},
        {
          incoming: { socket: { remoteAddress: nextAddress() } },
        },
      );
      expect(lookup.status).toBe(502);
      expect(await lookup.json()).toEqual({ error: "legacy-unavailable" });

      const mobile = "9876500004";
      ctx.clock.advance(60_000);
      const code = await sendOtp(ctx, mobile);
      const res = await login(mobile, code, app);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: "legacy-unavailable" });
      expect(await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile))).toHaveLength(
        0,
      );
      // Nothing was consumed: the same code still logs in once the service is back.
      expect(await readOtp(ctx, mobile)).toBe(code);
    } finally {
      await broken.close();
    }
  });

  it("answers 502 when the legacy service is down, then logs in with the same code", async () => {
    const app = appWithLegacyAt(await closedPortUrl());
    const mobile = "9876500004";
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const down = await login(mobile, code, app);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ error: "legacy-unavailable" });
    const lookup = await app.request(
      "/api/auth/legacy-user/9876500004",
      {},
      {
        incoming: { socket: { remoteAddress: nextAddress() } },
      },
    );
    expect(lookup.status).toBe(502);
    const res = await login(mobile, code);
    expect(res.status).toBe(200);
    expect((await loginAnswer(res)).user).toMatchObject({ name: "Anjali Reddy", namePrefix: "MS" });
  });
});
