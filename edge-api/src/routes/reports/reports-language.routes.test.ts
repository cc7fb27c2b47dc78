/**
 * `?language=` on the reports' OTP and PDF (docs/i18n.md#on-the-server): the report OTP in the
 * language's template, the PDF's words in the language with the lab's values as they are; any
 * other value is 400 before a send or a PDF is counted, and the proof and the owner checks are
 * the same in every language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../dev/demo-data/seed.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { actualTexts } from "../../services/reports/pdf-actual-text.test-support.ts";
import { nextAddress, startOfNextHour } from "../auth/auth.test-helpers.ts";
import { pdfText } from "./pdf-text.test-support.ts";

const LAKSHMI = "9876500001";
const VENKATESH = "9876500002";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db, ctx.clock());
});
afterAll(() => ctx?.close());
beforeEach(() => startOfNextHour(ctx));

async function inbox(mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

/** The report OTP in Tamil, verified: the report-access cookie. */
async function proveInTamil(mobile: string): Promise<string> {
  const sent = await ctx.postJson(
    "/api/reports/otp?language=ta",
    { mobileNumber: mobile },
    { address: nextAddress() },
  );
  expect(sent.status).toBe(200);
  const [text = ""] = await inbox(mobile);
  expect(text).toMatch(/^\d{5} உங்கள் Vyom Diagnostics OTP\./);
  const res = await ctx.postJson(
    "/api/reports/verify",
    { mobileNumber: mobile, otp: text.slice(0, 5) },
    { address: nextAddress() },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const withCookie = (cookie: string) => ({ headers: { cookie }, address: nextAddress() });

async function firstReport(cookie: string): Promise<string> {
  const res = await ctx.get("/api/reports", withCookie(cookie));
  const { reports } = (await res.json()) as { reports: { id: string }[] };
  return reports[0]?.id ?? "";
}

describe("the reports in the reader's language", () => {
  it("sends the report OTP in Tamil and serves the PDF's words in Tamil", async () => {
    const cookie = await proveInTamil(LAKSHMI);
    const id = await firstReport(cookie);
    const res = await ctx.get(`/api/reports/${id}/pdf?language=ta`, withCookie(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(actualTexts(bytes).join("|")).toContain("ஆய்வக ரிப்போர்ட்");
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toMatch(/VYR-\d{6}/);
    expect(text).not.toContain("Lab report");
    // The same report in English, when no language is named.
    const english = await ctx.get(`/api/reports/${id}/pdf`, withCookie(cookie));
    expect(await pdfText(new Uint8Array(await english.arrayBuffer()))).toContain("Lab report");
  });

  it("refuses a language outside the five with 400, sending and counting nothing", async () => {
    for (const language of ["fr", "ta%00", "%ED%A0%80"]) {
      const sent = await ctx.postJson(
        `/api/reports/otp?language=${language}`,
        { mobileNumber: VENKATESH },
        { address: nextAddress() },
      );
      expect(sent.status, language).toBe(400);
      const corporate = await ctx.postJson(
        `/api/reports/corporate/otp?language=${language}`,
        { corporateId: "VYOMCORP", employeeId: "E1002" },
        { address: nextAddress() },
      );
      expect(corporate.status, language).toBe(400);
    }
    expect(await inbox(VENKATESH)).toEqual([]);
    expect(await inbox("9876500012")).toEqual([]);

    const cookie = await proveInTamil(LAKSHMI);
    const id = await firstReport(cookie);
    for (const language of ["xx", "ta%00", "en&language=ta"]) {
      const pdf = await ctx.get(`/api/reports/${id}/pdf?language=${language}`, withCookie(cookie));
      expect(pdf.status, language).toBe(400);
      expect(pdf.headers.get("content-type")).not.toBe("application/pdf");
    }
  });

  it("checks the proof and the owner as in English: another number's report is 404", async () => {
    const cookie = await proveInTamil(LAKSHMI);
    const venkatesh = await proveInTamil(VENKATESH);
    const theirs = await firstReport(venkatesh);
    const res = await ctx.get(`/api/reports/${theirs}/pdf?language=ta`, withCookie(cookie));
    expect(res.status).toBe(404);
    const none = await ctx.get(`/api/reports/${theirs}/pdf?language=ta`, {
      address: nextAddress(),
    });
    expect(none.status).toBe(401);
  });
});
