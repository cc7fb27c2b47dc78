/**
 * Demo data (seed.ts) reaches only the server's machine. Every demo record is behind one of two
 * doors: a demo customer's or employee's reports behind an OTP that only the development inbox
 * holds, the demo transactions behind an admin sign-in whose development password works only
 * there. Both doors answer only requests made on the server's machine (http/local-request.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../dev/demo-data/seed.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../test/context.ts";
import { cookieHeader } from "../../test/cookies.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../env.ts";
import { nextAddress, readOtp } from "../routes/auth/auth.test-helpers.ts";
import { otpLimits } from "../services/otp/otp-limits.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db, ctx.clock());
});
afterAll(() => ctx?.close());

/** Lakshmi Narayanan, a legacy demo customer with two seeded reports (README.md). */
const DEMO_CUSTOMER = "9876500001";
/** VYOMCORP's employee E1001, Arun Kumar, and his registered mobile. */
const DEMO_EMPLOYEE = { corporateId: "VYOMCORP", employeeId: "E1001" };
const DEMO_EMPLOYEE_MOBILE = "9876500011";

const fetchTransactions = (address: string) =>
  ctx.postJson(
    "/api/transactions-history/fetch-transactions",
    { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
    { address },
  );

describe("demo data", () => {
  it("stays shut to a remote client: the OTPs cannot be read and the admin password is refused", async () => {
    const remote = nextAddress();
    const sent = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: DEMO_CUSTOMER },
      { address: remote },
    );
    expect(sent.status).toBe(200);
    const corporate = await ctx.postJson("/api/reports/corporate/otp", DEMO_EMPLOYEE, {
      address: remote,
    });
    expect(corporate.status).toBe(200);
    for (const mobile of [DEMO_CUSTOMER, DEMO_EMPLOYEE_MOBILE]) {
      const inbox = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: remote });
      expect(inbox.status).toBe(404);
    }
    const list = await fetchTransactions(remote);
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: "unauthorised" });
  });

  it("opens on the server's machine: the demo customer's reports and the demo transactions", async () => {
    ctx.clock.advance(otpLimits.sendCooldownMs + 1_000);
    const sent = await ctx.postJson(
      "/api/reports/otp",
      { mobileNumber: DEMO_CUSTOMER },
      { address: nextAddress() },
    );
    expect(sent.status).toBe(200);
    const verified = await ctx.postJson(
      "/api/reports/verify",
      { mobileNumber: DEMO_CUSTOMER, otp: await readOtp(ctx, DEMO_CUSTOMER) },
      { address: LOOPBACK },
    );
    expect(verified.status).toBe(200);
    const reports = await ctx.get("/api/reports", { headers: { cookie: cookieHeader(verified) } });
    const { reports: listed } = (await reports.json()) as { reports: unknown[] };
    expect(listed).toHaveLength(2);

    const list = await fetchTransactions(LOOPBACK);
    expect(list.status).toBe(200);
    const { transactions } = (await list.json()) as { transactions: { orderId: string }[] };
    expect(transactions.filter((t) => t.orderId.startsWith("VYD-"))).toHaveLength(30);
  });
});
