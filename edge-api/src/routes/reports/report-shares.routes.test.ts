/**
 * "Share with my doctor" over HTTP: a link opens one report without a login, is logged each time
 * it is opened, stops at its end or when revoked, follows a correction, and cannot be made, seen,
 * revoked or guessed by anyone else. And the ABDM export of the same report.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  cbcRecord,
  fileReport,
  postFhir,
  proveReportMobile,
} from "../../../test/support/lab-results.ts";
import { labReports } from "../../db/schema.ts";
import { MAX_SHARES_PER_NUMBER_PER_DAY } from "../../services/reports/report-shares.ts";
import { nextAddress, startOfNextHour } from "../auth/auth.test-helpers.ts";
import {
  SHARE_TOKEN_HEADER,
  sharedOpensPerAddress,
} from "../shared-reports/shared-reports.routes.ts";

let ctx: TestContext;
let people = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(() => startOfNextHour(ctx));

/** A released report of a new person, and the cookie proving their number. */
async function patientWithReport() {
  const n = ++people;
  const mobileNumber = `98452${String(n).padStart(5, "0")}`;
  const name = "Selvi Murugan";
  const id = await fileReport(ctx, {
    name,
    mobileNumber,
    hb: 10.9,
    collectedAt: "2026-12-02T03:30:00.000Z",
  });
  return { id, mobileNumber, name, cookie: await proveReportMobile(ctx, mobileNumber) };
}

const as = (cookie: string) => ({ headers: { cookie }, address: nextAddress() });
const share = (id: string, cookie: string, body: unknown = {}) =>
  ctx.postJson(`/api/reports/${id}/shares`, body, as(cookie));
const doctor = (token: string, what = "view", address = nextAddress()) =>
  ctx.get(`/api/shared-reports/${what}`, { headers: { [SHARE_TOKEN_HEADER]: token }, address });

describe("a doctor's link", () => {
  it("opens the report without a login, without the patient's other reports, and is logged", async () => {
    const patient = await patientWithReport();
    const made = await share(patient.id, patient.cookie);
    expect(made.status).toBe(201);
    const { token, expiresAt } = (await made.json()) as { token: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - ctx.clock().getTime()).toBe(24 * 3_600_000);

    const opened = await doctor(token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    const view = (await opened.json()) as {
      id: string;
      tests: { parameters: { history: unknown[] }[] }[];
    };
    expect(view.id).toBe(patient.id);
    expect(view.tests[0]?.parameters.every((p) => p.history.length === 0)).toBe(true);
    expect(JSON.stringify(view)).not.toContain(patient.mobileNumber);
    const pdf = await doctor(token, "pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const listed = await ctx.get(`/api/reports/${patient.id}/shares`, as(patient.cookie));
    const { shares } = (await listed.json()) as {
      shares: { live: boolean; openings: { what: string }[] }[];
    };
    expect(shares[0]?.live).toBe(true);
    expect(shares[0]?.openings.map((o) => o.what)).toEqual(["view", "pdf"]);
  });

  it("stops working once revoked, and at its end", async () => {
    const patient = await patientWithReport();
    const first = (await (await share(patient.id, patient.cookie)).json()) as {
      id: string;
      token: string;
    };
    const revoked = await ctx.postJson(
      `/api/reports/${patient.id}/shares/${first.id}/revoke`,
      {},
      as(patient.cookie),
    );
    expect(revoked.status).toBe(200);
    const gone = await doctor(first.token);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toMatch(/expired or was revoked/);

    const hour = (await (await share(patient.id, patient.cookie, { hours: 1 })).json()) as {
      token: string;
    };
    expect((await doctor(hour.token)).status).toBe(200);
    ctx.clock.advance(3_600_000);
    expect((await doctor(hour.token)).status).toBe(404);
  });

  it("shows the lab's correction in place of the version shared", async () => {
    const n = ++people;
    const mobileNumber = `98452${String(n).padStart(5, "0")}`;
    const id = await fileReport(ctx, {
      name: "Selvi Murugan",
      mobileNumber,
      hb: 10.9,
      collectedAt: "2026-12-02T03:30:00.000Z",
    });
    const cookie = await proveReportMobile(ctx, mobileNumber);
    const { token } = (await (await share(id, cookie)).json()) as { token: string };
    const [row] = (await ctx.db.select().from(labReports)).filter((r) => r.id === id);
    const record = cbcRecord(row?.bookingId ?? "", "Selvi Murugan");
    const [hb] = record.results;
    if (!hb) throw new Error("a CBC has haemoglobin");
    const correction = {
      ...record,
      status: "corrected" as const,
      results: [{ ...hb, value: 12.4 }],
    };
    expect((await postFhir(ctx, fhirBundle(correction))).status).toBe(201);
    const view = (await (await doctor(token)).json()) as {
      status: string;
      tests: { parameters: { value: number }[] }[];
    };
    expect(view.status).toBe("corrected");
    expect(view.tests[0]?.parameters[0]?.value).toBe(12.4);
  });
});

describe("what a link refuses", () => {
  it("cannot be made, listed or revoked with another number's proof", async () => {
    const owner = await patientWithReport();
    const stranger = await patientWithReport();
    expect((await share(owner.id, stranger.cookie)).status).toBe(404);
    expect((await ctx.get(`/api/reports/${owner.id}/shares`, as(stranger.cookie))).status).toBe(
      404,
    );
    const { id } = (await (await share(owner.id, owner.cookie)).json()) as { id: string };
    const revoke = await ctx.postJson(
      `/api/reports/${owner.id}/shares/${id}/revoke`,
      {},
      as(stranger.cookie),
    );
    expect(revoke.status).toBe(404);
    // Another report of the stranger's own cannot revoke the owner's link either.
    const across = await ctx.postJson(
      `/api/reports/${stranger.id}/shares/${id}/revoke`,
      {},
      as(stranger.cookie),
    );
    expect(across.status).toBe(404);
    expect(
      (await ctx.postJson(`/api/reports/${owner.id}/shares`, {}, { address: nextAddress() }))
        .status,
    ).toBe(401);
  });

  it("refuses a malformed length and a cross-site request", async () => {
    const patient = await patientWithReport();
    for (const hours of [0, 169, 1.5, "24", null]) {
      expect((await share(patient.id, patient.cookie, { hours })).status).toBe(400);
    }
    const crossSite = await ctx.postJson(
      `/api/reports/${patient.id}/shares`,
      {},
      {
        headers: { cookie: patient.cookie, "sec-fetch-site": "cross-site" },
      },
    );
    expect(crossSite.status).toBe(403);
  });

  it("holds one number to a day's links", async () => {
    const patient = await patientWithReport();
    for (let i = 0; i < MAX_SHARES_PER_NUMBER_PER_DAY; i++) {
      expect((await share(patient.id, patient.cookie)).status).toBe(201);
    }
    const over = await share(patient.id, patient.cookie);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/Revoke one/);
  });

  it("answers every wrong token alike and stops one address trying many", async () => {
    const address = "203.0.113.77";
    const tokens = ["", "short", "x".repeat(43), "%00", "a".repeat(5000)];
    for (const token of tokens) {
      expect((await doctor(token, "view", address)).status).toBe(404);
    }
    for (let i = tokens.length; i < sharedOpensPerAddress.limit; i++)
      await doctor(`t${i}`, "view", address);
    expect((await doctor("y".repeat(43), "view", address)).status).toBe(429);
  });
});

describe("the ABDM export", () => {
  it("is a document Bundle with the Composition first, behind the report's proof", async () => {
    const patient = await patientWithReport();
    const res = await ctx.get(`/api/reports/${patient.id}/abdm`, as(patient.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/fhir+json");
    const bundle = (await res.json()) as {
      type: string;
      entry: { resource: { resourceType: string } }[];
    };
    expect(bundle.type).toBe("document");
    expect(bundle.entry[0]?.resource.resourceType).toBe("Composition");
    expect(
      (await ctx.get(`/api/reports/${patient.id}/abdm`, { address: nextAddress() })).status,
    ).toBe(401);
  });
});
