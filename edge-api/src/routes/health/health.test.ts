import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("GET /api/ready (mounted by createApp, in the OpenAPI document)", () => {
  it("answers ready when the database has every migration, never cached", async () => {
    const res = await ctx.get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready", database: "up", migrations: "current" });
  });

  it("answers 503 with the missing part from the injected check", async () => {
    const down = ctx.appWith({ readiness: async () => ({ database: "timeout" }) });
    const res = await down.request("/api/ready", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not-ready", database: "timeout" });
    const pending = ctx.appWith({
      readiness: async () => ({ database: "up", pending: ["0042_x"] }),
    });
    const later = await pending.request("/api/ready", {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(await later.json()).toEqual({
      status: "not-ready",
      database: "up",
      migrations: "pending",
      pending: ["0042_x"],
    });
  });
});

describe("GET /api/health", () => {
  it("answers ok after a database round-trip", async () => {
    const res = await ctx.get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends a JSON answer the API's security headers, and none of a page's", async () => {
    for (const res of [await ctx.get("/api/health"), await ctx.get("/api/no-such-thing")]) {
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      for (const pageOnly of [
        "cross-origin-opener-policy",
        "origin-agent-cluster",
        "x-dns-prefetch-control",
        "x-download-options",
        "x-permitted-cross-domain-policies",
        "x-xss-protection",
      ]) {
        expect(res.headers.get(pageOnly), pageOnly).toBeNull();
      }
    }
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await ctx.get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found" });
  });
});
