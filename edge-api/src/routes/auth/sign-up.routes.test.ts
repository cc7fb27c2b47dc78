import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { carts, users } from "../../db/schema.ts";
import { vyomIdPattern } from "../../services/accounts/vyom-id.ts";
import { signUpsPerClient } from "../../services/otp/otp-limits.ts";
import {
  nextAddress,
  nextMobile,
  readOtp,
  sendOtp,
  signUp,
  startOfNextHour,
  wrongCode,
} from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => startOfNextHour(ctx));

const details = (mobile: string, extra: Record<string, unknown> = {}) => ({
  mobileNumber: mobile,
  name: "Karthik Iyer",
  email: "karthik.iyer@example.in",
  pincode: "600020",
  namePrefix: "MR",
  mobileCode: "+91",
  vyomId: "",
  ...extra,
});
const postSignUp = (body: unknown, address = nextAddress()) =>
  ctx.postJson("/api/auth/sign-up", body, { address });

const signUpCode = (mobile: string) => sendOtp(ctx, mobile, { purpose: "sign-up" });

async function expectNotVerified(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: "otp-not-verified" });
}

async function expectNoAccount(mobile: string) {
  const rows = await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile));
  expect(rows).toHaveLength(0);
}

describe("POST /api/auth/sign-up", () => {
  it("creates the user and an empty cart after a verified OTP", async () => {
    const mobile = nextMobile();
    const { user } = await signUp(ctx, mobile, "Priya Raman");
    expect(user).toMatchObject({
      mobileNumber: mobile,
      name: "Priya Raman",
      namePrefix: "MS",
      email: "priya.raman@example.in",
      pincode: "600041",
      location: "chennai",
      address: {},
    });
    expect(user.vyomId).toMatch(vyomIdPattern);
    expect(user.vyomId.slice(0, 3)).toBe("PRI");
    expect(user.vyomId.slice(7, 10)).toBe(mobile.slice(6, 9));
    expect(user._id).toEqual(expect.any(String));
    expect(user.cart).toEqual({
      _id: expect.any(String),
      vyomId: user.vyomId,
      bookingId: null,
      tests: [],
      healthPackages: [],
      members: [
        { name: "Priya Raman", relation: "My Self", mobileNumber: mobile, vyomId: user.vyomId },
      ],
    });
    const [row] = await ctx.db.select().from(carts).where(eq(carts.vyomId, user.vyomId));
    expect(row?.userId).toBe(user._id);
  });

  it("ignores a vyomId sent by the client", async () => {
    const mobile = nextMobile();
    const code = await signUpCode(mobile);
    const res = await postSignUp(details(mobile, { vyomId: "HACKED000", recievedOtp: code }));
    const body = (await res.json()) as { user: { vyomId: string } };
    expect(body.user.vyomId).not.toBe("HACKED000");
    expect(body.user.vyomId).toMatch(vyomIdPattern);
  });

  it("refuses a sign-up without a code (401 otp-not-verified), even after one was sent", async () => {
    const mobile = nextMobile();
    await expectNotVerified(await postSignUp(details(mobile)));
    await signUpCode(mobile);
    await expectNotVerified(await postSignUp(details(mobile)));
    await expectNoAccount(mobile);
  });

  it("accepts the sign-up code in the sign-up body itself, and refuses a wrong one", async () => {
    const mobile = nextMobile();
    const code = await signUpCode(mobile);
    const wrong = await postSignUp(details(mobile, { recievedOtp: wrongCode(code) }));
    expect(wrong.status).toBe(401);
    const res = await postSignUp(details(mobile, { recievedOtp: code }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "success", user: { mobileNumber: mobile } });
  });

  it("a stranger polling sign-up while the owner opens a report gets nothing", async () => {
    const mobile = nextMobile();
    const sent = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(sent.status).toBe(200);
    const reportCode = await readOtp(ctx, mobile);
    const verified = await ctx.postJson(
      "/api/reports/verify",
      { mobileNumber: mobile, otp: reportCode },
      { address: nextAddress() },
    );
    expect(verified.status).toBe(200);
    await expectNotVerified(await postSignUp(details(mobile)));
    // Nor does the report code itself serve sign-up.
    await expectNotVerified(await postSignUp(details(mobile, { recievedOtp: reportCode })));
    await expectNoAccount(mobile);
  });

  it("a login code, even verified through verify-otp, never signs up", async () => {
    const mobile = nextMobile();
    const loginCode = await sendOtp(ctx, mobile);
    await expectNotVerified(await postSignUp(details(mobile, { recievedOtp: loginCode })));
    const verified = await ctx.postJson(
      "/api/auth/verify-otp",
      { recievedOtp: loginCode, mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(await verified.json()).toEqual({ isVerified: true });
    await expectNotVerified(await postSignUp(details(mobile)));
    await expectNoAccount(mobile);
  });

  it("a sign-up code never logs in, nor verifies through verify-otp", async () => {
    const mobile = nextMobile();
    await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await signUpCode(mobile);
    const login = await ctx.postJson(
      "/api/auth/login",
      { recievedOtp: code, mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(login.status).toBe(401);
    const verified = await ctx.postJson(
      "/api/auth/verify-otp",
      { recievedOtp: code, mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(await verified.json()).toEqual({ isVerified: false });
  });

  it("limits sign-up attempts per client: polling is refused with 429", async () => {
    const address = nextAddress();
    for (let i = 0; i < signUpsPerClient.limit; i++) {
      await expectNotVerified(await postSignUp(details(nextMobile()), address));
    }
    const limited = await postSignUp(details(nextMobile()), address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect((await postSignUp(details(nextMobile()))).status).toBe(401);
  });

  it("answers user-already-exists for a known number, and keeps the first account", async () => {
    const mobile = nextMobile();
    const first = await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await signUpCode(mobile);
    const again = await postSignUp(details(mobile, { name: "Someone Else", recievedOtp: code }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "user-already-exists" });
    const rows = await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile));
    expect(rows.map((r) => [r.name, r.vyomId])).toEqual([["Priya Raman", first.user.vyomId]]);
    // Without a code, sign-up does not tell whether the number has an account.
    await expectNotVerified(await postSignUp(details(mobile)));
  });

  it("refuses malformed details with 400 naming the field", async () => {
    const mobile = nextMobile();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "email"],
      [{ pincode: "6000" }, "pincode"],
      [{ namePrefix: "DR" }, "namePrefix"],
      [{ mobileCode: "+1" }, "mobileCode"],
      [{ name: "" }, "name"],
      [{ name: "<script>" }, "name"],
      [{ mobileNumber: "1234567890" }, "mobileNumber"],
    ];
    for (const [change, field] of cases) {
      const res = await postSignUp(details(mobile, change));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string }[] };
      expect(body.issues.map((i) => i.path)).toContain(field);
    }
  });
});

describe("GET /api/auth/verify-user/:mobile", () => {
  it("says whether the number has an account", async () => {
    const mobile = nextMobile();
    const before = await ctx.get(`/api/auth/verify-user/${mobile}`, { address: nextAddress() });
    expect(await before.json()).toEqual({ status: "does-not-exist" });
    await signUp(ctx, mobile);
    const after = await ctx.get(`/api/auth/verify-user/${mobile}`, { address: nextAddress() });
    expect(await after.json()).toEqual({ status: "exists" });
  });

  it("refuses an invalid mobile with 400", async () => {
    const res = await ctx.get("/api/auth/verify-user/0123456789", { address: nextAddress() });
    expect(res.status).toBe(400);
  });

  it("is rate limited per client address (30 per 10 minutes)", async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) {
      const res = await ctx.get(`/api/auth/verify-user/${nextMobile()}`, { address });
      expect(res.status).toBe(200);
    }
    const limited = await ctx.get(`/api/auth/verify-user/${nextMobile()}`, { address });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(await limited.json()).toEqual({
      error: "rate-limited",
      message: `Too many requests: please try again in ${retryAfter} seconds.`,
      retryAfter,
    });
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    ctx.clock.advance(retryAfter * 1_000);
    expect((await ctx.get(`/api/auth/verify-user/${nextMobile()}`, { address })).status).toBe(200);
  });

  it("a flood at once from one address is held to exactly 30", async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        ctx.get(`/api/auth/verify-user/${nextMobile()}`, { address }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });

  it("lookups at once each get their own answer: known or not, counted per address", async () => {
    const known = [nextMobile(), nextMobile()];
    for (const mobile of known) await signUp(ctx, mobile);
    const addresses = [nextAddress(), nextAddress(), nextAddress()];
    const asked = Array.from({ length: 45 }, (_, i) => ({
      mobile: i % 5 === 0 ? (known[i % 2] ?? "") : nextMobile(),
      address: addresses[i % 3] ?? "",
    }));
    const answers = await Promise.all(
      asked.map(async ({ mobile, address }) => {
        const res = await ctx.get(`/api/auth/verify-user/${mobile}`, { address });
        return [res.status, await res.json()];
      }),
    );
    // 15 per address: all under the limit, each told the truth about its own number.
    expect(answers).toEqual(
      asked.map(({ mobile }) => [
        200,
        { status: known.includes(mobile) ? "exists" : "does-not-exist" },
      ]),
    );
  });

  it("over the limit, answers a known number exactly as an unknown one", async () => {
    const known = nextMobile();
    await signUp(ctx, known);
    const address = nextAddress();
    for (let i = 0; i < 30; i++)
      await ctx.get(`/api/auth/verify-user/${nextMobile()}`, { address });
    const answers = [];
    for (const mobile of [known, nextMobile()]) {
      const res = await ctx.get(`/api/auth/verify-user/${mobile}`, { address });
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers[0]?.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });
});
