/**
 * An admin makes a technician with the sign-in of their page, over HTTP on a real database
 * (docs/product.md#technicians-page): the roster row and the account in one step, audited; the
 * technician then signs in and reads their day. Each bad input is a 400 naming its field in
 * words; a mobile or e-mail in use is a 409 that makes nothing; a desk user, a technician, no
 * session and a cross-site request are refused; a replay makes nothing twice; a flood is a 429.
 */
import { deskMessages } from "@vyom/catalog/contract";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { admins, auditLog, technicians } from "../../db/schema.ts";
import { technicianLimits } from "../../services/technician/technician-limits.ts";

const NOW = new Date("2026-12-01T04:30:00Z");
const PASSWORD = "a-long-technician-password";
const PATH = "/api/admin/technician-accounts";

let ctx: TestContext;
let admin: string;

const valid = (n: number) => ({
  name: `Technician ${String.fromCharCode(64 + n)}`,
  mobileNumber: `90000100${String(n).padStart(2, "0")}`,
  areaId: "chennai",
  email: `tech-${n}@vyom.example`,
  password: PASSWORD,
});

const post = (body: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  ctx.postJson(PATH, body, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** A raw JSON text, for bodies JSON.stringify cannot make (deep nesting). */
const postRaw = (text: string) =>
  ctx.app.request(
    PATH,
    { method: "POST", headers: { "content-type": "application/json", cookie: admin }, body: text },
    { incoming: { socket: { remoteAddress: freshAddress() } } },
  );

async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

const countOf = async (mobileNumber: string) =>
  (await ctx.db.select().from(technicians).where(eq(technicians.mobileNumber, mobileNumber)))
    .length;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.db.transaction(seedDemoServiceAreas);
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx.close());

describe("an admin adds a technician who signs in", () => {
  it("makes the row and the account at once, audited; the technician signs in and reads their day", async () => {
    const res = await post(valid(1));
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as {
      technician: { id: string; areaId: string; mobileNumber: string };
      user: { email: string; role: string };
    };
    expect(body.technician).toMatchObject({ mobileNumber: "9000010001", areaId: "chennai" });
    expect(body.user).toMatchObject({ email: "tech-1@vyom.example", role: "technician" });
    const [account] = await ctx.db.select().from(admins).where(eq(admins.email, body.user.email));
    expect(account?.technicianId).toBe(body.technician.id);
    const audited = await ctx.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(like(auditLog.subject, `%${body.technician.id}%`));
    expect(audited).toContainEqual({ action: "technician-added", actor: expect.any(String) });
    const login = await ctx.postJson(
      "/api/admin/login",
      { email: "tech-1@vyom.example", password: PASSWORD },
      { address: freshAddress() },
    );
    expect(login.status).toBe(200);
    const day = await ctx.get("/api/technician/visits", {
      headers: { cookie: cookieHeader(login) },
    });
    expect(day.status).toBe(200);
    expect(await day.json()).toEqual({ day: "2026-12-01", visits: [] });
  });

  it("says what is wrong with each field", async () => {
    expect(await issuesOf(await post({ ...valid(2), mobileNumber: "12345" }))).toMatchObject({
      mobileNumber: "A mobile number is 10 digits, starting with 6, 7, 8 or 9",
    });
    // The form sends the contract's cleaned number; a pasted one is not cleaned by the API.
    expect(
      await issuesOf(await post({ ...valid(2), mobileNumber: "+91 98765 43210" })),
    ).toHaveProperty("mobileNumber");
    expect(await issuesOf(await post({ ...valid(2), areaId: "" }))).toMatchObject({
      areaId: "Choose the area they serve",
    });
    const { areaId: _left, ...noArea } = valid(2);
    expect(await issuesOf(await post(noArea))).toMatchObject({
      areaId: "Choose the area they serve",
    });
    expect(await issuesOf(await post({ ...valid(2), name: "A".repeat(101) }))).toMatchObject({
      name: "A name is at most 100 characters",
    });
    expect(await issuesOf(await post({ ...valid(2), name: "Ravi\u0000" }))).toHaveProperty("name");
    expect(await issuesOf(await post({ ...valid(2), name: "Ravi \ud800" }))).toHaveProperty("name");
    expect(await issuesOf(await post({ ...valid(2), password: "short" }))).toMatchObject({
      password: "A password is 12 characters or more",
    });
    expect(await issuesOf(await post({ ...valid(2), email: "not-an-email" }))).toHaveProperty(
      "email",
    );
    expect(await issuesOf(await post({ ...valid(2), role: "admin" }))).toBeDefined();
    const deep = `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expect((await postRaw(deep)).status).toBe(400);
    expect((await postRaw("{not json")).status).toBe(400);
    const unknownArea = await post({ ...valid(2), areaId: "atlantis" });
    expect(unknownArea.status).toBe(404);
    expect(await unknownArea.json()).toMatchObject({ message: deskMessages.unknownArea });
    expect(await countOf(valid(2).mobileNumber)).toBe(0);
  });

  it("refuses a mobile or an e-mail in use, and a replay, making nothing", async () => {
    const duplicateMobile = await post({ ...valid(3), mobileNumber: valid(1).mobileNumber });
    expect(duplicateMobile.status).toBe(409);
    expect(await duplicateMobile.json()).toMatchObject({
      error: "mobile-taken",
      message: deskMessages.technicianMobileTaken,
    });
    const replay = await post(valid(1));
    expect(replay.status).toBe(409);
    expect(await countOf(valid(1).mobileNumber)).toBe(1);
    // The e-mail in use rolls the new technicians row back with it.
    const takenEmail = await post({ ...valid(3), email: "TECH-1@vyom.example" });
    expect(takenEmail.status).toBe(409);
    expect(await takenEmail.json()).toMatchObject({
      error: "email-taken",
      message: deskMessages.emailTaken,
    });
    expect(await countOf(valid(3).mobileNumber)).toBe(0);
  });

  it("makes one technician when two admins send the same one at once", async () => {
    const answers = await Promise.all([post(valid(4)), post(valid(4)), post(valid(4))]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await countOf(valid(4).mobileNumber)).toBe(1);
    const accounts = await ctx.db
      .select()
      .from(admins)
      .where(eq(admins.email, valid(4).email));
    expect(accounts).toHaveLength(1);
  });

  it("is an admin's alone: a desk user, a technician, no session and a cross-site request are refused", async () => {
    // A window of its own: the earlier tests spent the admin's budget of this one.
    ctx.clock.advance(technicianLimits.accounts.windowMs);
    const desk = await post({ email: "desk-9@vyom.example", password: PASSWORD, role: "desk" });
    expect(desk.status).toBe(400); // that body is not this route's
    const made = await ctx.postJson(
      "/api/admin/users",
      { email: "desk-9@vyom.example", password: PASSWORD },
      { headers: { cookie: admin } },
    );
    expect(made.status).toBe(201);
    const deskLogin = await ctx.postJson(
      "/api/admin/login",
      { email: "desk-9@vyom.example", password: PASSWORD },
      { address: freshAddress() },
    );
    const techLogin = await ctx.postJson(
      "/api/admin/login",
      { email: "tech-1@vyom.example", password: PASSWORD },
      { address: freshAddress() },
    );
    expect((await post(valid(5), cookieHeader(deskLogin))).status).toBe(403);
    expect((await post(valid(5), cookieHeader(techLogin))).status).toBe(403);
    expect((await post(valid(5), "")).status).toBe(401);
    const crossSite = await post(valid(5), admin, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await post(valid(5), admin, { origin: "https://evil.example" });
    expect(otherOrigin.status).toBe(403);
    expect(await countOf(valid(5).mobileNumber)).toBe(0);
  });

  it("answers a flood of valid requests with 429 and Retry-After, counted per admin, until the window ends", async () => {
    // The start of a window of its own: the earlier tests' requests counted in theirs.
    const windowMs = technicianLimits.accounts.windowMs;
    ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / windowMs) + 1) * windowMs));
    // A refused field is not counted: a person fixing the form never spends the budget.
    for (let i = 0; i <= technicianLimits.accounts.limit; i++) {
      expect((await post({ ...valid(6), name: "x" })).status).toBe(400);
    }
    // Valid requests are: replays of one already made (409) spend it.
    const statuses: number[] = [];
    for (let i = 0; i <= technicianLimits.accounts.limit; i++) {
      statuses.push((await post(valid(1))).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await post(valid(6));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countOf(valid(6).mobileNumber)).toBe(0);
    ctx.clock.advance(windowMs);
    expect((await post(valid(6))).status).toBe(201);
  });
});
