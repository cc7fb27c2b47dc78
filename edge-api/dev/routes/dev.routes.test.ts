import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { labReports, lisMessages } from "../../src/db/schema.ts";
import { loadDevRoutes } from "../../src/development.ts";
import { parseEnv } from "../../src/env.ts";
import { nextMobile, requestOtp } from "../../src/routes/auth/auth.test-helpers.ts";
import {
  createTestContext,
  LOOPBACK,
  PRODUCTION_ENV,
  type TestContext,
} from "../../test/context.ts";
import { seedBookingVisit } from "../../test/support/lab-results.ts";
import { simulatedReportId } from "../lis-sim/lis-simulator.ts";
import { listenOnLoopback } from "../loopback-listener.ts";
import { devRoutes } from "./dev.routes.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/dev/sms-outbox", () => {
  it("lists the messages sent to a number, newest first", async () => {
    const mobile = nextMobile();
    await requestOtp(ctx, mobile);
    ctx.clock.advance(61_000);
    await requestOtp(ctx, mobile, { resend: true });
    const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { message: string; createdAt: string }[];
    };
    expect(messages).toHaveLength(2);
    const [newest, older] = messages;
    expect(newest?.createdAt).toBe(ctx.clock().toISOString());
    expect(Date.parse(newest?.createdAt ?? "")).toBeGreaterThan(Date.parse(older?.createdAt ?? ""));
    for (const m of messages) expect(m.message).toMatch(/^\d{5} is your Vyom Diagnostics OTP\./);
    const other = await ctx.get(`/api/dev/sms-outbox?mobile=${nextMobile()}`, {
      address: LOOPBACK,
    });
    expect(await other.json()).toEqual({ messages: [] });
  });

  it("refuses a missing or invalid mobile with 400", async () => {
    const local = { address: LOOPBACK };
    expect((await ctx.get("/api/dev/sms-outbox", local)).status).toBe(400);
    expect((await ctx.get("/api/dev/sms-outbox?mobile=123", local)).status).toBe(400);
  });

  it("does not exist in production", async () => {
    const env = parseEnv(PRODUCTION_ENV);
    const app = createApp({ ...ctx.deps, env });
    const res = await app.request(`/api/dev/sms-outbox?mobile=${nextMobile()}`);
    expect(res.status).toBe(404);
  });
});

describe("where the development routes come from (src/development.ts)", () => {
  it("are loaded from edge-api/dev/ outside production, and not at all in production", async () => {
    expect(ctx.deps.devRoutes).toBe(devRoutes);
    expect(await loadDevRoutes({ NODE_ENV: "development" })).toBe(devRoutes);
    expect(await loadDevRoutes({ NODE_ENV: "test" })).toBe(devRoutes);
    expect(await loadDevRoutes({ NODE_ENV: "production" })).toBeUndefined();
  });

  it("are absent from an app given none, as in the compiled server, even from this machine", async () => {
    const mobile = nextMobile();
    await requestOtp(ctx, mobile);
    const app = ctx.appWith({ devRoutes: undefined });
    const local = { incoming: { socket: { remoteAddress: LOOPBACK } } };
    const inbox = `/api/dev/sms-outbox?mobile=${mobile}`;
    expect((await ctx.app.request(inbox, {}, local)).status).toBe(200);
    expect((await app.request(inbox, {}, local)).status).toBe(404);
    expect((await app.request("/api/dev/lis-simulator", {}, local)).status).toBe(404);
  });
});

describe("the development inbox answers only requests made on the server's machine", () => {
  /** A number with an OTP waiting in the inbox. */
  async function otpWaiting() {
    const mobile = nextMobile();
    expect((await requestOtp(ctx, mobile)).status).toBe(200);
    return mobile;
  }

  it("is 404, as if it did not exist, from any other address", async () => {
    const mobile = await otpWaiting();
    const remote = ["203.0.113.10", "10.0.0.7", "192.168.1.20", "::ffff:10.0.0.7", "2001:db8::1"];
    for (const address of [...remote, "fe80::1", "unknown"]) {
      const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address });
      expect(res.status, address).toBe(404);
      expect(await res.json()).toEqual({ error: "not-found" });
    }
  });

  it("is 404 to a remote client claiming loopback in a forwarding header, even behind a trusted proxy", async () => {
    const mobile = await otpWaiting();
    const claims: Record<string, string>[] = [
      { "x-forwarded-for": "127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
    ];
    for (const headers of claims) {
      const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, {
        address: "203.0.113.10",
        headers,
      });
      expect(res.status).toBe(404);
    }
    const behindProxy = ctx.appWith({ env: { ...ctx.env, TRUSTED_PROXY_HOPS: 1 } });
    const res = await behindProxy.request(
      `/api/dev/sms-outbox?mobile=${mobile}`,
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
    );
    expect(res.status).toBe(404);
  });

  it("is 404 to a request relayed by a proxy on the server's machine", async () => {
    const mobile = await otpWaiting();
    const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, {
      address: LOOPBACK,
      headers: { "x-forwarded-for": "203.0.113.10" },
    });
    expect(res.status).toBe(404);
  });

  it("answers loopback in every spelling", async () => {
    const mobile = await otpWaiting();
    for (const address of ["127.0.0.1", "127.4.5.6", "::1", "::ffff:127.0.0.1"]) {
      const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address });
      expect(res.status, address).toBe(200);
      const { messages } = (await res.json()) as { messages: unknown[] };
      expect(messages).toHaveLength(1);
    }
  });
});

describe("POST /api/dev/lis-simulator", () => {
  const SIMULATOR = "/api/dev/lis-simulator";
  let bookings = 0;
  const collected = async (status: "collected" | "confirmed" = "collected") => {
    const n = ++bookings;
    const name = `Anand Krishnan ${String.fromCharCode(65 + n)}`;
    const mobileNumber = `97300${String(n).padStart(5, "0")}`;
    const seeded = await seedBookingVisit(ctx.db, { name, mobileNumber, status, now: ctx.clock() });
    return { ...seeded, name };
  };

  it("sends over real HTTP to the server's own ingest API, which files the report", async () => {
    const server = await listenOnLoopback(ctx.app.fetch);
    try {
      const { visitId } = await collected();
      const post = (body: object) =>
        fetch(`${server.url}${SIMULATOR}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const partial = await post({ visitId, stage: "partial", protocol: "hl7v2" });
      expect(partial.status).toBe(200);
      expect(await partial.json()).toEqual({
        status: 201,
        message: expect.stringMatching(/version 1 .* held until a pathologist signs it/),
        lisReportId: simulatedReportId(visitId),
      });
      const final = await post({ visitId, stage: "final", protocol: "fhir", critical: true });
      expect(await final.json()).toMatchObject({
        status: 201,
        message: expect.stringMatching(/version 2 .* held until the desk records calling/),
      });
      const reports = await ctx.db.select().from(labReports).where(eq(labReports.visitId, visitId));
      expect(reports.map((r) => [r.lisStatus, r.critical])).toEqual([
        ["partial", false],
        ["final", true],
      ]);
      const messages = await ctx.db
        .select({ protocol: lisMessages.protocol, keyId: lisMessages.keyId })
        .from(lisMessages)
        .where(eq(lisMessages.lisReportId, simulatedReportId(visitId)));
      // Filed with the development key: no lab key of the database's.
      expect(messages).toEqual([
        { protocol: "hl7v2", keyId: null },
        { protocol: "fhir", keyId: null },
      ]);
    } finally {
      await server.close();
    }
  });

  it("tells the API's refusal for a visit not collected, over real HTTP", async () => {
    const server = await listenOnLoopback(ctx.app.fetch);
    try {
      const { visitId, bookingId } = await collected("confirmed");
      const res = await fetch(`${server.url}${SIMULATOR}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ visitId, stage: "final", protocol: "hl7v2" }),
      });
      expect(await res.json()).toMatchObject({
        status: 409,
        message: `The sample of ${bookingId} has not been collected (its visit is confirmed): results cannot be filed for it.`,
      });
    } finally {
      await server.close();
    }
  });

  it("is there for the desk to find, from this machine only", async () => {
    const res = await ctx.get(SIMULATOR, { address: LOOPBACK });
    expect(await res.json()).toEqual({
      stages: ["partial", "final", "corrected"],
      protocols: ["fhir", "hl7v2"],
    });
    expect((await ctx.get(SIMULATOR, { address: "203.0.113.10" })).status).toBe(404);
  });

  it("refuses a body that is not a visit, a stage and a protocol", async () => {
    const local = { address: LOOPBACK };
    const visitId = "00000000-0000-4000-8000-000000000000";
    const bodies = [
      { visitId: "not-a-visit", stage: "final", protocol: "fhir" },
      { visitId, stage: "preliminary", protocol: "fhir" },
      { visitId, stage: "final", protocol: "hl7v3" },
      { visitId, stage: "final", protocol: "fhir", critical: "yes" },
    ];
    for (const body of bodies) {
      const res = await ctx.postJson(SIMULATOR, body, local);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid-request" });
    }
    const unknown = await ctx.postJson(
      SIMULATOR,
      { visitId, stage: "final", protocol: "fhir" },
      local,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "not-found", message: "No visit has this id." });
  });

  it("says so when no server is listening (an in-process request), sending nothing", async () => {
    const { visitId } = await collected();
    const body = { visitId, stage: "final", protocol: "fhir" };
    const res = await ctx.postJson(SIMULATOR, body, { address: LOOPBACK });
    expect(await res.json()).toMatchObject({ status: 503, message: /no server is listening/ });
    expect(await ctx.db.select().from(labReports).where(eq(labReports.visitId, visitId))).toEqual(
      [],
    );
  });

  it("is 404 from another machine, and does not exist in production", async () => {
    const { visitId } = await collected();
    const body = { visitId, stage: "final", protocol: "fhir" };
    expect((await ctx.postJson(SIMULATOR, body, { address: "203.0.113.10" })).status).toBe(404);
    const production = createApp({ ...ctx.deps, env: parseEnv(PRODUCTION_ENV) });
    const res = await production.request(
      SIMULATOR,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: LOOPBACK } } },
    );
    expect(res.status).toBe(404);
  });
});
