import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  LOOPBACK,
  PRODUCTION_ENV,
  type TestContext,
} from "../../../test/context.ts";
import { createApp } from "../../app.ts";
import { parseEnv } from "../../env.ts";
import { nextMobile, requestOtp } from "../auth/auth.test-helpers.ts";

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
