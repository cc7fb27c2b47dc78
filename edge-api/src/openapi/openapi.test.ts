/**
 * `GET /api/openapi.json` (openapi.routes.ts): every route of the app's real route table under
 * /api is in the document, the document is valid OpenAPI 3.1, and the request bodies it
 * documents are the ones the routes accept.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, PRODUCTION_ENV, type TestContext } from "../../test/context.ts";
import { createRazorpayGateway } from "../services/payments/razorpay-gateway.ts";
import { type DescribedApp, openApiDocument } from "./openapi.routes.ts";

type Operation = { summary?: string; responses?: Record<string, unknown>; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let document: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.get("/api/openapi.json");
  expect(res.status).toBe(200);
  document = (await res.json()) as Document;
});
afterAll(() => ctx.close());

/** `METHOD /path` of every route the app answers under /api, `:param` written `{param}`. */
function apiRoutesOf(app: DescribedApp): string[] {
  const routes = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(routes)].sort();
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("GET /api/openapi.json", () => {
  it("is public and cacheable JSON", async () => {
    const res = await ctx.get("/api/openapi.json");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("refuses another site's page, like every API route", async () => {
    const res = await ctx.get("/api/openapi.json", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "cross-site-request",
      message: "Requests from another site are refused.",
    });
  });

  it("is read-only: a POST to it is no route", async () => {
    const res = await ctx.postJson("/api/openapi.json", { openapi: "3.1.0" });
    expect(res.status).toBe(404);
  });

  it("is the same document on every request, whatever the query", async () => {
    const again = await (await ctx.get("/api/openapi.json?x=%00%ED%A0%80")).json();
    expect(again).toEqual(document);
  });

  it("describes every /api route of the app, with a summary and its answers", () => {
    const routes = apiRoutesOf(ctx.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(operationsOf(document).sort()).toEqual(routes);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.summary).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it("describes the Razorpay routes when Razorpay is the payment adapter", async () => {
    const payments = createRazorpayGateway({
      apiUrl: "http://127.0.0.1:9",
      keyId: "rzp_test_openapi",
      keySecret: "key-secret",
      webhookSecret: "webhook-secret",
    });
    const app = ctx.appWith({ payments });
    const doc = (await openApiDocument(app)) as unknown as Document;
    expect(operationsOf(doc).sort()).toEqual(apiRoutesOf(app));
    expect(doc.paths["/api/payments/razorpay/verify"]?.post?.requestBody).toBeDefined();
  });

  it("describes the bodies handlers read themselves: Razorpay's signed webhook, the test gateway's form", async () => {
    const razorpay = ctx.appWith({
      payments: createRazorpayGateway({
        apiUrl: "http://127.0.0.1:9",
        keyId: "rzp_test_openapi",
        keySecret: "key-secret",
        webhookSecret: "webhook-secret",
      }),
    });
    const doc = (await openApiDocument(razorpay)) as unknown as Document;
    const bodyOf = (operation: Operation | undefined, media: string) =>
      (operation?.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.[media]?.schema;
    expect(
      bodyOf(doc.paths["/api/payments/razorpay/webhook"]?.post, "application/json"),
    ).toMatchObject({ type: "object", required: ["event", "payload"] });
    expect(
      bodyOf(
        document.paths["/api/payments/test-gateway/{orderId}/result"]?.post,
        "application/x-www-form-urlencoded",
      ),
    ).toMatchObject({ type: "object", required: ["token"] });
  });

  it("describes the development routes in development (loaded from edge-api/dev/)", () => {
    expect(document.paths["/api/dev/sms-outbox"]?.get?.summary).toBe(
      "Development only, from this machine: the SMS the dev adapter sent to a number",
    );
    expect(Object.keys(document.paths["/api/dev/lis-simulator"] ?? {}).sort()).toEqual([
      "get",
      "post",
    ]);
  });

  it("describes the production app too (no development routes)", async () => {
    const app = ctx.appWith({ env: { ...ctx.env, NODE_ENV: "production" } });
    const doc = (await openApiDocument(app)) as unknown as Document;
    expect(operationsOf(doc).sort()).toEqual(apiRoutesOf(app));
    expect(Object.keys(doc.paths).some((path) => path.startsWith("/api/dev/"))).toBe(false);
    expect(JSON.stringify(doc)).not.toContain(PRODUCTION_ENV.SECRET_KEY);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe("the documented request bodies are the ones the routes take", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const bodySchema = (method: string, path: string) => {
    const body = document.paths[path]?.[method]?.requestBody as
      | { content: Record<string, { schema: object }> }
      | undefined;
    const schema = body?.content["application/json"]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no JSON body`);
    return ajv.compile(schema);
  };

  it.each([
    ["post", "/api/auth/login", { recievedOtp: "12345", mobileNumber: "9876543210" }],
    ["post", "/api/reports/corporate/otp", { corporateId: "ACME", employeeId: "E-1" }],
    [
      "post",
      "/api/cart/create",
      { tests: [{ testName: "CBC", testPrice: 300, corpId: "T1" }], vyomId: "VYOM1" },
    ],
    ["put", "/api/users/{vyomId}/members", { members: [{ name: "A", relation: "My Self" }] }],
    ["post", "/api/admin/login", { email: "ops@vyom.example", password: "secret" }],
  ])("%s %s: an example the route accepts fits its schema", (method, path, example) => {
    const check = bodySchema(method, path);
    expect(check(example), JSON.stringify(check.errors)).toBe(true);
  });

  it("a body the schema refuses (a missing field, a bad pattern) fails it", () => {
    const check = bodySchema("post", "/api/auth/login");
    expect(check({ mobileNumber: "9876543210" })).toBe(false);
    expect(check({ recievedOtp: "12345", mobileNumber: "12345" })).toBe(false);
  });
});
