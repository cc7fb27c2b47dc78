/**
 * An admin disables a desk user (someone who left the lab) and enables one again,
 * `PATCH /api/admin/users/:userId` (users.routes.ts, services/admin/staff.ts): the account's
 * sessions end at once, its password no longer signs in, and the abuse cases (a desk user
 * disabling someone, an admin account, unknown and malformed ids and bodies, a cross-site request,
 * a replay, a sign-in racing the disabling).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { adminPendingSignIns, admins, auditLog } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL } from "../../env.ts";
import { startPendingSignIn } from "../../services/admin/pending-sign-ins.ts";
import { createAdminSession } from "../../services/admin/sessions.ts";

const PASSWORD = "a-long-desk-password";

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx.close());

function send(
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
  headers = {},
) {
  return ctx.app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.20" } } },
  );
}

const signIn = (email: string, password = PASSWORD) =>
  ctx.postJson("/api/admin/login", { email, password }, { address: freshAddress() });

let made = 0;
/** A new desk user, signed in. */
async function deskUser() {
  const email = `desk-staff-${++made}@vyom.example`;
  const created = await send("POST", "/api/admin/users", admin, { email, password: PASSWORD });
  expect(created.status).toBe(201);
  const { user } = (await created.json()) as { user: { id: string; active: boolean } };
  expect(user.active).toBe(true);
  const login = await signIn(email);
  expect(login.status).toBe(200);
  return { id: user.id, email, cookie: cookieHeader(login) };
}

const setActive = (id: string, active: unknown, cookie = admin, headers = {}) =>
  send("PATCH", `/api/admin/users/${id}`, cookie, { active }, headers);

const auditOf = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `admin:${id}`));

describe("disabling a desk user", () => {
  it("ends its sessions at once, and its password no longer signs in, told no more than a wrong one", async () => {
    const desk = await deskUser();
    expect((await send("GET", "/api/admin/session", desk.cookie)).status).toBe(200);

    const res = await setActive(desk.id, false);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: desk.id, active: false } });

    expect((await send("GET", "/api/admin/session", desk.cookie)).status).toBe(401);
    expect((await send("GET", "/api/admin/desk/visits", desk.cookie)).status).toBe(401);
    const refused = await signIn(desk.email);
    const wrongPassword = await signIn(desk.email, "not-the-password!");
    expect(refused.status).toBe(wrongPassword.status);
    expect(await refused.json()).toEqual(await wrongPassword.json());

    const list = (await (await send("GET", "/api/admin/users", admin)).json()) as {
      users: { id: string; active: boolean }[];
    };
    expect(list.users.find((user) => user.id === desk.id)?.active).toBe(false);
    expect(await auditOf(desk.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "desk-user-disabled",
          actor: expect.stringContaining(DEV_ADMIN_EMAIL),
          after: { active: false },
        }),
      ]),
    );
  });

  it("enabled again, signs in anew; the sessions it had before stay ended", async () => {
    const desk = await deskUser();
    expect((await setActive(desk.id, false)).status).toBe(200);
    const res = await setActive(desk.id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { active: true } });
    expect((await send("GET", "/api/admin/session", desk.cookie)).status).toBe(401);
    expect((await signIn(desk.email)).status).toBe(200);
    expect((await auditOf(desk.id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["desk-user-disabled", "desk-user-enabled"]),
    );
  });

  it("asked twice (a replay, a double tap), changes it once and logs it once", async () => {
    const desk = await deskUser();
    const [first, second] = await Promise.all([
      setActive(desk.id, false),
      setActive(desk.id, false),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const entries = (await auditOf(desk.id)).filter((e) => e.action === "desk-user-disabled");
    expect(entries).toHaveLength(1);
  });

  it("drops its sign-ins waiting for a code, and refuses a session a racing sign-in made", async () => {
    const desk = await deskUser();
    await startPendingSignIn(ctx.db, { adminId: desk.id, purpose: "code" }, ctx.clock());
    expect((await setActive(desk.id, false)).status).toBe(200);
    const pending = await ctx.db
      .select()
      .from(adminPendingSignIns)
      .where(eq(adminPendingSignIns.adminId, desk.id));
    expect(pending).toHaveLength(0);
    // A sign-in that passed its checks just before the disabling, and made its session after.
    const late = await createAdminSession(ctx.db, desk.id, ctx.clock());
    const cookie = `vyom-admin=${late.token}`;
    expect((await send("GET", "/api/admin/session", cookie)).status).toBe(401);
  });
});

describe("who may, and what is refused", () => {
  it("a desk user may not disable anyone, itself included; no session is 401", async () => {
    const desk = await deskUser();
    const other = await deskUser();
    for (const target of [other.id, desk.id]) {
      const res = await setActive(target, false, desk.cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "forbidden", message: deskMessages.adminOnly });
    }
    expect(
      (await send("PATCH", `/api/admin/users/${other.id}`, undefined, { active: false })).status,
    ).toBe(401);
    expect((await send("GET", "/api/admin/session", other.cookie)).status).toBe(200);
  });

  it("an admin's account is not disabled here", async () => {
    const [row] = await ctx.db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.email, DEV_ADMIN_EMAIL), eq(admins.role, "admin")));
    if (!row) throw new Error("no dev admin");
    const res = await setActive(row.id, false);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "not-desk", message: deskMessages.onlyDeskUsers });
    expect((await send("GET", "/api/admin/session", admin)).status).toBe(200);
  });

  it("an unknown account is 404; malformed ids and bodies are 400; a cross-site request is refused", async () => {
    const desk = await deskUser();
    const unknown = await setActive(crypto.randomUUID(), false);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "not-found",
      message: deskMessages.unknownAccount,
    });
    expect((await setActive("not-a-uuid", false)).status).toBe(400);
    expect((await setActive(`${desk.id}%00`, false)).status).toBe(400);
    const bad: unknown[] = [
      "{not json",
      {},
      { active: "false" },
      { active: false, role: "admin" },
      { active: null },
      JSON.stringify({ active: JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`) }),
      `{"active": false, "note": "bad \\ud800 text"}`,
    ];
    for (const body of bad) {
      const res = await send("PATCH", `/api/admin/users/${desk.id}`, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const crossSite = await setActive(desk.id, false, admin, {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await send("GET", "/api/admin/session", desk.cookie)).status).toBe(200);
    expect(await auditOf(desk.id)).toHaveLength(1); // its creation only
  });
});
