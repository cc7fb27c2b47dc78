import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMsg91Simulator } from "../../../dev/sms-sim/start-msg91-simulator.ts";
import { createTestContext, TEST_ENV, type TestContext } from "../../../test/context.ts";
import { smsDeliveryReports } from "../../db/schema.ts";
import { parseEnv } from "../../env.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMsg91SmsSender } from "../../services/sms/msg91-sms.ts";

const TOKEN = "dlr_3kQ9vX7mPzR2tY8wL4nB6cH1jF5sD0aG";
const PATH = `/api/sms/delivery-reports?token=${TOKEN}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { MSG91_DLR_TOKEN: TOKEN } });
});
afterAll(() => ctx.close());

let seq = 0;
const nextRequestId = () => {
  seq += 1;
  return `65a1b2c3d4e5f6a7b8c9${String(seq).padStart(4, "0")}`;
};

/** A report as MSG91's webhook v3 posts it. */
const reportOf = (requestId: string, status = "1", desc = "DELIVERED") => ({
  date: "2030-06-01 10:06:20",
  number: "919876543210",
  senderId: "VYOMDX",
  amount: "0.01",
  requestId,
  INMSID: "0",
  CRQID: "0",
  credit: "1",
  userId: "271234",
  campaignName: "API",
  status,
  desc,
});

const stored = (requestId: string) =>
  ctx.db.select().from(smsDeliveryReports).where(eq(smsDeliveryReports.requestId, requestId));

describe("POST /api/sms/delivery-reports", () => {
  it("records MSG91's status for the request id, without the number", async () => {
    const requestId = nextRequestId();
    const res = await ctx.postJson(PATH, reportOf(requestId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "recorded" });
    const rows = await stored(requestId);
    expect(rows).toEqual([
      { requestId, status: "1", description: "DELIVERED", reportedAt: ctx.clock() },
    ]);
  });

  it("takes a replayed report once, and a later report for the same request replaces it", async () => {
    const requestId = nextRequestId();
    for (let i = 0; i < 3; i += 1) {
      expect((await ctx.postJson(PATH, reportOf(requestId, "2", "FAILED"))).status).toBe(200);
    }
    expect(await stored(requestId)).toHaveLength(1);
    await Promise.all([
      ctx.postJson(PATH, reportOf(requestId, "1")),
      ctx.postJson(PATH, reportOf(requestId, "1")),
    ]);
    const rows = await stored(requestId);
    expect(rows.map((r) => [r.status, r.description])).toEqual([["1", "DELIVERED"]]);
  });

  it("answers 404 to a wrong, partial, missing or misplaced token, and stores nothing", async () => {
    const requestId = nextRequestId();
    const body = reportOf(requestId);
    for (const path of [
      "/api/sms/delivery-reports",
      "/api/sms/delivery-reports?token=",
      `/api/sms/delivery-reports?token=${TOKEN.slice(0, -1)}`,
      `/api/sms/delivery-reports?token=${TOKEN}x`,
      `/api/sms/delivery-reports?token=${TOKEN.toLowerCase()}`,
      `/api/sms/delivery-reports/${TOKEN}`,
    ]) {
      const res = await ctx.postJson(path, body);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: "not-found" });
    }
    expect(await stored(requestId)).toHaveLength(0);
  });

  it("does not exist when MSG91_DLR_TOKEN is unset", async () => {
    const app = ctx.appWith({ env: parseEnv(TEST_ENV) });
    const res = await app.request(PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(reportOf(nextRequestId())),
    });
    expect(res.status).toBe(404);
  });

  it("refuses a malformed report with 400 and stores nothing", async () => {
    const requestId = nextRequestId();
    const bodies: unknown[] = [
      { ...reportOf(requestId), requestId: undefined },
      { ...reportOf(requestId), status: "DELIVERED" },
      { ...reportOf(requestId), status: undefined },
      { ...reportOf(requestId), requestId: `${requestId}\u0000` },
      { ...reportOf(requestId), desc: "DELIVERED\u0000" },
      { ...reportOf(requestId), desc: "DELIVERED\ud800" },
      { ...reportOf(requestId), desc: "<script>alert(1)</script>" },
      [reportOf(requestId)],
      "DELIVERED",
    ];
    for (const body of bodies) {
      const res = await ctx.postJson(PATH, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const deep = `{"requestId": ${"[".repeat(5_000)}"${requestId}"${"]".repeat(5_000)}, "status": "1"}`;
    for (const raw of ['{"requestId": "abc", "status": ', deep]) {
      const res = await ctx.app.request(PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: raw,
      });
      expect(res.status).toBe(400);
    }
    expect(await stored(requestId)).toHaveLength(0);
  });

  it("refuses a browser's cross-site post (403) and a form post (415)", async () => {
    const requestId = nextRequestId();
    const crossSite = await ctx.postJson(PATH, reportOf(requestId), {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const form = await ctx.app.request(PATH, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `data=${encodeURIComponent(JSON.stringify([reportOf(requestId)]))}`,
    });
    expect(form.status).toBe(415);
    expect(await stored(requestId)).toHaveLength(0);
  });

  it("records the report the MSG91 simulator posts after delivering an OTP (over HTTP)", async () => {
    const server = serve({ fetch: ctx.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const sim = await startMsg91Simulator({
      deliver: async () => {},
      deliveryReportUrl: `http://127.0.0.1:${port}${PATH}`,
    });
    try {
      const logger = createMemoryLogger();
      const sender = createMsg91SmsSender({ ...sim, apiUrl: sim.url, logger });
      await sender.sendOtp("9876543210", "12345");
      await sim.idle();
      const requestId = String(
        logger.records.find((r) => r.event === "sms.msg91.accepted")?.requestId,
      );
      const rows = await stored(requestId);
      expect(rows.map((r) => [r.status, r.description])).toEqual([["1", "DELIVERED"]]);
    } finally {
      await sim.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
