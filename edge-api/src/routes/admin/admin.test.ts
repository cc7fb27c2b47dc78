import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, totpCode } from "../../../test/admins.ts";
import { createTestContext, PRODUCTION_ENV, type TestContext } from "../../../test/context.ts";
import { cookieHeader, setCookieLine } from "../../../test/cookies.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, parseEnv } from "../../env.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const MINUTE = 60 * 1000;
const credentials = { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD };

/**
 * Each test signs in from its own address so rate limits never leak between tests, on the
 * server's machine (127.0.0.0/8): the development password signs in only there.
 */
let nextAddress = 1;
const freshAddress = () => `127.0.100.${nextAddress++}`;

async function signIn(address = freshAddress()) {
  const res = await ctx.postJson("/api/admin/login", credentials, { address });
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const session = (cookie: string) => ctx.get("/api/admin/session", { headers: { cookie } });

describe("POST /api/admin/login", () => {
  it("refuses a wrong password and an unknown e-mail alike", async () => {
    const address = freshAddress();
    const wrong = await ctx.postJson(
      "/api/admin/login",
      { ...credentials, password: "nope" },
      { address },
    );
    const unknown = await ctx.postJson(
      "/api/admin/login",
      { ...credentials, email: "who@vyom.example" },
      { address },
    );
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("validates the body", async () => {
    const res = await ctx.postJson("/api/admin/login", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["email", "password"]);
  });

  it("signs in with the right password and sets a strict httpOnly session cookie", async () => {
    const res = await ctx.postJson(
      "/api/admin/login",
      { ...credentials, email: "Admin@Vyom.example" },
      { address: freshAddress() },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "success", admin: { email: DEV_ADMIN_EMAIL } });
    const line = setCookieLine(res, "vyom-admin") ?? "";
    expect(line).toMatch(/^vyom-admin=[A-Za-z0-9_-]{43};/);
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Strict");
    expect(line).toContain("Path=/");
    expect(line).toContain("Max-Age=43200");
    expect(line).not.toContain("Secure");
    expect(JSON.stringify(ctx.logger.records)).not.toContain(DEV_ADMIN_PASSWORD);
  });

  it("marks the cookies Secure with the __Host- prefix in production", async () => {
    // Production requires a second factor: the password step leads to enrolment on a pending
    // sign-in cookie, and the session cookie comes with the confirmed code.
    const env = parseEnv(PRODUCTION_ENV);
    const app = ctx.appWith({ env });
    const admin = await createAdmin(ctx.db);
    const bindings = { incoming: { socket: { remoteAddress: freshAddress() } } };
    const post = (path: string, body: unknown, cookie = "") =>
      app.request(
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        },
        bindings,
      );
    const res = await post("/api/admin/login", admin);
    expect(res.status).toBe(200);
    const { enrolment } = (await res.json()) as { enrolment: { secret: string } };
    expect(setCookieLine(res, "__Host-vyom-admin")).toBeUndefined();
    const pending = setCookieLine(res, "__Host-vyom-admin-pending") ?? "";
    expect(pending).toContain("Secure");
    expect(pending).toContain("HttpOnly");
    expect(pending).toContain("SameSite=Strict");
    const confirm = await post(
      "/api/admin/two-factor/enrolment/confirm",
      { code: totpCode(enrolment.secret, ctx.clock()) },
      cookieHeader(res),
    );
    expect(confirm.status).toBe(200);
    const line = setCookieLine(confirm, "__Host-vyom-admin") ?? "";
    expect(line).toContain("Secure");
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Strict");
    expect(confirm.headers.get("strict-transport-security")).toContain("max-age=");
    const session = setCookieLine(confirm, "__Host-vyom-admin")?.split(";")[0] ?? "";
    const check = await app.request("/api/admin/session", { headers: { cookie: session } });
    expect(check.status).toBe(200);
  });

  it("limits failed sign-ins per account from one address (429 with Retry-After), even for the right password", async () => {
    // The wait is that address's alone: a stranger's failures must not hold up the admin elsewhere.
    const admin = await createAdmin(ctx.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.postJson(
        "/api/admin/login",
        { ...admin, password: `wrong-${i}` },
        { address },
      );
      expect(res.status).toBe(401);
    }
    const limited = await ctx.postJson("/api/admin/login", admin, { address });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: "too-many-attempts" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const elsewhere = await ctx.postJson("/api/admin/login", admin, { address: freshAddress() });
    expect(elsewhere.status).toBe(200);

    ctx.clock.advance(Number(limited.headers.get("retry-after")) * 1000);
    const later = await ctx.postJson("/api/admin/login", admin, { address });
    expect(later.status).toBe(200);
  });

  it("refuses a cross-site sign-in", async () => {
    const res = await ctx.postJson("/api/admin/login", credentials, {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("admin sessions", () => {
  it("answers the signed-in admin", async () => {
    const cookie = await signIn();
    const res = await session(cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { admin: { email: string }; expiresAt: string };
    expect(body.admin).toEqual({ email: DEV_ADMIN_EMAIL, role: "admin" });
    expect(new Date(body.expiresAt).getTime()).toBe(ctx.clock().getTime() + 30 * MINUTE);
  });

  it("is 401 without a cookie and with a forged one", async () => {
    expect((await ctx.get("/api/admin/session")).status).toBe(401);
    const forged = [
      "vyom-admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "vyom-admin=",
      `vyom-admin=${"x".repeat(500)}`,
      "__Host-vyom-admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ];
    for (const cookie of forged) {
      const res = await session(cookie);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
    }
  });

  it("ends after 30 idle minutes", async () => {
    const cookie = await signIn();
    ctx.clock.advance(29 * MINUTE);
    expect((await session(cookie)).status).toBe(200);
    ctx.clock.advance(29 * MINUTE);
    expect((await session(cookie)).status).toBe(200);
    ctx.clock.advance(31 * MINUTE);
    expect((await session(cookie)).status).toBe(401);
  });

  it("ends 12 hours after sign-in however active", async () => {
    const cookie = await signIn();
    for (let elapsed = 0; elapsed < 11 * 60 + 40; elapsed += 20) {
      ctx.clock.advance(20 * MINUTE);
      expect((await session(cookie)).status).toBe(200);
    }
    ctx.clock.advance(21 * MINUTE);
    expect((await session(cookie)).status).toBe(401);
  });

  it("logout ends the session on the server: the old cookie no longer works", async () => {
    const cookie = await signIn();
    const out = await ctx.app.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ status: "success" });
    expect(setCookieLine(out, "vyom-admin")).toContain("Max-Age=0");
    expect((await session(cookie)).status).toBe(401);
    const reuse = await ctx.get("/api/admin/bookings", { headers: { cookie } });
    expect(reuse.status).toBe(401);
  });

  it("logout with a forged or foreign cookie ends no real session", async () => {
    const cookie = await signIn();
    for (const forged of [
      "vyom-admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "vyom-admin=",
    ]) {
      const out = await ctx.app.request("/api/admin/logout", {
        method: "POST",
        headers: { cookie: forged },
      });
      expect(out.status).toBe(200);
    }
    expect((await session(cookie)).status).toBe(200);
  });

  it("logout without a session is harmless", async () => {
    const res = await ctx.app.request("/api/admin/logout", { method: "POST" });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/admin/logout-all", () => {
  it("ends every session of the admin, and no other admin's", async () => {
    const admin = await createAdmin(ctx.db);
    const signInAs = async (who: { email: string; password: string }) =>
      cookieHeader(await ctx.postJson("/api/admin/login", who, { address: freshAddress() }));
    const [laptop, phone, other] = [await signInAs(admin), await signInAs(admin), await signIn()];
    for (const cookie of [laptop, phone, other]) expect((await session(cookie)).status).toBe(200);

    const out = await ctx.app.request("/api/admin/logout-all", {
      method: "POST",
      headers: { cookie: laptop },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ status: "success", sessionsEnded: 2 });
    expect(setCookieLine(out, "vyom-admin")).toContain("Max-Age=0");
    for (const cookie of [laptop, phone]) {
      expect((await session(cookie)).status).toBe(401);
      expect((await ctx.get("/api/admin/bookings", { headers: { cookie } })).status).toBe(401);
    }
    expect((await session(other)).status).toBe(200);
  });

  it("needs a session and a same-site request", async () => {
    const anonymous = await ctx.app.request("/api/admin/logout-all", { method: "POST" });
    expect(anonymous.status).toBe(401);
    const cookie = await signIn();
    const crossSite = await ctx.postJson(
      "/api/admin/logout-all",
      {},
      { headers: { cookie, origin: "https://evil.example" } },
    );
    expect(crossSite.status).toBe(403);
    expect((await session(cookie)).status).toBe(200);
  });
});

describe("GET /api/admin/bookings", () => {
  it("is 401 without a session", async () => {
    const res = await ctx.get("/api/admin/bookings");
    expect(res.status).toBe(401);
  });

  it("lists bookings newest first, searchable by mobile, paginated", async () => {
    await ctx.db.delete(bookings);
    const mobiles = ["9811111111", "9822222222", "9833333333", "9811112222"];
    for (const mobile of mobiles) {
      ctx.clock.advance(MINUTE);
      // A new booking carries a solved captcha (services/captcha/new-key-captcha.ts).
      const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
      const res = await ctx.postJson("/api/booking/", { ...bookingBody({ mobile }), captcha });
      expect(res.status).toBe(201);
    }
    const cookie = await signIn();
    const all = await ctx.get("/api/admin/bookings", { headers: { cookie } });
    expect(all.status).toBe(200);
    const body = (await all.json()) as { bookings: { mobileNumber: string }[]; total: number };
    expect(body.total).toBe(4);
    expect(body.bookings.map((b) => b.mobileNumber)).toEqual([...mobiles].reverse());

    const search = await ctx.get("/api/admin/bookings?mobile=98111", { headers: { cookie } });
    const found = (await search.json()) as { bookings: { mobileNumber: string }[]; total: number };
    expect(found.bookings.map((b) => b.mobileNumber)).toEqual(["9811112222", "9811111111"]);
    expect(found.total).toBe(2);

    const page2 = await ctx.get("/api/admin/bookings?page=2&pageSize=3", { headers: { cookie } });
    const second = (await page2.json()) as { bookings: { mobileNumber: string }[]; page: number };
    expect(second.page).toBe(2);
    expect(second.bookings.map((b) => b.mobileNumber)).toEqual(["9811111111"]);
  });

  it("is 401 with a forged, an expired or a logged-out session", async () => {
    const forged = "vyom-admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const expired = await signIn();
    ctx.clock.advance(31 * MINUTE);
    const loggedOut = await signIn();
    await ctx.app.request("/api/admin/logout", { method: "POST", headers: { cookie: loggedOut } });
    for (const cookie of [forged, expired, loggedOut]) {
      const res = await ctx.get("/api/admin/bookings", { headers: { cookie } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
    }
  });

  it("validates the query", async () => {
    const cookie = await signIn();
    const res = await ctx.get("/api/admin/bookings?mobile=98a&pageSize=1000", {
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["mobile", "pageSize"]);
  });
});

describe("caching", () => {
  it("marks every admin answer no-store, errors included, so no cache keeps admin data", async () => {
    const address = freshAddress();
    const wrong = await ctx.postJson(
      "/api/admin/login",
      { ...credentials, password: "nope" },
      { address },
    );
    const cookie = await signIn();
    const answers = [
      wrong,
      await ctx.get("/api/admin/session"),
      await session(cookie),
      await ctx.get("/api/admin/bookings", { headers: { cookie } }),
      await ctx.get("/api/admin/bookings?mobile=x", { headers: { cookie } }),
      await ctx.app.request("/api/admin/logout", { method: "POST", headers: { cookie } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([401, 401, 200, 200, 400, 200]);
    for (const res of answers) expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
