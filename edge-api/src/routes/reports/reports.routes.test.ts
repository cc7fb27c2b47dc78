/**
 * The reports API over HTTP on the real database with the seeded demo reports: OTP proof on a
 * mobile, the corporate employee proof, the Vyom login, the PDF's text (read with pdfjs-dist), and
 * access control (another number's report is 404, expired or revoked access is 401).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../dev/demo-data/seed.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader, setCookieLine } from "../../../test/cookies.ts";
import { reportAccess } from "../../db/schema.ts";
import { pdfsPerAddress, pruneReportAccess } from "../../services/reports/report-access.ts";
import { reportAccessCookieName } from "../../services/reports/report-access-cookie.ts";
import {
  nextAddress,
  readOtp,
  requestOtp,
  startOfNextHour,
  wrongCode,
} from "../auth/auth.test-helpers.ts";
import { pdfText } from "./pdf-text.test-support.ts";

const LAKSHMI = "9876500001";
const VENKATESH = "9876500002";
const PRIYA = { corporateId: "VYOMCORP", employeeId: "E1002", mobile: "9876500012" };
const employeeOtpSent =
  "If this Corporate ID and Employee ID are registered, an OTP was sent to the employee's registered mobile number.";
/** The answer's headers but its own request id. */
const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");

interface Summary {
  id: string;
  patientName: string;
  tests: string[];
  status: string;
  flaggedCount: number;
  mobileNumber?: string;
}
type ListAnswer = { reports: Summary[]; expiresAt?: string };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db, ctx.clock());
});
afterAll(() => ctx?.close());
// Each test starts in a fresh hour, past every OTP cool-down of the test before it.
beforeEach(() => startOfNextHour(ctx));

const withCookie = (cookie: string) => ({ headers: { cookie }, address: nextAddress() });

/** OTP to the number through the reports API, verified: the report-access cookie. */
async function proveMobile(mobile: string): Promise<string> {
  const sent = await ctx.postJson(
    "/api/reports/otp",
    { mobileNumber: mobile },
    {
      address: nextAddress(),
    },
  );
  expect(sent.status).toBe(200);
  const otp = await readOtp(ctx, mobile);
  const res = await ctx.postJson(
    "/api/reports/verify",
    { mobileNumber: mobile, otp },
    {
      address: nextAddress(),
    },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

async function list(cookie: string, path = "/api/reports") {
  const res = await ctx.get(path, withCookie(cookie));
  return { res, body: (await res.json()) as ListAnswer };
}

describe("reports via OTP on a mobile", () => {
  it("sends an OTP the same way whether or not the number has reports", async () => {
    const withReports = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: LAKSHMI },
      {
        address: nextAddress(),
      },
    );
    const without = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: "9123400001" },
      {
        address: nextAddress(),
      },
    );
    expect(withReports.status).toBe(200);
    expect(without.status).toBe(200);
    // Each answers the number's cool-down, which the app counts down to "Send again".
    expect(await withReports.json()).toEqual({ status: "sent", resendAfterSeconds: 20 });
    expect(await without.json()).toEqual({ status: "sent", resendAfterSeconds: 20 });
    expect(withReports.headers.get("cache-control")).toBe("no-store");
    // The send limits of the one OTP service apply: a second send within the cool-down is refused.
    const again = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: LAKSHMI },
      {
        address: nextAddress(),
      },
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a wrong code, then grants a 15-minute cookie scoped to the reports API", async () => {
    await ctx.postJson("/api/reports/otp", { mobileNumber: LAKSHMI }, { address: nextAddress() });
    const otp = await readOtp(ctx, LAKSHMI);
    const wrong = await ctx.postJson("/api/reports/verify", {
      mobileNumber: LAKSHMI,
      otp: wrongCode(otp),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: "incorrect-otp",
      message: expect.any(String),
    });
    expect(setCookieLine(wrong, reportAccessCookieName)).toBeUndefined();

    const res = await ctx.postJson("/api/reports/verify", { mobileNumber: LAKSHMI, otp });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "verified", expiresAt: expect.any(String) });
    const line = setCookieLine(res, reportAccessCookieName) ?? "";
    expect(line).toMatch(/Path=\/api\/reports/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Max-Age=900/);
    // A code works once.
    const replay = await ctx.postJson("/api/reports/verify", { mobileNumber: LAKSHMI, otp });
    expect(replay.status).toBe(401);
  });

  it("lists only the proved number's reports, newest first", async () => {
    const cookie = await proveMobile(LAKSHMI);
    const { res, body } = await list(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.reports).toHaveLength(2);
    expect(body.reports.map((r) => r.patientName)).toEqual([
      "Lakshmi Narayanan",
      "Lakshmi Narayanan",
    ]);
    expect(body.reports[0]?.tests).toEqual(["CBC", "Hba1c"]);
    expect(body.reports[0]).toMatchObject({ status: "ready", flaggedCount: 3 });
    // The list never carries the full mobile number.
    expect(JSON.stringify(body)).not.toContain(LAKSHMI);
  });

  it("serves the PDF: patient, masked mobile, flagged values, page numbers, end of report", async () => {
    const cookie = await proveMobile(LAKSHMI);
    const { body } = await list(cookie);
    const id = body.reports[0]?.id ?? "";
    const res = await ctx.get(`/api/reports/${id}/pdf`, withCookie(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vyom-report-VYR-\d{6}\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Vyom Diagnostics");
    expect(text).toContain("1800-102-4455");
    expect(text).toContain("Lakshmi Narayanan");
    expect(text).toContain("52 years / Female");
    expect(text).toContain("******0001");
    expect(text).not.toContain(LAKSHMI);
    // The readable report number, never the row's id.
    expect(text).toMatch(/Lab report VYR-\d{6}/);
    expect(text).not.toContain(id);
    expect(text).toMatch(/Haemoglobin\s+11\.2\s+g\/dL\s+12 - 15\.5\s+Low/);
    expect(text).toMatch(/HbA1c\s+7\.2\s+%\s+4 - 5\.6\s+High/);
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain("End of report");
    expect(text).toContain("IST");
  });

  it("answers 404 for another number's report and a made-up id, 401 without a proof", async () => {
    const cookie = await proveMobile(LAKSHMI);
    const other = await proveMobile(VENKATESH);
    const venkatesh = (await list(other)).body.reports[0]?.id ?? "";
    const res = await ctx.get(`/api/reports/${venkatesh}/pdf`, withCookie(cookie));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "report-not-found" });
    const madeUp = await ctx.get("/api/reports/not-a-report/pdf", withCookie(cookie));
    expect(madeUp.status).toBe(404);
    const none = await ctx.get(`/api/reports/${venkatesh}/pdf`, { address: nextAddress() });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: "report-access-required" });
    const forged = await list(`${reportAccessCookieName}=forged-token`);
    expect(forged.res.status).toBe(401);
  });

  it("ends access after 15 minutes, and at once on sign-out", async () => {
    const cookie = await proveMobile(LAKSHMI);
    const id = (await list(cookie)).body.reports[0]?.id ?? "";
    ctx.clock.advance(14 * 60 * 1000);
    expect((await list(cookie)).res.status).toBe(200);
    ctx.clock.advance(60 * 1000 + 1);
    expect((await list(cookie)).res.status).toBe(401);
    expect((await ctx.get(`/api/reports/${id}/pdf`, withCookie(cookie))).status).toBe(401);

    startOfNextHour(ctx);
    const fresh = await proveMobile(LAKSHMI);
    const out = await ctx.postJson("/api/reports/sign-out", {}, withCookie(fresh));
    expect(out.status).toBe(200);
    expect(setCookieLine(out, reportAccessCookieName)).toMatch(/Max-Age=0/);
    expect((await list(fresh)).res.status).toBe(401);
    expect((await ctx.get(`/api/reports/${id}/pdf`, withCookie(fresh))).status).toBe(401);

    // Housekeeping removes ended proofs; a live one stays usable.
    const live = await proveMobile(VENKATESH);
    ctx.clock.advance(1);
    await pruneReportAccess(ctx.db, ctx.clock());
    const left = await ctx.db.select().from(reportAccess);
    expect(left).toHaveLength(1);
    expect((await list(live)).res.status).toBe(200);
  });

  it("limits PDFs per client address (rendering costs CPU): 429 with Retry-After", async () => {
    const cookie = await proveMobile(LAKSHMI);
    const id = (await list(cookie)).body.reports[0]?.id ?? "";
    const address = nextAddress();
    const fetchPdf = () => ctx.get(`/api/reports/${id}/pdf`, { headers: { cookie }, address });
    for (let i = 0; i < pdfsPerAddress.limit; i++) expect((await fetchPdf()).status).toBe(200);
    const refused = await fetchPdf();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
  });

  it("refuses bad input with a clear message", async () => {
    const res = await ctx.postJson("/api/reports/otp", { mobileNumber: "12345" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "invalid-request",
      message: "Enter Valid Mobile Number",
      issues: [{ path: "mobileNumber", message: "Enter Valid Mobile Number" }],
    });
    const code = await ctx.postJson("/api/reports/verify", { mobileNumber: LAKSHMI, otp: "12" });
    expect(code.status).toBe(400);
    expect(await code.json()).toMatchObject({
      issues: [{ path: "otp", message: "OTP is five digits" }],
    });
  });
});

describe("corporate employee reports", () => {
  it("sends the OTP to the employee's registered mobile, naming no number", async () => {
    const res = await ctx.postJson(
      "/api/reports/corporate/otp",
      { corporateId: "vyomcorp", employeeId: " e1002 " },
      { address: nextAddress() },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "sent",
      message: employeeOtpSent,
      resendAfterSeconds: 20,
    });
    const otp = await readOtp(ctx, PRIYA.mobile);
    const verified = await ctx.postJson(
      "/api/reports/corporate/verify",
      { corporateId: PRIYA.corporateId, employeeId: PRIYA.employeeId, otp },
      { address: nextAddress() },
    );
    expect(verified.status).toBe(200);
    const cookie = cookieHeader(verified);
    const { body } = await list(cookie);
    expect(body.reports.map((r) => r.patientName)).toEqual(["Priya Raman"]);
    expect(body.reports[0]?.tests).toEqual(["CBC", "Lipid Profile", "Hba1c"]);
    const pdf = await ctx.get(`/api/reports/${body.reports[0]?.id}/pdf`, withCookie(cookie));
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Priya Raman");
    expect(text).toContain("VYOMCORP");
    expect(text).toMatch(/Total WBC count\s+11\.9\s+10³\/[µμ]L\s+4 - 11\s+High/);
  });

  // Security (docs/security.md): the ids alone must not tell which employees exist, nor their
  // numbers; only the OTP shows anything of them.
  it("answers an unknown corporate and employee pair exactly as a known one, with no mobile", async () => {
    const known = { corporateId: PRIYA.corporateId, employeeId: PRIYA.employeeId };
    const unknowns = [
      { corporateId: "VYOMCORP", employeeId: "E9999" },
      { corporateId: "NOSUCHCORP", employeeId: "E1002" },
    ];
    const answer = async (path: string, body: unknown) => {
      const res = await ctx.postJson(path, body, { address: nextAddress() });
      return { status: res.status, headers: headersOf(res), text: await res.text() };
    };
    const send = (ref: unknown) => answer("/api/reports/corporate/otp", ref);
    const first = await send(known);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({
      status: "sent",
      message: employeeOtpSent,
      resendAfterSeconds: 20,
    });
    for (const leak of ["0012", "9876500012", "Priya", "maskedMobile"]) {
      expect(first.text).not.toContain(leak);
    }
    for (const ref of unknowns) expect(await send(ref)).toEqual(first);

    // The same handling: a send again within the cool-down is refused alike, with the same wait.
    const again = await send(known);
    expect(again.status).toBe(429);
    for (const ref of unknowns) expect(await send(ref)).toEqual(again);

    // A code is refused alike, and an unknown pair never gets access.
    const code = await readOtp(ctx, PRIYA.mobile);
    const verify = (ref: object) =>
      answer("/api/reports/corporate/verify", { ...ref, otp: wrongCode(code) });
    const wrong = await verify(known);
    expect(wrong.status).toBe(401);
    for (const ref of unknowns) expect(await verify(ref)).toEqual(wrong);
    for (const ref of unknowns) {
      const res = await answer("/api/reports/corporate/verify", { ...ref, otp: code });
      expect(res).toEqual(wrong);
    }
  });

  it("refuses malformed corporate and employee ids with a clear 400", async () => {
    const bad = await ctx.postJson("/api/reports/corporate/otp", {
      corporateId: "VYOM CORP;",
      employeeId: "",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      issues: [
        { path: "corporateId", message: "Corporate ID has letters, digits, - _ or /" },
        { path: "employeeId", message: "Enter your Employee ID" },
      ],
    });
  });

  it("covers only that employee: a colleague's report is 404", async () => {
    await ctx.postJson("/api/reports/corporate/otp", PRIYA, { address: nextAddress() });
    const otp = await readOtp(ctx, PRIYA.mobile);
    const verified = await ctx.postJson("/api/reports/corporate/verify", { ...PRIYA, otp });
    const cookie = cookieHeader(verified);
    const colleague = await proveMobile("9876500011");
    const arun = (await list(colleague)).body.reports[0]?.id ?? "";
    expect((await ctx.get(`/api/reports/${arun}/pdf`, withCookie(cookie))).status).toBe(404);
  });
});

describe("reports of the logged-in customer", () => {
  it("lists the session's own reports; logout ends the session's and the OTP access", async () => {
    const mine = await ctx.get("/api/reports/mine", { address: nextAddress() });
    expect(mine.status).toBe(401);
    expect(await mine.json()).toMatchObject({ error: "login-required" });

    // Venkatesh Rao is a legacy customer: his first login creates his account.
    await requestOtp(ctx, VENKATESH);
    const code = await readOtp(ctx, VENKATESH);
    const login = await ctx.postJson("/api/auth/login", {
      recievedOtp: code,
      mobileNumber: VENKATESH,
    });
    expect(login.status).toBe(200);
    const session = cookieHeader(login);
    const { res, body } = await list(session, "/api/reports/mine");
    expect(res.status).toBe(200);
    expect(body.reports.map((r) => r.patientName)).toEqual(["Venkatesh Rao"]);
    const id = body.reports[0]?.id ?? "";
    const pdf = await ctx.get(`/api/reports/${id}/pdf`, withCookie(session));
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toMatch(
      /HDL cholesterol\s+36\s+mg\/dL\s+40 - 60\s+Low/,
    );

    // The same number also proved by OTP elsewhere: logout ends that proof as well.
    startOfNextHour(ctx);
    const otpCookie = await proveMobile(VENKATESH);
    const out = await ctx.postJson("/api/auth/logout", {}, withCookie(session));
    expect(out.status).toBe(200);
    expect(setCookieLine(out, reportAccessCookieName)).toMatch(/Path=\/api\/reports/);
    expect((await ctx.get(`/api/reports/${id}/pdf`, withCookie(session))).status).toBe(401);
    expect((await list(otpCookie)).res.status).toBe(401);
  });
});
