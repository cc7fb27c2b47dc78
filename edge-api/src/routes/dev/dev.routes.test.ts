import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, PRODUCTION_ENV, type TestContext } from "../../../test/context.ts";
import { createApp } from "../../app.ts";
import { parseEnv } from "../../env.ts";
import { nextAddress, nextMobile } from "../auth/auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/dev/sms-outbox", () => {
  it("lists the messages sent to a number, newest first", async () => {
    const mobile = nextMobile();
    await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() });
    ctx.clock.advance(61_000);
    await ctx.get(`/api/auth/resend-otp/${mobile}`, { address: nextAddress() });
    const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { message: string; createdAt: string }[];
    };
    expect(messages).toHaveLength(2);
    const [newest, older] = messages;
    expect(newest?.createdAt).toBe(ctx.clock().toISOString());
    expect(Date.parse(newest?.createdAt ?? "")).toBeGreaterThan(Date.parse(older?.createdAt ?? ""));
    for (const m of messages) expect(m.message).toMatch(/^\d{5} is your Vyom Diagnostics OTP\./);
    const other = await ctx.get(`/api/dev/sms-outbox?mobile=${nextMobile()}`);
    expect(await other.json()).toEqual({ messages: [] });
  });

  it("refuses a missing or invalid mobile with 400", async () => {
    expect((await ctx.get("/api/dev/sms-outbox")).status).toBe(400);
    expect((await ctx.get("/api/dev/sms-outbox?mobile=123")).status).toBe(400);
  });

  it("does not exist in production", async () => {
    const env = parseEnv(PRODUCTION_ENV);
    const app = createApp({ ...ctx.deps, env });
    const res = await app.request(`/api/dev/sms-outbox?mobile=${nextMobile()}`);
    expect(res.status).toBe(404);
  });
});
