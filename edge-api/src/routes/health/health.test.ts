import { createHash } from "node:crypto";
import { tapsBeforeHydrationScript } from "@vyom/catalog";
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

  it("sends the security headers", async () => {
    const res = await ctx.get("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    // The one inline script allowed: the prerendered pages' tap capture, by its hash.
    const tapsHash = createHash("sha256").update(tapsBeforeHydrationScript).digest("base64");
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toContain(`'sha256-${tapsHash}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await ctx.get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found" });
  });
});
