/**
 * `GET /metrics`: only for this machine or the scraper's token; counts what the API did, by
 * route pattern and outcome, and never holds a mobile number.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { createMetrics } from "../../metrics.ts";
import { nextMobile, requestOtp } from "../auth/auth.test-helpers.ts";

const TOKEN = "metrics-scraper-token-0123456789abcdef";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => ctx?.close());

const scrape = (options: { authorization?: string; address?: string; app?: TestContext["app"] }) =>
  (options.app ?? ctx.app).request(
    "/metrics",
    { headers: options.authorization ? { authorization: options.authorization } : {} },
    { incoming: { socket: { remoteAddress: options.address ?? "203.0.113.77" } } },
  );

async function scraped(): Promise<string> {
  const res = await scrape({ authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series, 0 when it does not exist yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function book(mobile: string, headers: Record<string, string> = {}) {
  const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
  const res = await ctx.postJson(
    "/api/booking/",
    { ...bookingBody({ mobile }), captcha },
    { headers, address: "198.18.200.1" },
  );
  expect(res.status).toBe(201);
}

describe("GET /metrics: who may read it", () => {
  it.each([
    ["no token", undefined],
    ["a wrong token", "Bearer metrics-scraper-token-0123456789abcdeX"],
    ["the token as Basic", `Basic ${TOKEN}`],
    ["the token without its scheme", TOKEN],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
  ])("answers 404 to a remote request with %s", async (_name, authorization) => {
    const res = await scrape({ authorization });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found" });
  });

  it("answers a request made on this machine without a token", async () => {
    expect((await scrape({ address: LOOPBACK })).status).toBe(200);
    expect((await scrape({ address: "::1" })).status).toBe(200);
  });

  it("answers 404 to a loopback request relayed by a proxy (it carries a forwarding header)", async () => {
    const res = await ctx.app.request(
      "/metrics",
      { headers: { "x-forwarded-for": "203.0.113.9" } },
      { incoming: { socket: { remoteAddress: LOOPBACK } } },
    );
    expect(res.status).toBe(404);
  });

  it("answers 404 to every bearer token when METRICS_TOKEN is unset", async () => {
    const app = ctx.appWith({ env: { ...ctx.env, METRICS_TOKEN: undefined } });
    expect((await scrape({ app, authorization: "Bearer undefined" })).status).toBe(404);
    expect((await scrape({ app, authorization: "Bearer " })).status).toBe(404);
  });
});

describe("GET /metrics: what it counts", () => {
  it("counts requests, stored bookings, a reused key, CRM hand-offs and OTP SMS", async () => {
    const before = await scraped();
    await book(nextMobile(), { "idempotency-key": "metrics-booking-1" });
    await book(nextMobile());
    const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
    const replay = await ctx.postJson(
      "/api/booking/",
      { ...bookingBody(), captcha },
      { headers: { "idempotency-key": "metrics-booking-1" }, address: "198.18.200.1" },
    );
    expect(replay.status).toBe(422);
    await ctx.deps.crmHandoff.settled();
    expect((await requestOtp(ctx, nextMobile())).status).toBe(200);

    const text = await scraped();
    const grew = (series: string) => seriesValue(text, series) - seriesValue(before, series);
    expect(grew('vyom_outbox_writes_total{form="booking",outcome="stored"}')).toBe(2);
    expect(grew('vyom_outbox_writes_total{form="booking",outcome="key_reused"}')).toBe(1);
    expect(grew('vyom_crm_handoffs_total{attempt="first",outcome="sent"}')).toBe(2);
    expect(grew('vyom_otp_sms_total{outcome="sent"}')).toBe(1);
    const bookings =
      'vyom_http_request_duration_seconds_count{method="POST",route="/api/booking",status_class="2xx"}';
    expect(grew(bookings)).toBe(2);
    const otpRoute =
      'vyom_http_request_duration_seconds_count{method="GET",route="/api/auth/get-otp/:mobile",status_class="2xx"}';
    expect(grew(otpRoute)).toBe(1);
  });

  it("counts a replayed booking, a failed SMS and an SMS refused by the daily budget", async () => {
    const before = await scraped();
    const mobile = nextMobile();
    const key = { "idempotency-key": "metrics-booking-replay" };
    await book(mobile, key);
    await book(mobile, key);

    const broken = ctx.appWith({
      sms: {
        sendOtp: async () => {
          throw new Error("gateway down");
        },
        sendVisitMessage: async () => {
          throw new Error("gateway down");
        },
      },
    });
    const failed = await broken.request(
      `/api/auth/get-otp/${nextMobile()}`,
      { headers: { "x-vyom-client": "app" } },
      { incoming: { socket: { remoteAddress: "198.18.200.2" } } },
    );
    expect(failed.status).toBe(502);
    // A budget of one, already spent by the sends above: the next one is refused.
    const spent = ctx.appWith({ env: { ...ctx.env, SMS_DAILY_BUDGET: 1 } });
    const refused = await spent.request(
      `/api/auth/get-otp/${nextMobile()}`,
      { headers: { "x-vyom-client": "app" } },
      { incoming: { socket: { remoteAddress: "198.18.200.3" } } },
    );
    expect(refused.status).toBe(502);

    const text = await scraped();
    const grew = (series: string) => seriesValue(text, series) - seriesValue(before, series);
    expect(grew('vyom_outbox_writes_total{form="booking",outcome="stored"}')).toBe(1);
    expect(grew('vyom_outbox_writes_total{form="booking",outcome="replayed"}')).toBe(1);
    expect(grew('vyom_otp_sms_total{outcome="failed"}')).toBe(1);
    expect(grew('vyom_otp_sms_total{outcome="refused_budget"}')).toBe(1);
  });

  it("never has a mobile number (or any request's own text) in a label", async () => {
    const mobile = nextMobile();
    await requestOtp(ctx, mobile);
    await ctx.get(`/api/auth/verify-user/${mobile}`);
    await ctx.get(`/api/no-such-route/${mobile}`);
    await ctx.app.request(`/api/auth/get-otp/${mobile}`, { method: "PROPFIND" });
    const text = await scraped();
    expect(text).not.toContain(mobile);
    const labels = [...text.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => ({
      name,
      value,
    }));
    expect(labels.map((l) => l.value)).toContain("/api/auth/get-otp/:mobile");
    for (const { name, value } of labels) {
      expect(value, `${name}=${value}`).not.toMatch(/\d{5}/);
      if (name === "route") expect(value).toMatch(/^(\/([\w.-]+|:\w+|\*))+$|^\*$|^unmatched$/);
    }
  });

  it("keeps one registry per app: a new app's counters start at zero", async () => {
    const app = ctx.appWith({ metrics: createMetrics() });
    const res = await scrape({ app, authorization: `Bearer ${TOKEN}` });
    const text = await res.text();
    expect(seriesValue(text, 'vyom_otp_sms_total{outcome="sent"}')).toBe(0);
    expect(text).toContain("# TYPE vyom_outbox_writes_total counter");
  });
});
