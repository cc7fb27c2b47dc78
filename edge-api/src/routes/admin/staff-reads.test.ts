/**
 * Staff reads of personal or health data leave an audit entry (services/admin/staff-reads.ts;
 * docs/security.md, "Staff reads of personal data leave no trace"): the submissions and their
 * files, the bookings list, the transaction history's payment logs. Only admins see them in the
 * audit log; a desk user's audit page shows the desk's actions alone.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { auditLog } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL } from "../../env.ts";
import { storedUpload } from "../../services/uploads/uploads.test-support.ts";

const NOW = new Date("2026-03-10T06:00:00Z");
const ADMIN = `admin:${DEV_ADMIN_EMAIL}`;
const DESK_EMAIL = "desk-reads@vyom.example";

let ctx: TestContext;
let admin: string;
let desk: string;
let submissionId = "";
let fileId = "";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  admin = await devAdminCookie(ctx);
  const created = await ctx.postJson(
    "/api/admin/users",
    { email: DESK_EMAIL, password: "a-long-desk-password" },
    { headers: { cookie: admin } },
  );
  expect(created.status).toBe(201);
  const login = await ctx.postJson(
    "/api/admin/login",
    { email: DESK_EMAIL, password: "a-long-desk-password" },
    { address: freshAddress() },
  );
  desk = cookieHeader(login);
  const pdf = new TextEncoder().encode("%PDF-1.4 a prescription\n");
  ({ submissionId, fileId } = await storedUpload(ctx, { kind: "prescription", bytes: pdf }));
});
afterAll(() => ctx?.close());

const readsOf = (action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actor, ADMIN)));

describe("staff reads of personal data", () => {
  it("records who read which submissions, and each file downloaded", async () => {
    const list = await ctx.get("/api/admin/submissions?kind=prescription", {
      headers: { cookie: admin },
    });
    expect(list.status).toBe(200);
    const [listed] = await readsOf("read.submissions");
    expect(listed).toMatchObject({
      subject: "submissions",
      after: { filters: { kind: "prescription" }, ids: [submissionId] },
      at: NOW,
    });
    const download = await ctx.get(`/api/admin/submissions/${submissionId}/files/${fileId}`, {
      headers: { cookie: admin },
    });
    expect(download.status).toBe(200);
    const [downloaded] = await readsOf("read.submission-file");
    expect(downloaded).toMatchObject({
      subject: `submission:${submissionId}`,
      after: { submissionId, fileId },
    });
  });

  it("records who read the bookings list and the payment logs", async () => {
    const bookings = await ctx.get("/api/admin/bookings?mobile=98765", {
      headers: { cookie: admin },
    });
    expect(bookings.status).toBe(200);
    expect((await readsOf("read.bookings"))[0]).toMatchObject({
      subject: "bookings",
      after: { filters: { mobile: "98765" } },
    });
    const transactions = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      {},
      { headers: { cookie: admin } },
    );
    expect(transactions.status).toBe(200);
    expect((await readsOf("read.transactions"))[0]).toMatchObject({ subject: "transactions" });
  });

  it("records nothing for a read that was refused (a desk user, no session)", async () => {
    const before = (await ctx.db.select().from(auditLog)).length;
    expect((await ctx.get("/api/admin/submissions", { headers: { cookie: desk } })).status).toBe(
      403,
    );
    expect((await ctx.get("/api/admin/submissions")).status).toBe(401);
    expect(
      (
        await ctx.postJson(
          "/api/transactions-history/fetch-transactions",
          {},
          { headers: { cookie: desk } },
        )
      ).status,
    ).toBe(403);
    expect((await ctx.db.select().from(auditLog)).length).toBe(before);
  });

  it("shows the reads to an admin in the audit log, and not to a desk user", async () => {
    const page = async (cookie: string) => {
      const res = await ctx.get("/api/admin/desk/audit?page=1&pageSize=100", {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { entries: { action: string; actor: string }[] }).entries;
    };
    const seenByAdmin = await page(admin);
    expect(seenByAdmin.map((e) => e.action)).toEqual(
      expect.arrayContaining(["read.submissions", "read.submission-file", "read.transactions"]),
    );
    const seenByDesk = await page(desk);
    expect(seenByDesk.filter((e) => e.action.startsWith("read."))).toEqual([]);
    // The desk still sees the desk's own actions (here: the admin adding the desk user).
    expect(seenByDesk.length).toBeGreaterThan(0);
  });
});
