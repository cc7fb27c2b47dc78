/**
 * Deactivating a technician (`PATCH /api/admin/desk/technicians/:id`, services/desk/technicians.ts)
 * ends the sign-in of its staff account, as disabling a desk user does (staff.test.ts): its
 * sessions end at once, its password is refused exactly like a wrong one, a session a racing
 * sign-in made is refused, and reactivating lets it sign in again. An admin and a desk user may
 * do it, as before; the technician itself, no session and another site may not.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { adminPendingSignIns, auditLog } from "../../db/schema.ts";
import { startPendingSignIn } from "../../services/admin/pending-sign-ins.ts";
import { createAdminSession } from "../../services/admin/sessions.ts";

const NOW = new Date("2026-12-01T04:30:00Z");
const PASSWORD = "a-long-technician-password";
const DESK = { email: "desk-deactivates@vyom.example", password: "a-long-desk-password" };

let ctx: TestContext;
let admin: string;
let desk: string;

function send(method: string, path: string, cookie?: string, body?: unknown, headers = {}) {
  return ctx.app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: freshAddress() } } },
  );
}

const signIn = (email: string, password = PASSWORD) =>
  ctx.postJson("/api/admin/login", { email, password }, { address: freshAddress() });

const setActive = (id: string, active: boolean, cookie = admin, headers = {}) =>
  send("PATCH", `/api/admin/desk/technicians/${id}`, cookie, { active }, headers);

/** Whether a cookie's session is honoured: the technician's own day. */
const dayOf = async (cookie: string) =>
  (await send("GET", "/api/technician/visits", cookie)).status;

let made = 0;
/** A technician with their sign-in, made by the admin, signed in. */
async function technician() {
  made += 1;
  const email = `deactivated-${made}@vyom.example`;
  const res = await send("POST", "/api/admin/technician-accounts", admin, {
    name: `Technician ${String.fromCharCode(64 + made)}`,
    mobileNumber: `90000200${String(made).padStart(2, "0")}`,
    areaId: "chennai",
    email,
    password: PASSWORD,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { technician: { id: string }; user: { id: string } };
  const login = await signIn(email);
  expect(login.status).toBe(200);
  const cookie = cookieHeader(login);
  expect(await dayOf(cookie)).toBe(200);
  return { id: body.technician.id, accountId: body.user.id, email, cookie };
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.db.transaction(seedDemoServiceAreas);
  admin = await devAdminCookie(ctx);
  expect((await send("POST", "/api/admin/users", admin, DESK)).status).toBe(201);
  desk = cookieHeader(await signIn(DESK.email, DESK.password));
});
afterAll(() => ctx.close());

describe("deactivating a technician", () => {
  it("ends its account's sessions at once, and its password is refused exactly like a wrong one", async () => {
    const tech = await technician();
    const res = await setActive(tech.id, false);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ technician: { id: tech.id, active: false } });

    // Before the fix: 200, the day still read, and the password still signed in.
    expect(await dayOf(tech.cookie)).toBe(401);
    expect((await send("GET", "/api/admin/session", tech.cookie)).status).toBe(401);
    const refused = await signIn(tech.email);
    const wrongPassword = await signIn(tech.email, "not-the-password!");
    expect(refused.status).toBe(401);
    expect(refused.status).toBe(wrongPassword.status);
    expect(await refused.json()).toEqual(await wrongPassword.json());
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("reactivated, signs in anew; the sessions it had before stay ended", async () => {
    const tech = await technician();
    expect((await setActive(tech.id, false)).status).toBe(200);
    expect((await setActive(tech.id, true)).status).toBe(200);
    expect(await dayOf(tech.cookie)).toBe(401);
    const again = await signIn(tech.email);
    expect(again.status).toBe(200);
    expect(await dayOf(cookieHeader(again))).toBe(200);
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `technician:${tech.id}`));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["technician-deactivated", "technician-changed"]),
    );
  });

  it("a replay changes nothing more: still refused, one deactivation audited", async () => {
    const tech = await technician();
    const [first, second] = await Promise.all([
      setActive(tech.id, false),
      setActive(tech.id, false),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await setActive(tech.id, false)).status).toBe(200);
    expect((await signIn(tech.email)).status).toBe(401);
    const deactivations = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `technician:${tech.id}`));
    expect(deactivations.filter((e) => e.action === "technician-deactivated")).toHaveLength(1);
  });

  it("drops its sign-ins waiting for a code, and refuses a session a racing sign-in made", async () => {
    const tech = await technician();
    await startPendingSignIn(ctx.db, { adminId: tech.accountId, purpose: "code" }, ctx.clock());
    expect((await setActive(tech.id, false)).status).toBe(200);
    const pending = await ctx.db
      .select()
      .from(adminPendingSignIns)
      .where(eq(adminPendingSignIns.adminId, tech.accountId));
    expect(pending).toHaveLength(0);
    // A sign-in that passed its checks just before the deactivation, and made its session after.
    const late = await createAdminSession(ctx.db, tech.accountId, ctx.clock());
    expect(await dayOf(`vyom-admin=${late.token}`)).toBe(401);
  });

  it("reads in the staff list as the sign-in sees it: technician deactivated, then active again", async () => {
    const tech = await technician();
    const standing = async () => {
      const res = await send("GET", "/api/admin/users", admin);
      expect(res.status).toBe(200);
      const { users } = (await res.json()) as {
        users: { id: string; active: boolean; technicianDeactivated: boolean }[];
      };
      const row = users.find((user) => user.id === tech.accountId);
      return { active: row?.active, technicianDeactivated: row?.technicianDeactivated };
    };
    expect(await standing()).toEqual({ active: true, technicianDeactivated: false });
    expect((await setActive(tech.id, false)).status).toBe(200);
    // Before the fix the list read this account "active" while its sign-in was refused.
    expect(await standing()).toEqual({ active: true, technicianDeactivated: true });
    // The account's own switch, set again while the technician is out, still says so.
    const enabled = await send("PATCH", `/api/admin/users/${tech.accountId}`, admin, {
      active: true,
    });
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({
      user: { active: true, technicianDeactivated: true },
    });
    expect((await setActive(tech.id, true)).status).toBe(200);
    expect(await standing()).toEqual({ active: true, technicianDeactivated: false });
  });

  it("an account disabled on its own stays disabled when its technician is reactivated", async () => {
    const tech = await technician();
    expect(
      (await send("PATCH", `/api/admin/users/${tech.accountId}`, admin, { active: false })).status,
    ).toBe(200);
    expect((await setActive(tech.id, false)).status).toBe(200);
    expect((await setActive(tech.id, true)).status).toBe(200);
    expect((await signIn(tech.email)).status).toBe(401);
  });
});

describe("who may deactivate", () => {
  it("a desk user may, as an admin may", async () => {
    const tech = await technician();
    expect((await setActive(tech.id, false, desk)).status).toBe(200);
    expect(await dayOf(tech.cookie)).toBe(401);
    expect((await setActive(tech.id, true, desk)).status).toBe(200);
    expect((await signIn(tech.email)).status).toBe(200);
  });

  it("the technician itself, no session and another site's request may not; nothing changes", async () => {
    const tech = await technician();
    const other = await technician();
    expect((await setActive(other.id, false, tech.cookie)).status).toBe(403);
    expect((await setActive(tech.id, false, tech.cookie)).status).toBe(403);
    expect(
      (await send("PATCH", `/api/admin/desk/technicians/${tech.id}`, undefined, { active: false }))
        .status,
    ).toBe(401);
    const crossSite = await setActive(tech.id, false, admin, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await dayOf(tech.cookie)).toBe(200);
    expect(await dayOf(other.cookie)).toBe(200);
  });
});
