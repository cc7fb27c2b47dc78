import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { submissions } from "../../db/schema.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Each request from a client of its own: the per-client budget is upload-limits.test.ts's. */
const postJson: TestContext["postJson"] = (path, body, options) =>
  ctx.postJson(path, body, { address: freshAddress(), ...options });

type Json = Record<string, unknown>;
const solvedCaptcha = () => fetchSolvedCaptcha((path) => ctx.get(path));

const corporate = (overrides: Json = {}): Json => ({
  name: "Anita Desai",
  mobileNumber: "9840012345",
  email: "anita@acme.example",
  companyName: "Acme Logistics",
  city: "Chennai",
  employeeCount: "201-500",
  interest: "annual-health-check",
  message: "Health checks for our warehouse staff",
  ...overrides,
});
const franchise = (overrides: Json = {}): Json => ({
  name: "Ravi Kumar",
  mobileNumber: "9900011122",
  email: "ravi@example.in",
  city: "Mysore",
  pincode: "570001",
  investment: "25-50-lakh",
  currentBusiness: "Pharmacy",
  ...overrides,
});
const employee = (overrides: Json = {}): Json => ({
  corporateId: "ACME01",
  employeeId: "E-1042",
  name: "Meena Iyer",
  mobileNumber: "9123456780",
  email: "meena@acme.example",
  gender: "female",
  dateOfBirth: "1990-05-17",
  collectionDate: "2026-12-01",
  city: "Chennai",
  pincode: "600020",
  ...overrides,
});

const routes: Array<[string, string, (o?: Json) => Json]> = [
  ["corporate", "corporate-enquiry", corporate],
  ["franchise", "franchise-enquiry", franchise],
  ["employee-details", "employee-details", employee],
];

async function post(path: string, body: Json, key?: string) {
  return postJson(`/api/enquiries/${path}`, body, {
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

describe.each(routes)("POST /api/enquiries/%s", (path, kind, body) => {
  it("stores the submission and answers 201 with its id", async () => {
    const res = await post(path, { ...body(), captcha: await solvedCaptcha() }, `${path}-k1`);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { status: string; id: string };
    expect(answer.status).toBe("success");
    const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, answer.id));
    const { name, mobileNumber, ...rest } = body();
    expect(row).toMatchObject({ kind, name, mobileNumber, payload: rest });
    expect(JSON.stringify(row?.payload)).not.toContain("captcha");
  });

  it("answers a repeat of the key with the first answer, without a captcha, storing once", async () => {
    const first = await post(path, { ...body(), captcha: await solvedCaptcha() }, `${path}-k2`);
    const again = await post(path, body(), `${path}-k2`);
    expect(again.status).toBe(201);
    const firstAnswer = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ status: "success", id: firstAnswer.id });
    const rows = await ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.idempotencyKey, `${kind}:${path}-k2`));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same key with another body (422)", async () => {
    await post(path, { ...body(), captcha: await solvedCaptcha() }, `${path}-k3`);
    const res = await post(
      path,
      { ...body({ name: "Someone Else" }), captcha: await solvedCaptcha() },
      `${path}-k3`,
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "idempotency-key-reused" });
  });

  it("needs a captcha for a new submission (403) and refuses a bad one", async () => {
    const missing = await post(path, body(), `${path}-k4`);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({
      error: "captcha-required",
      message: "Please verify the captcha.",
    });
    const bad = await post(path, { ...body(), captcha: "bm90LWEtY2FwdGNoYQ==" }, `${path}-k5`);
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ error: "captcha-failed" });
  });

  it("rejects a bad key and a bad mobile number with 400 naming them", async () => {
    const badKey = await post(path, body(), "bad key with spaces");
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toMatchObject({ issues: [{ path: "Idempotency-Key" }] });
    const badMobile = await post(path, body({ mobileNumber: "12345" }));
    expect(badMobile.status).toBe(400);
    expect(await badMobile.json()).toMatchObject({
      error: "invalid-request",
      issues: [
        { path: "mobileNumber", message: "Enter valid number: 10 digits starting with 6-9" },
      ],
    });
  });
});

describe("field rules", () => {
  const invalid: Array<[string, (o?: Json) => Json, string, unknown, string]> = [
    ["corporate", corporate, "companyName", "  ", "Company name is required"],
    ["corporate", corporate, "employeeCount", "lots", "Choose the number of employees"],
    ["corporate", corporate, "interest", undefined, "Choose the service you are interested in"],
    ["corporate", corporate, "email", "anita@", "Enter a valid e-mail address"],
    ["corporate", corporate, "name", "Anita 2", "Please enter only alphabetic characters"],
    ["corporate", corporate, "message", "x".repeat(1001), "Message is at most 1000 characters"],
    ["franchise", franchise, "pincode", "5700", "Enter valid Pincode: 6 digits"],
    ["franchise", franchise, "investment", "1 lakh", "Choose the investment range"],
    ["franchise", franchise, "city", "", "City is required"],
    [
      "employee-details",
      employee,
      "corporateId",
      "",
      "Enter the corporate id given by your company",
    ],
    ["employee-details", employee, "employeeId", "E 1", "Enter your employee id"],
    ["employee-details", employee, "gender", "x", "Choose the gender"],
    [
      "employee-details",
      employee,
      "dateOfBirth",
      "2999-01-01",
      "Date of birth must be a past date",
    ],
    [
      "employee-details",
      employee,
      "collectionDate",
      "2026-02-30",
      "Date is not a real calendar date",
    ],
  ];
  it.each(invalid)(
    "%s: a bad %s… is refused with its message",
    async (path, body, field, value, message) => {
      const res = await post(path, body({ [field]: value }));
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(answer.issues).toContainEqual({ path: field, message });
    },
  );

  it("accepts a submission without the optional fields", async () => {
    const { message: _m, currentBusiness: _c, ...required } = franchise();
    const res = await post("franchise", { ...required, captcha: await solvedCaptcha() });
    expect(res.status).toBe(201);
  });
});
