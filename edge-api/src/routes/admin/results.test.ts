/**
 * The staff's results routes over HTTP: a pathologist account (made by an admin, with the name and
 * registration a report prints) signs a held result off, and the report reaches the patient with
 * its SMS; the desk records the call a critical value needs. Each role is held to its part, and
 * two presses act once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { readDevSmsOutbox } from "../../../dev/sms-sim/dev-inbox.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { cbcRecord, postFhir, seedBookingVisit } from "../../../test/support/lab-results.ts";
import { auditLog, labReports, visitNotices } from "../../db/schema.ts";
import type { LabResultMessage } from "../../services/lis/lab-result-message.ts";
import { issueLisKey } from "../../services/lis/lis-keys.ts";

let ctx: TestContext;
let admin: string;
let pathologist: string;
let desk: string;
let people = 0;

async function signIn(email: string, password: string): Promise<string> {
  const res = await ctx.postJson(
    "/api/admin/login",
    { email, password },
    { address: freshAddress() },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

async function addStaff(body: Record<string, unknown>) {
  return ctx.postJson("/api/admin/users", body, {
    headers: { cookie: admin },
    address: freshAddress(),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await devAdminCookie(ctx);
  const password = "a-long-staff-password";
  const made = await addStaff({
    email: "kavitha@vyom.example",
    password,
    role: "pathologist",
    displayName: "Dr. Kavitha Rao",
    registrationNumber: "TNMC-48213",
  });
  expect(made.status).toBe(201);
  expect((await addStaff({ email: "desk@vyom.example", password })).status).toBe(201);
  pathologist = await signIn("kavitha@vyom.example", password);
  desk = await signIn("desk@vyom.example", password);
});
afterAll(() => ctx?.close());

/** A held result (unsigned; critical if asked) for a new collected booking: its report id. */
async function heldResult(more: Partial<LabResultMessage> = {}, critical = false) {
  const n = ++people;
  const name = `Meena Sundaram ${String.fromCharCode(65 + n)}`;
  const mobileNumber = `98451${String(n).padStart(5, "0")}`;
  const { bookingId, visitId } = await seedBookingVisit(ctx.db, {
    name,
    mobileNumber,
    now: ctx.clock(),
  });
  const record = cbcRecord(bookingId, name, { signedBy: undefined, ...more });
  const [hb, ...rest] = record.results;
  if (!hb) throw new Error("a CBC has haemoglobin");
  const results = critical ? [{ ...hb, value: 6.0 }, ...rest] : record.results;
  expect((await postFhir(ctx, fhirBundle({ ...record, results }))).status).toBe(201);
  const [row] = await ctx.db
    .select()
    .from(labReports)
    .where(eq(labReports.lisReportId, record.lisReportId));
  if (!row) throw new Error("not stored");
  return { id: row.id, visitId, mobileNumber };
}

const post = (path: string, cookie: string, body: unknown = {}) =>
  ctx.postJson(path, body, { headers: { cookie }, address: freshAddress() });

const reportNotices = async (visitId: string) =>
  (await ctx.db.select().from(visitNotices).where(eq(visitNotices.visitId, visitId))).filter(
    (n) => n.kind === "report-ready",
  );

describe("staff accounts for pathologists", () => {
  it("needs the name and registration number a report prints", async () => {
    const res = await addStaff({
      email: "dr@vyom.example",
      password: "a-long-staff-password",
      role: "pathologist",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path).sort()).toEqual(["displayName", "registrationNumber"]);
  });

  it("lets a pathologist see their session but not the desk", async () => {
    expect((await ctx.get("/api/admin/session", { headers: { cookie: pathologist } })).status).toBe(
      200,
    );
    expect(
      (await ctx.get("/api/admin/desk/visits", { headers: { cookie: pathologist } })).status,
    ).toBe(403);
  });
});

describe("signing a result off", () => {
  it("releases it with the pathologist's name, sends the SMS once, and audits it", async () => {
    const held = await heldResult();
    const list = await ctx.get("/api/admin/results", { headers: { cookie: pathologist } });
    const { held: waiting } = (await list.json()) as { held: { id: string; waitingFor: string }[] };
    expect(waiting.find((r) => r.id === held.id)?.waitingFor).toBe("signature");
    expect(await reportNotices(held.visitId)).toHaveLength(0);

    const [first, second] = await Promise.all([
      post(`/api/admin/results/${held.id}/sign`, pathologist),
      post(`/api/admin/results/${held.id}/sign`, pathologist),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [row] = await ctx.db.select().from(labReports).where(eq(labReports.id, held.id));
    expect(row).toMatchObject({
      signedByName: "Dr. Kavitha Rao",
      signedByRegistration: "TNMC-48213",
    });
    expect(row?.releasedAt).not.toBeNull();
    expect(await reportNotices(held.visitId)).toHaveLength(1);
    // The patient's SMS leaves with the release, not on the next maintenance pass.
    await expect
      .poll(async () =>
        (await readDevSmsOutbox(ctx.db, held.mobileNumber))
          .map((m) => m.message)
          .filter((text) => text.includes("the report of")),
      )
      .toEqual([
        expect.stringMatching(/the report of CBC .* is ready\. See it at .*\/download-report/),
      ]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `report:${held.id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(["report-released", "report-signed"]);
  });

  it("is for pathologists only", async () => {
    const held = await heldResult();
    expect((await post(`/api/admin/results/${held.id}/sign`, desk)).status).toBe(403);
    expect((await post(`/api/admin/results/${held.id}/sign`, admin)).status).toBe(403);
    const noSession = await ctx.postJson(`/api/admin/results/${held.id}/sign`, {});
    expect(noSession.status).toBe(401);
    const crossSite = await ctx.postJson(
      `/api/admin/results/${held.id}/sign`,
      {},
      {
        headers: { cookie: pathologist, "sec-fetch-site": "cross-site" },
      },
    );
    expect(crossSite.status).toBe(403);
    const [row] = await ctx.db.select().from(labReports).where(eq(labReports.id, held.id));
    expect(row?.signedAt).toBeNull();
  });

  it("refuses an old version once a newer one came, and an unknown or malformed id", async () => {
    const held = await heldResult({ status: "partial" });
    const [row] = await ctx.db.select().from(labReports).where(eq(labReports.id, held.id));
    const booking = row?.bookingId ?? "";
    const newer = cbcRecord(booking, row?.patientName ?? "", {
      status: "final",
      signedBy: undefined,
    });
    expect((await postFhir(ctx, fhirBundle(newer))).status).toBe(201);
    const old = await post(`/api/admin/results/${held.id}/sign`, pathologist);
    expect(old.status).toBe(409);
    expect(((await old.json()) as { message: string }).message).toMatch(/newer version/);
    expect(
      (await post("/api/admin/results/00000000-0000-4000-8000-000000000000/sign", pathologist))
        .status,
    ).toBe(404);
    expect((await post("/api/admin/results/not-a-uuid/sign", pathologist)).status).toBe(404);
    expect((await post("/api/admin/results/a%00b/sign", pathologist)).status).toBe(400);
  });
});

describe("a critical value", () => {
  it("waits for the desk's call after the signature, then releases", async () => {
    const held = await heldResult({}, true);
    expect((await post(`/api/admin/results/${held.id}/sign`, pathologist)).status).toBe(200);
    const list = await ctx.get("/api/admin/results", { headers: { cookie: desk } });
    const body = (await list.json()) as {
      held: { id: string; waitingFor: string; mobileNumber: string }[];
    };
    const waiting = body.held.find((r) => r.id === held.id);
    expect(waiting).toMatchObject({ waitingFor: "critical-call", mobileNumber: held.mobileNumber });
    expect(await reportNotices(held.visitId)).toHaveLength(0);

    const empty = await post(`/api/admin/results/${held.id}/critical-call`, desk, { note: "  " });
    expect(empty.status).toBe(400);
    const nul = await post(`/api/admin/results/${held.id}/critical-call`, desk, {
      note: "told\u0000her",
    });
    expect(nul.status).toBe(400);
    expect(
      (await post(`/api/admin/results/${held.id}/critical-call`, pathologist, { note: "Called" }))
        .status,
    ).toBe(403);
    const called = await post(`/api/admin/results/${held.id}/critical-call`, desk, {
      note: "Spoke to the patient; advised to see her doctor today.",
    });
    expect(called.status).toBe(200);
    const [row] = await ctx.db.select().from(labReports).where(eq(labReports.id, held.id));
    expect(row?.releasedAt).not.toBeNull();
    expect(row?.criticalCalledBy).toBe("desk:desk@vyom.example");
    expect(await reportNotices(held.visitId)).toHaveLength(1);
  });

  it("is refused for a result with no critical value", async () => {
    const held = await heldResult();
    const res = await post(`/api/admin/results/${held.id}/critical-call`, desk, {
      note: "Called her",
    });
    expect(res.status).toBe(409);
  });
});

describe("another lab's key", () => {
  it("cannot add to a booking another lab files", async () => {
    const held = await heldResult();
    const [row] = await ctx.db.select().from(labReports).where(eq(labReports.id, held.id));
    const issued = await issueLisKey(ctx.db, {
      labId: "vyom-bengaluru",
      label: "Bengaluru LIS",
      actor: "admin:test",
      now: ctx.clock(),
    });
    if (issued.kind !== "issued") throw new Error(issued.kind);
    const record = cbcRecord(row?.bookingId ?? "", row?.patientName ?? "", {
      lisReportId: "BLR-1",
    });
    const res = await postFhir(ctx, fhirBundle(record), {
      key: issued.key,
      address: "203.0.113.50",
    });
    expect(res.status).toBe(403);
  });
});
