/**
 * Request ids and what a request leaves in the log, through the real app: the lines checked are
 * the ones pino wrote (the memory logger keeps them as written).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoServiceAreas } from "../../dev/demo-data/demo-service-areas.ts";
import { createTestContext, freshAddress, type TestContext } from "../../test/context.ts";
import { bookingBody } from "../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../test/support/captcha/solve-captcha.ts";
import {
  nextMobile,
  requestOtp,
  sendOtp,
  signUp,
  wrongCode,
} from "../routes/auth/auth.test-helpers.ts";
import { indiaDate } from "../routes/orders/orders.test-helpers.ts";
import { REQUEST_ID_HEADER } from "./request-log.ts";
import { servePwa } from "./static-pwa.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const linesOf = (requestId: string) => ctx.logger.records.filter((r) => r.reqId === requestId);

describe("request ids", () => {
  it("gives each request an id, echoes it, and puts it on every line the request wrote", async () => {
    const from = ctx.logger.records.length;
    const res = await requestOtp(ctx, nextMobile());
    expect(res.status).toBe(200);
    const id = res.headers.get(REQUEST_ID_HEADER) ?? "";
    expect(id).toMatch(UUID);
    const events = linesOf(id).map((r) => r.event);
    // The SMS adapter's line and the request's own line, both from inside the request.
    expect(events).toEqual(expect.arrayContaining(["sms.msg91.accepted", "request"]));
    expect(ctx.logger.records.slice(from).every((r) => r.reqId === id)).toBe(true);
    const second = await ctx.get("/api/health");
    expect(second.headers.get(REQUEST_ID_HEADER)).not.toBe(id);
  });

  it("puts the id on the lines of work an answer starts after it (a pick's visit SMS)", async () => {
    await ctx.db.transaction((tx) => seedDemoServiceAreas(tx));
    const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
    const booked = await ctx.postJson(
      "/api/booking/",
      { ...bookingBody({ mobile: "9300077001", date: indiaDate(1, ctx.clock()) }), captcha },
      { address: freshAddress() },
    );
    expect(booked.status).toBe(201);
    const { id, windowToken } = (await booked.json()) as { id: string; windowToken: string };
    // Picking needs a session of the booking's number (booking.routes.ts).
    const { cookie } = await signUp(ctx, "9300077001");
    const from = ctx.logger.records.length;
    const picked = await ctx.postJson(
      `/api/booking/${id}/window`,
      { token: windowToken, startsAt: "09:00" },
      { address: freshAddress(), headers: { cookie } },
    );
    expect(picked.status).toBe(200);
    const requestId = picked.headers.get(REQUEST_ID_HEADER) ?? "";
    // The visit's SMS leaves after the answer (services/collection-visits/visit-notices.ts).
    const isNotice = (event: string) => /^(sms\.msg91\.|visit-notice\.)/.test(event);
    await vi.waitFor(() =>
      expect(ctx.logger.records.slice(from).some((r) => isNotice(r.event))).toBe(true),
    );
    const notices = ctx.logger.records.slice(from).filter((r) => isNotice(r.event));
    expect(notices.map((r) => r.reqId)).toEqual(notices.map(() => requestId));
  });

  it("puts the id on answers the app did not route and on the 404's log line", async () => {
    const res = await ctx.get("/api/no-such-route");
    expect(res.status).toBe(404);
    const id = res.headers.get(REQUEST_ID_HEADER) ?? "";
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toContainEqual(
      expect.objectContaining({ event: "request", status: 404, route: "/api/*" }),
    );
  });

  it("echoes the id on the built app's files too (a handler's own Response)", async () => {
    const dist = await mkdtemp(join(tmpdir(), "vyom-request-id-"));
    try {
      await writeFile(join(dist, "index.html"), "<!doctype html><p>home</p>");
      const app = ctx.appWith({});
      app.use(servePwa(dist));
      const res = await app.request("/index.html");
      expect(res.status).toBe(200);
      expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it("keeps a sane incoming X-Request-Id", async () => {
    const res = await ctx.get("/api/health", { headers: { "x-request-id": "edge:7f3a9c21-01" } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe("edge:7f3a9c21-01");
    expect(linesOf("edge:7f3a9c21-01").map((r) => r.event)).toEqual(["request"]);
  });

  it.each([
    // Letters no UUID or hash holds, so the log check below cannot match one by chance.
    ["too short", "zqx"],
    ["too long", "a".repeat(65)],
    ["spaces and quotes", 'id "with" spaces'],
    ["a mobile number", "9876543210"],
    ["a mobile number inside", "req-919876543210-x"],
    ["log-line forgery", 'x","level":"error'],
    ["non-ASCII", "req-ünïcödé-12"],
  ])("replaces an incoming id that is %s with a new one", async (_name, incoming) => {
    const res = await ctx.get("/api/health", { headers: { "x-request-id": incoming } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(ctx.logger.lines.join("")).not.toContain(incoming);
  });
});

describe("personal data in the log", () => {
  it("a mobile number, a name and an OTP sent through requests never reach a log line", async () => {
    const mobile = nextMobile();
    const name = "Meenakshi Sundaram";
    const from = ctx.logger.lines.length;

    const code = await sendOtp(ctx, mobile, { purpose: "sign-up" });
    const signUpBody = (otp: string) => ({
      mobileNumber: mobile,
      name,
      email: "meenakshi@example.in",
      pincode: "600041",
      namePrefix: "MS",
      mobileCode: "+91",
      recievedOtp: otp,
    });
    const wrong = await ctx.postJson("/api/auth/sign-up", signUpBody(wrongCode(code)), {
      address: freshAddress(),
    });
    expect(wrong.status).toBe(401);
    const signedUp = await ctx.postJson("/api/auth/sign-up", signUpBody(code), {
      address: freshAddress(),
    });
    expect(signedUp.status).toBe(200);
    const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
    const booked = await ctx.postJson(
      "/api/booking/",
      { ...bookingBody({ name, mobile }), captcha },
      { address: freshAddress() },
    );
    expect(booked.status).toBe(201);
    await ctx.deps.crmHandoff.settled();
    await ctx.get(`/api/auth/verify-user/${mobile}`, { headers: { "x-request-id": mobile } });

    const written = ctx.logger.lines.slice(from).join("");
    expect(written).toContain('"event":"request"');
    for (const secret of [mobile, name, "Meenakshi", "Sundaram", code, wrongCode(code)])
      expect(written).not.toContain(secret);
  });
});
