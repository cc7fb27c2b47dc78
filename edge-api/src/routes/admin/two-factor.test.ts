/**
 * Admin TOTP over HTTP: enrolment, the code step, recovery codes, and the attacks on them
 * (another admin's pending sign-in, replayed codes, floods of guesses, malformed bodies,
 * cross-site posts, the password-only fetch-transactions call).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createAdmin,
  createEnrolledAdmin,
  type EnrolledAdmin,
  freshAddress,
  totpCode,
} from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader, setCookieLine } from "../../../test/cookies.ts";
import { adminRecoveryCodes, admins } from "../../db/schema.ts";
import { parseEnv } from "../../env.ts";
import { solvedCaptcha } from "../auth/auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const session = (cookie: string) => ctx.get("/api/admin/session", { headers: { cookie } });

/** The password step of an enrolled admin: its pending sign-in cookie. */
async function passwordStep(admin: { email: string; password: string }, address = freshAddress()) {
  const res = await ctx.postJson("/api/admin/login", admin, { address });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "code-required" });
  expect(setCookieLine(res, "vyom-admin")).toBeUndefined();
  return cookieHeader(res);
}

const codeStep = (pending: string, code: unknown, address = freshAddress()) =>
  ctx.postJson("/api/admin/login/code", { code }, { address, headers: { cookie: pending } });

describe("enrolment by a signed-in admin", () => {
  it("answers a secret, its otpauth URI and QR code, and confirms with a code", async () => {
    const admin = await createAdmin(ctx.db);
    const address = freshAddress();
    const cookie = cookieHeader(await ctx.postJson("/api/admin/login", admin, { address }));
    expect(await (await session(cookie)).json()).toMatchObject({ twoFactor: false });
    const start = await ctx.postJson(
      "/api/admin/two-factor/enrolment",
      {},
      { headers: { cookie } },
    );
    expect(start.status).toBe(200);
    const { enrolment } = (await start.json()) as {
      enrolment: { secret: string; otpauthUri: string; qrCode: string };
    };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Vyom Diagnostics");
    expect(uri.searchParams.get("secret")).toBe(enrolment.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(",")[1] ?? "", "base64").toString()).toContain(
      "<svg",
    );

    const both = `${cookie}; ${cookieHeader(start)}`;
    const confirm = (code: string) =>
      ctx.postJson(
        "/api/admin/two-factor/enrolment/confirm",
        { code },
        { headers: { cookie: both } },
      );
    const wrong = await confirm(
      totpCode(enrolment.secret, new Date(ctx.clock().getTime() - 600_000)),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "wrong-code", triesLeft: 4 });

    const right = await confirm(totpCode(enrolment.secret, ctx.clock()));
    expect(right.status).toBe(200);
    const body = (await right.json()) as { recoveryCodes: string[] };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await (await session(cookie)).json()).toMatchObject({ twoFactor: true });

    // At rest: the secret sealed, the recovery codes only as hashes.
    const [row] = await ctx.db.select().from(admins).where(eq(admins.email, admin.email));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(enrolment.secret);
    const stored = JSON.stringify(await ctx.db.select().from(adminRecoveryCodes));
    for (const code of body.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    // Confirmed once: the pending enrolment is spent, and a second enrolment is refused.
    expect((await confirm(totpCode(enrolment.secret, ctx.clock()))).status).toBe(401);
    const again = await ctx.postJson(
      "/api/admin/two-factor/enrolment",
      {},
      { headers: { cookie } },
    );
    expect(again.status).toBe(409);
  });

  it("needs a session, and only the admin who started it can confirm it", async () => {
    expect((await ctx.postJson("/api/admin/two-factor/enrolment", {})).status).toBe(401);
    const a = await createAdmin(ctx.db);
    const b = await createAdmin(ctx.db);
    const cookieA = cookieHeader(
      await ctx.postJson("/api/admin/login", a, { address: freshAddress() }),
    );
    const cookieB = cookieHeader(
      await ctx.postJson("/api/admin/login", b, { address: freshAddress() }),
    );
    const start = await ctx.postJson(
      "/api/admin/two-factor/enrolment",
      {},
      { headers: { cookie: cookieA } },
    );
    const { enrolment } = (await start.json()) as { enrolment: { secret: string } };
    const code = totpCode(enrolment.secret, ctx.clock());
    for (const cookie of [cookieHeader(start), `${cookieB}; ${cookieHeader(start)}`]) {
      const res = await ctx.postJson(
        "/api/admin/two-factor/enrolment/confirm",
        { code },
        { headers: { cookie } },
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
    }
    const [row] = await ctx.db.select().from(admins).where(eq(admins.email, a.email));
    expect(row?.totpSecret).toBeNull();
  });
});

describe("sign-in with a second factor", () => {
  // One admin per test: failed tries count per account and per admin.
  let admin: EnrolledAdmin;
  beforeEach(async () => {
    admin = await createEnrolledAdmin(ctx);
  });

  it("asks for the code after the password and gives no session before it", async () => {
    const pending = await passwordStep(admin);
    // The pending token is no session, under any cookie name.
    const token = pending.split("=")[1] ?? "";
    expect((await session(pending)).status).toBe(401);
    expect((await session(`vyom-admin=${token}`)).status).toBe(401);
    expect((await ctx.get("/api/admin/bookings", { headers: { cookie: pending } })).status).toBe(
      401,
    );

    const res = await codeStep(pending, totpCode(admin.secret, ctx.clock()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "success", admin: { email: admin.email } });
    expect(setCookieLine(res, "vyom-admin-pending")).toContain("Max-Age=0");
    const cookie = cookieHeader(res);
    expect((await session(cookie)).status).toBe(200);
    // The pending sign-in was single use.
    ctx.clock.advance(30_000);
    const reuse = await codeStep(pending, totpCode(admin.secret, ctx.clock()));
    expect(await reuse.json()).toEqual({ error: "sign-in-expired" });
  });

  it("accepts a code with spaces and from the step before (a phone a little slow)", async () => {
    ctx.clock.advance(30_000);
    const code = totpCode(admin.secret, new Date(ctx.clock().getTime() - 30_000));
    const res = await codeStep(await passwordStep(admin), `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.status).toBe(200);
  });

  it("refuses a code replayed within its 30 seconds, even by a racing request", async () => {
    ctx.clock.advance(30_000);
    const code = totpCode(admin.secret, ctx.clock());
    const [first, second] = await Promise.all([passwordStep(admin), passwordStep(admin)]);
    const results = await Promise.all([codeStep(first, code), codeStep(second, code)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
    const replay = await codeStep(await passwordStep(admin), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: "wrong-code", triesLeft: 4 });
  });

  it("signs in once with each recovery code, whatever its case", async () => {
    const [code] = admin.recoveryCodes;
    const first = await codeStep(await passwordStep(admin), code?.toUpperCase());
    expect(first.status).toBe(200);
    const replay = await codeStep(await passwordStep(admin), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: "wrong-code" });
    const next = await codeStep(await passwordStep(admin), admin.recoveryCodes[1]);
    expect(next.status).toBe(200);
  });

  it("lets one of two requests racing with one recovery code sign in", async () => {
    const [code] = admin.recoveryCodes;
    const [a, b] = await Promise.all([passwordStep(admin), passwordStep(admin)]);
    const race = await Promise.all([codeStep(a, code), codeStep(b, code)]);
    expect(race.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it("refuses another admin's pending sign-in with this admin's code", async () => {
    const other = await createEnrolledAdmin(ctx);
    const pendingOfOther = await passwordStep(other);
    const res = await codeStep(pendingOfOther, totpCode(admin.secret, ctx.clock()));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "wrong-code" });
    const recovery = await codeStep(pendingOfOther, admin.recoveryCodes[5]);
    expect(await recovery.json()).toMatchObject({ error: "wrong-code" });
    // A pending sign-in waiting for a code is no enrolment either.
    const enrol = await ctx.postJson(
      "/api/admin/two-factor/enrolment/confirm",
      { code: totpCode(admin.secret, ctx.clock()) },
      { headers: { cookie: pendingOfOther } },
    );
    expect(await enrol.json()).toEqual({ error: "enrolment-expired" });
  });

  it("ends a pending sign-in after 5 tries, whatever comes next, even in a burst", async () => {
    ctx.clock.advance(30_000);
    const pending = await passwordStep(admin);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => codeStep(pending, String(100000 + i))),
    );
    const bodies = (await Promise.all(guesses.map((res) => res.json()))) as { error: string }[];
    expect(bodies.filter((body) => body.error === "wrong-code")).toHaveLength(5);
    expect(bodies.filter((body) => body.error === "sign-in-expired")).toHaveLength(15);
    const right = await codeStep(pending, totpCode(admin.secret, ctx.clock()));
    expect(await right.json()).toEqual({ error: "sign-in-expired" });
  });

  it("ends a pending sign-in after 5 minutes", async () => {
    ctx.clock.advance(30_000);
    const pending = await passwordStep(admin);
    ctx.clock.advance(5 * 60 * 1000);
    const res = await codeStep(pending, totpCode(admin.secret, ctx.clock()));
    expect(await res.json()).toEqual({ error: "sign-in-expired" });
  });

  it("limits code guesses across fresh pending sign-ins (429, then the admin gets in)", async () => {
    const target = await createEnrolledAdmin(ctx);
    let refused: Response | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const login = await ctx.postJson("/api/admin/login", target, { address: freshAddress() });
      if (login.status === 429) refused = login;
      else {
        const guess = await codeStep(cookieHeader(login), "000000");
        if (guess.status === 429) refused = guess;
      }
    }
    expect(refused?.status).toBe(429);
    ctx.clock.advance(Number(refused?.headers.get("retry-after")) * 1000);
    const res = await codeStep(await passwordStep(target), totpCode(target.secret, ctx.clock()));
    expect(res.status).toBe(200);
  });
});

describe("a stranger's wrong passwords and the admin's second factor", () => {
  it("never refuse the right password and code from the admin's own address", async () => {
    const admin = await createEnrolledAdmin(ctx);
    const attacker = freshAddress();
    const owner = freshAddress();
    for (let round = 0; round < 14; round++) {
      for (let i = 0; i < 7; i++) {
        await ctx.postJson(
          "/api/admin/login",
          { email: admin.email, password: `guess-${round}-${i}` },
          { address: attacker },
        );
      }
      const pending = await passwordStep(admin, owner);
      const res = await codeStep(pending, totpCode(admin.secret, ctx.clock()), owner);
      expect(res.status, `round ${round}`).toBe(200);
      ctx.clock.advance(60 * 1000);
    }
  });

  it("ask for a captcha once the account is tried from many addresses, then the code", async () => {
    const admin = await createEnrolledAdmin(ctx);
    for (let i = 0; i < 6; i++) {
      await ctx.postJson(
        "/api/admin/login",
        { email: admin.email, password: `guess-${i}` },
        { address: freshAddress() },
      );
    }
    const owner = freshAddress();
    const bare = await ctx.postJson("/api/admin/login", admin, { address: owner });
    expect(await bare.json()).toEqual({ error: "captcha-required" });
    const login = await ctx.postJson("/api/admin/login", admin, {
      address: owner,
      headers: { "x-vyom-captcha": await solvedCaptcha(ctx) },
    });
    expect(await login.json()).toEqual({ status: "code-required" });
    const res = await codeStep(cookieHeader(login), totpCode(admin.secret, ctx.clock()), owner);
    expect(res.status).toBe(200);
  });
});

describe("bodies and origins", () => {
  it("refuses malformed codes with 400", async () => {
    const admin = await createEnrolledAdmin(ctx);
    const pending = await passwordStep(admin);
    for (const code of [
      "12345\u0000",
      "\ud800\ud800\ud800",
      "1234567",
      "",
      123456,
      null,
      { a: { b: { c: [] } } },
    ]) {
      const res = await codeStep(pending, code);
      expect(res.status).toBe(400);
    }
    const deep = JSON.parse(`${"[".repeat(500)}${"]".repeat(500)}`);
    for (const path of [
      "/api/admin/login/code",
      "/api/admin/two-factor/enrolment/confirm",
      "/api/admin/login",
    ]) {
      const res = await ctx.postJson(
        path,
        { code: deep, email: deep },
        { headers: { cookie: pending } },
      );
      expect(res.status).toBe(400);
    }
    // None of them took a try: the right code still signs in.
    expect((await codeStep(pending, totpCode(admin.secret, ctx.clock()))).status).toBe(200);
  });

  it("refuses every sign-in and enrolment post from another site", async () => {
    const origin = { origin: "https://evil.example" };
    for (const path of [
      "/api/admin/login/code",
      "/api/admin/two-factor/enrolment",
      "/api/admin/two-factor/enrolment/confirm",
      "/api/admin/logout-all",
    ]) {
      const res = await ctx.postJson(path, { code: "123456" }, { headers: origin });
      expect(res.status).toBe(403);
    }
  });
});

describe("ADMIN_TWO_FACTOR=required", () => {
  it("leads an admin without TOTP from the password to enrolment, and only then to a session", async () => {
    const app = ctx.appWith({ env: parseEnv({ NODE_ENV: "test", ADMIN_TWO_FACTOR: "required" }) });
    const address = freshAddress();
    const post = (path: string, body: unknown, cookie = "") =>
      app.request(
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const admin = await createAdmin(ctx.db);
    const login = await post("/api/admin/login", admin);
    const body = (await login.json()) as { status: string; enrolment: { secret: string } };
    expect(body.status).toBe("enrolment-required");
    expect(setCookieLine(login, "vyom-admin")).toBeUndefined();
    const pending = cookieHeader(login);
    expect((await app.request("/api/admin/session", { headers: { cookie: pending } })).status).toBe(
      401,
    );
    // The password alone opens no admin data either.
    const transactions = await post("/api/transactions-history/fetch-transactions", {
      emailAddress: admin.email,
      password: admin.password,
    });
    expect(transactions.status).toBe(401);

    const confirm = await post(
      "/api/admin/two-factor/enrolment/confirm",
      { code: totpCode(body.enrolment.secret, ctx.clock()) },
      pending,
    );
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const cookie = setCookieLine(confirm, "vyom-admin")?.split(";")[0] ?? "";
    expect((await app.request("/api/admin/session", { headers: { cookie } })).status).toBe(200);

    const next = await post("/api/admin/login", admin);
    expect(await next.json()).toEqual({ status: "code-required" });
  });
});

describe("fetch-transactions with a password", () => {
  it("is refused for an admin with TOTP: the password alone is no way round the code", async () => {
    const admin = await createEnrolledAdmin(ctx);
    const res = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      { emailAddress: admin.email, password: admin.password },
      { address: freshAddress() },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "unauthorised" });
  });
});
