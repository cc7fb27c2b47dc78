/**
 * The route table (catalog/src/contract/routes/) and the routes the app registers are the same
 * set: no route under /api without an entry, no entry without its route. The development app
 * (with its `/api/dev` routes and test gateway) and the app over Razorpay register different
 * routes; the table holds them all. Only `GET /metrics` is left out, as it is outside /api: a
 * scraper's Prometheus text, not a call of the API (routes/metrics/metrics.routes.ts).
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { createRazorpayGateway } from "../services/payments/razorpay-gateway.ts";
import type { DescribedApp } from "./openapi.routes.ts";

/** `METHOD /path` of every route the app answers under /api. */
const apiRoutesOf = (app: DescribedApp) =>
  app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path}`);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The app with Razorpay in place of the test gateway: its routes are the other half. */
const appOnRazorpay = () =>
  ctx.appWith({
    payments: createRazorpayGateway({
      apiUrl: "http://127.0.0.1:9",
      keyId: "rzp_test_table",
      keySecret: "key-secret",
      webhookSecret: "webhook-secret",
    }),
  });

describe("the route table", () => {
  it("has an entry for every route the app registers, and a route for every entry", () => {
    const razorpay = appOnRazorpay();
    const registered = new Set([...apiRoutesOf(ctx.app), ...apiRoutesOf(razorpay)]);
    const described = Object.keys(ApiRoutes);
    expect([...registered].sort()).toEqual([...described].sort());
  });

  it("holds the payment gateways' routes and the SMS webhook, whichever gateway runs", () => {
    const razorpay = appOnRazorpay();
    const webhooksAndGateways = (app: DescribedApp) =>
      [...new Set(apiRoutesOf(app))]
        .filter((key) => /^\w+ \/api\/(payments|sms)\//.test(key))
        .sort();
    const gateways = {
      test: webhooksAndGateways(ctx.app),
      razorpay: webhooksAndGateways(razorpay),
    };
    expect(gateways).toEqual({
      test: [
        "GET /api/payments/gateway.css",
        "GET /api/payments/test-gateway/:orderId",
        "POST /api/payments/test-gateway/:orderId/result",
        "POST /api/sms/delivery-reports",
      ],
      razorpay: [
        "GET /api/payments/gateway.css",
        "GET /api/payments/razorpay/:orderId",
        "GET /api/payments/razorpay/payment-page.css",
        "GET /api/payments/razorpay/payment-page.js",
        "POST /api/payments/razorpay/verify",
        "POST /api/payments/razorpay/webhook",
        "POST /api/sms/delivery-reports",
      ],
    });
    const described = new Set<string>(Object.keys(ApiRoutes));
    expect([...gateways.test, ...gateways.razorpay].filter((key) => !described.has(key))).toEqual(
      [],
    );
  });

  it("writes each key as its method, a space and a path under /api with `:name` parameters", () => {
    for (const key of Object.keys(ApiRoutes)) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/(:?[\w.-]+))+$/);
    }
  });
});
