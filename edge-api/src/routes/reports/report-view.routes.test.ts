/**
 * A report as the app shows it (`GET /api/reports/{id}`), filed through the LIS ingest as a lab
 * would: flags in words with their notes, trends across the same person's reports only, and the
 * same proofs and refusals as the PDF.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { fileReport, proveReportMobile } from "../../../test/support/lab-results.ts";
import type { LabResultMessage } from "../../services/lis/lab-result-message.ts";
import { nextAddress, startOfNextHour } from "../auth/auth.test-helpers.ts";

const MOBILE = "9845099001";
const MOTHER = "Lakshmi Devi";
const SON = "Arjun Devi";

interface View {
  id: string;
  reportNumber: string;
  signedBy: { name: string; registration: string } | null;
  sample: { id: string | null };
  lab: { name: string; nablCertificate: string | null };
  tests: {
    testName: string;
    parameters: {
      name: string;
      value: number;
      unit: string;
      flag: string | null;
      flagWords: string | null;
      note?: string;
      history: { value: number }[];
    }[];
  }[];
  flagged: { test: string; parameter: string; flagWords: string }[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(() => startOfNextHour(ctx));

const filed = (
  name: string,
  hb: number,
  collectedAt: string,
  more: Partial<LabResultMessage> = {},
) => fileReport(ctx, { name, mobileNumber: MOBILE, hb, collectedAt, more });
const proveMobile = (mobile: string) => proveReportMobile(ctx, mobile);

const view = async (id: string, cookie: string) => {
  const res = await ctx.get(`/api/reports/${id}`, { headers: { cookie }, address: nextAddress() });
  return { res, body: (await res.json()) as View };
};

describe("a report in the app", () => {
  it("says each flag in words with its note, and trends only this person's values", async () => {
    await filed(MOTHER, 11.1, "2026-06-02T03:30:00.000Z");
    await filed(SON, 14.9, "2026-09-02T03:30:00.000Z");
    const latest = await filed(MOTHER, 10.8, "2026-12-02T03:30:00.000Z");
    const cookie = await proveMobile(MOBILE);
    const { res, body } = await view(latest, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(body.reportNumber).toMatch(/^VYR-\d{6}$/);
    expect(body.signedBy).toEqual({
      name: "Dr. Kavitha Rao",
      registration: "TNMC-48213",
      signedAt: expect.any(String),
    });
    expect(body.sample.id).toBe("S-1001");
    expect(body.lab.name).toBe("Vyom Diagnostics Development Laboratory");
    const hb = body.tests[0]?.parameters.find((p) => p.name === "Haemoglobin");
    expect(hb).toMatchObject({ value: 10.8, unit: "g/dL", flag: "low", flagWords: "Low" });
    expect(hb?.note).toMatch(/doctor/);
    // The son's 14.9 on the same phone is not the mother's trend.
    expect(hb?.history.map((h) => h.value)).toEqual([11.1]);
    expect(body.flagged).toEqual([{ test: "CBC", parameter: "Haemoglobin", flagWords: "Low" }]);
  });

  it("lists which values are flagged, not only how many", async () => {
    const cookie = await proveMobile(MOBILE);
    const res = await ctx.get("/api/reports", { headers: { cookie }, address: nextAddress() });
    const { reports } = (await res.json()) as {
      reports: { reportNumber: string; flaggedCount: number; flagged: { parameter: string }[] }[];
    };
    const low = reports.find((r) => r.flaggedCount > 0);
    expect(low?.flagged.map((f) => f.parameter)).toContain("Haemoglobin");
    expect(low?.reportNumber).toMatch(/^VYR-/);
  });

  it("keeps a held report out of the app until it is released", async () => {
    const held = await filed(MOTHER, 12.5, "2026-12-03T03:30:00.000Z", {
      lisReportId: "LR-HELD-1",
      signedBy: undefined,
    });
    const cookie = await proveMobile(MOBILE);
    expect((await view(held, cookie)).res.status).toBe(404);
    const res = await ctx.get("/api/reports", { headers: { cookie }, address: nextAddress() });
    const { reports } = (await res.json()) as { reports: { id: string }[] };
    expect(reports.map((r) => r.id)).not.toContain(held);
  });

  it("answers another number's report as not found, and no proof with 401", async () => {
    const report = await filed(MOTHER, 12.1, "2026-12-04T03:30:00.000Z", {
      lisReportId: "LR-OWN-1",
    });
    const stranger = await proveMobile("9845099002");
    expect((await view(report, stranger)).res.status).toBe(404);
    const none = await ctx.get(`/api/reports/${report}`, { address: nextAddress() });
    expect(none.status).toBe(401);
    const junk = await ctx.get("/api/reports/%00%ff", { address: nextAddress() });
    expect([400, 401, 404]).toContain(junk.status);
  });
});
