import { labTests } from "@vyom/catalog";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, corporateEmployees, labReports, transactions } from "../../src/db/schema.ts";
import { flagOf } from "../../src/services/reports/lab-reports.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../test/context.ts";
import { seededLegacyCustomers } from "../legacy-sim/legacy-customers.seed.ts";
import { demoTransactions, seedDemoData } from "./seed.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("seedDemoData", () => {
  it("adds ~30 transactions, a few bookings, the demo reports and the service areas, once", async () => {
    const first = await seedDemoData(ctx.db, ctx.clock());
    expect(first.transactions).toBe(30);
    expect(first.bookings).toBeGreaterThanOrEqual(3);
    expect(first.labReports).toBe(6);
    expect(first.corporateEmployees).toBe(3);
    expect(first.serviceAreas).toBe(6);
    ctx.clock.advance(24 * 60 * 60 * 1000);
    expect(await seedDemoData(ctx.db, ctx.clock())).toEqual({
      transactions: 0,
      bookings: 0,
      labReports: 0,
      corporateEmployees: 0,
      serviceAreas: 0,
    });
    const [t] = await ctx.db.select({ n: count() }).from(transactions);
    const [b] = await ctx.db.select({ n: count() }).from(bookings);
    const [r] = await ctx.db.select({ n: count() }).from(labReports);
    expect(t?.n).toBe(30);
    // Each demo report has its completed booking.
    expect(b?.n).toBe(first.bookings + first.labReports);
    expect(r?.n).toBe(6);
  });

  it("gives the legacy demo customers and VYOMCORP's employees realistic reports", async () => {
    const reports = await ctx.db.select().from(labReports);
    const employees = await ctx.db.select().from(corporateEmployees);
    for (const mobile of ["9876500001", "9876500002"]) {
      const legacy = seededLegacyCustomers.find((c) => c.MobileNo === mobile);
      const own = reports.filter((report) => report.mobileNumber === mobile);
      expect(own.length).toBeGreaterThan(0);
      for (const report of own) expect(report.patientName).toBe(legacy?.Customername);
    }
    expect(employees.map((e) => `${e.corporateId}/${e.employeeId}`).sort()).toEqual([
      "VYOMCORP/E1001",
      "VYOMCORP/E1002",
      "VYOMCORP/E1003",
    ]);
    for (const employee of employees) {
      const own = reports.filter((report) => report.employeeId === employee.employeeId);
      expect(own.map((report) => report.patientName)).toEqual([employee.name]);
      expect(own[0]?.mobileNumber).toBe(employee.mobileNumber);
    }
    const tests = reports.flatMap((report) => report.tests);
    for (const test of tests) {
      expect(labTests.find((t) => t.corpId === test.corpId)?.testName).toBe(test.testName);
    }
    const names = new Set(tests.map((t) => t.testName));
    for (const name of ["CBC", "Lipid Profile", "Hba1c", "Thyroid Profile", "Liver Function"]) {
      expect(names.has(name)).toBe(true);
    }
    const parameters = tests.flatMap((t) => t.parameters);
    expect(parameters.filter((p) => flagOf(p) === "High").length).toBeGreaterThan(2);
    expect(parameters.filter((p) => flagOf(p) === "Low").length).toBeGreaterThan(1);
    for (const report of reports) {
      expect(report.reportedAt.getTime()).toBeGreaterThan(report.collectedAt.getTime());
    }
  });

  it("makes realistic rows: paid and unpaid, catalogue products, JSON logs, last 60 days", () => {
    const now = new Date("2025-03-14T06:00:00Z");
    const rows = demoTransactions(now);
    expect(rows.some((r) => r.paymentStatus)).toBe(true);
    expect(rows.some((r) => !r.paymentStatus)).toBe(true);
    for (const row of rows) {
      expect(row.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.amount).toBe(row.products.reduce((sum, p) => sum + p.price, 0));
      const log = JSON.parse(row.responseLog) as { txnid: string; status: string };
      expect(log.txnid).toBe(row.orderId);
      expect(log.status === "success").toBe(row.paymentStatus);
      const age = now.getTime() - row.updatedAt.getTime();
      expect(age).toBeLessThan(61 * 24 * 60 * 60 * 1000);
    }
  });

  it("is listed by fetch-transactions newest first", async () => {
    const res = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      { emailAddress: ctx.env.ADMIN_EMAIL, password: ctx.env.ADMIN_PASSWORD },
      { address: LOOPBACK },
    );
    const body = (await res.json()) as { transactions: { updatedAt: string }[] };
    const times = body.transactions.map((t) => Date.parse(t.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times).toHaveLength(30);
  });
});
