/**
 * The account's ABHA number over HTTP: added only with the consent's words agreed and a fresh
 * OTP, stored with those words in the language they were read in, replaced or withdrawn with the history kept, and put on the
 * holder's own reports in the ABDM export, never on a family member's.
 */
import { ABHA_CONSENT, abhaConsentText } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { fileReport, proveReportMobile } from "../../../test/support/lab-results.ts";
import { abhaLinks, auditLog } from "../../db/schema.ts";
import { nextAddress, nextMobile, signUp, startOfNextHour } from "../auth/auth.test-helpers.ts";
import { type Customer, newCustomer } from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const consent = { consent: true, consentVersion: ABHA_CONSENT.version };
const put = (customer: Customer, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(
    "/api/users/me/abha",
    {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: customer.cookie, ...headers },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: nextAddress() } } },
  );
const del = (customer: Customer) =>
  ctx.app.request(
    "/api/users/me/abha",
    { method: "DELETE", headers: { cookie: customer.cookie } },
    { incoming: { socket: { remoteAddress: nextAddress() } } },
  );
const get = async (customer: Customer) =>
  (await (
    await ctx.get("/api/users/me/abha", { headers: { cookie: customer.cookie } })
  ).json()) as {
    abha: { abhaNumber: string } | null;
  };

describe("an ABHA number on the account", () => {
  it("is stored as ABDM writes it, with the words agreed, and audited", async () => {
    const customer = await newCustomer(ctx);
    expect(await get(customer)).toEqual({ abha: null });
    const res = await put(customer, { abhaNumber: "91 1234 5678 9012", ...consent });
    expect(res.status).toBe(200);
    expect((await get(customer)).abha?.abhaNumber).toBe("91-1234-5678-9012");
    const [row] = await ctx.db
      .select()
      .from(abhaLinks)
      .where(eq(abhaLinks.userId, customer.userId));
    expect(row?.consentText).toBe(abhaConsentText("en"));
    expect(row?.consentLanguage).toBe("en");
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${customer.userId}`));
    expect(audit.map((a) => a.action)).toEqual(["abha-linked"]);
  });

  it("keeps the words a Tamil reader agreed to, in Tamil, and says so in the audit", async () => {
    const customer = await newCustomer(ctx);
    const res = await put(customer, {
      abhaNumber: "91-1234-5678-9012",
      ...consent,
      language: "ta",
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { abha: { consentLanguage: string } };
    expect(answer.abha.consentLanguage).toBe("ta");
    const [row] = await ctx.db
      .select()
      .from(abhaLinks)
      .where(eq(abhaLinks.userId, customer.userId));
    expect(row?.consentText).toBe(abhaConsentText("ta"));
    expect(row?.consentText).not.toBe(abhaConsentText("en"));
    expect(row?.consentLanguage).toBe("ta");
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${customer.userId}`));
    expect(audit?.after).toMatchObject({
      consentVersion: ABHA_CONSENT.version,
      consentLanguage: "ta",
    });
  });

  it("refuses a consent read in a language the app does not speak, storing nothing", async () => {
    const customer = await newCustomer(ctx);
    for (const language of ["fr", "ta\u0000", "\ud800", ["ta"], { ta: true }]) {
      const res = await put(customer, { abhaNumber: "91-1234-5678-9012", ...consent, language });
      expect(res.status, JSON.stringify(language)).toBe(400);
    }
    expect(await get(customer)).toEqual({ abha: null });
  });

  it("refuses it without consent, with an old consent, or not 14 digits, naming why", async () => {
    const customer = await newCustomer(ctx);
    const cases: [unknown, RegExp][] = [
      [{ abhaNumber: "91-1234-5678-9012" }, /Tick the box/],
      [
        { abhaNumber: "91-1234-5678-9012", consent: false, consentVersion: ABHA_CONSENT.version },
        /Tick the box/,
      ],
      [
        { abhaNumber: "91-1234-5678-9012", consent: true, consentVersion: "2020-01" },
        /consent text has changed/,
      ],
      [{ abhaNumber: "91-1234-5678-901", ...consent }, /14-digit ABHA number/],
      [{ abhaNumber: "91-1234-5678-901\u0000", ...consent }, /./],
      [{ abhaNumber: "name@abdm", ...consent }, /14-digit ABHA number/],
    ];
    for (const [body, message] of cases) {
      const res = await put(customer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect(await get(customer)).toEqual({ abha: null });
  });

  it("needs a fresh OTP to change, not a weeks-old session, and no other site", async () => {
    const customer = await newCustomer(ctx);
    const crossSite = await put(
      customer,
      { abhaNumber: "91-1234-5678-9012", ...consent },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    ctx.clock.advance(16 * 60_000);
    const stale = await put(customer, { abhaNumber: "91-1234-5678-9012", ...consent });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: string }).error).toBe("step-up-required");
    expect((await del(customer)).status).toBe(401);
    const anonymous = await ctx.get("/api/users/me/abha");
    expect(anonymous.status).toBe(401);
  });

  it("keeps one live number however it is replaced, and the history when withdrawn", async () => {
    const customer = await newCustomer(ctx);
    const both = await Promise.all([
      put(customer, { abhaNumber: "91-1111-2222-3333", ...consent }),
      put(customer, { abhaNumber: "91-4444-5555-6666", ...consent }),
    ]);
    expect(both.map((r) => r.status).sort()).toContain(200);
    const live = (
      await ctx.db.select().from(abhaLinks).where(eq(abhaLinks.userId, customer.userId))
    ).filter((r) => r.withdrawnAt === null);
    expect(live).toHaveLength(1);
    expect((await del(customer)).status).toBe(200);
    expect(await get(customer)).toEqual({ abha: null });
    const rows = await ctx.db.select().from(abhaLinks).where(eq(abhaLinks.userId, customer.userId));
    expect(rows.every((r) => r.withdrawnAt !== null)).toBe(true);
  });
});

describe("the ABHA number on an ABDM export", () => {
  it("is on the holder's own report, not on a family member's", async () => {
    const customer = await newCustomer(ctx);
    expect((await put(customer, { abhaNumber: "91-7777-8888-9999", ...consent })).status).toBe(200);
    const own = await fileReport(ctx, {
      name: customer.name,
      mobileNumber: customer.mobile,
      hb: 13,
      collectedAt: "2026-12-02T03:30:00.000Z",
    });
    const family = await fileReport(ctx, {
      name: "Ravi Shetty",
      mobileNumber: customer.mobile,
      hb: 14,
      collectedAt: "2026-12-03T03:30:00.000Z",
    });
    // The sign-up's OTP was just sent to this number: its cool-down passes first.
    await startOfNextHour(ctx);
    const cookie = await proveReportMobile(ctx, customer.mobile);
    const exported = async (id: string) =>
      (
        await ctx.get(`/api/reports/${id}/abdm`, { headers: { cookie }, address: nextAddress() })
      ).text();
    expect(await exported(own)).toContain("91-7777-8888-9999");
    expect(await exported(family)).not.toContain("91-7777-8888-9999");
  });

  it("is not on a family member's report whose first name starts with the holder's initial", async () => {
    // "Kavya Shetty R" and "Ravi Shetty" are the same name to a lab's spelling (an initial may
    // stand for a word), never to the holder's own: the ABHA number stays off Ravi's report.
    const mobile = nextMobile();
    const { cookie: holder } = await signUp(ctx, mobile, "Kavya Shetty R");
    const customer = { cookie: holder } as Customer;
    expect((await put(customer, { abhaNumber: "91-4444-5555-6666", ...consent })).status).toBe(200);
    const family = await fileReport(ctx, {
      name: "Ravi Shetty",
      mobileNumber: mobile,
      hb: 14,
      collectedAt: "2026-12-03T03:30:00.000Z",
    });
    await startOfNextHour(ctx);
    const cookie = await proveReportMobile(ctx, mobile);
    const exported = await (
      await ctx.get(`/api/reports/${family}/abdm`, { headers: { cookie }, address: nextAddress() })
    ).text();
    expect(exported).toContain("Ravi Shetty");
    expect(exported).not.toContain("91-4444-5555-6666");
  });
});
