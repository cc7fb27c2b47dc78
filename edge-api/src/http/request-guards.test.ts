import { request as httpRequest } from "node:http";
/**
 * The API's request guards over HTTP: the upload routes take multipart up to 6 MB; every other
 * route still takes JSON only, up to 64 KB; the Origin check applies to all of them.
 */

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../dev/loopback-listener.ts";
import { createTestContext, type TestContext } from "../../test/context.ts";
import {
  captchaHeader,
  postForm,
  samples,
  uploadForm,
} from "../services/uploads/uploads.test-support.ts";
import { isUploadPath, jsonBodyLimit, jsonOnly } from "./request-guards.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const uploadRoutes = ["/api/prescriptions", "/api/careers/applications"];
const aFile = (field: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(samples.pdf());
  return { field, bytes, name: "big.pdf", type: "application/pdf" };
};

/** A body streamed without Content-Length, so the limit must be counted as it arrives. */
function streamOf(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe("isUploadPath", () => {
  it("matches exactly the two upload routes, with or without a trailing slash", () => {
    expect(isUploadPath("/api/prescriptions")).toBe(true);
    expect(isUploadPath("/api/prescriptions/")).toBe(true);
    expect(isUploadPath("/api/careers/applications")).toBe(true);
    for (const path of [
      "/api/careers",
      "/api/prescriptions/x",
      "/api/booking",
      "/api/prescription",
    ]) {
      expect(isUploadPath(path)).toBe(false);
    }
  });
});

describe("the upload routes", () => {
  it.each(uploadRoutes)("%s reads a 1 MB multipart body (past the JSON limit)", async (path) => {
    const field = path.includes("careers") ? "resume" : "file";
    const res = await postForm(
      ctx,
      path,
      uploadForm({ name: "Priya Raman" }, aFile(field, 1024 * 1024)),
      await captchaHeader(ctx),
    );
    // Past both body guards: the route itself answers (a missing field or captcha), not 413/415.
    expect([400, 403]).toContain(res.status);
    expect(((await res.json()) as { error: string }).error).not.toMatch(
      /payload-too-large|unsupported/,
    );
  });

  it.each(uploadRoutes)(
    "%s refuses a streamed body over 6 MB while it arrives (413)",
    async (path) => {
      const res = await postForm(ctx, path, streamOf(6 * 1024 * 1024 + 1), {
        "content-type": "multipart/form-data; boundary=x",
        ...(await captchaHeader(ctx)),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: "payload-too-large",
        message: "The upload is larger than 6 MB.",
      });
    },
  );

  it.each(uploadRoutes)("%s refuses another site's Origin (403)", async (path) => {
    const res = await postForm(ctx, path, uploadForm({ name: "Priya Raman" }), {
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "forbidden-origin",
      message: "Requests from another site are refused.",
    });
  });
});

describe("every other route", () => {
  it("still refuses multipart and form bodies (415)", async () => {
    for (const path of ["/api/booking/", "/api/auth/verify-captcha", "/api/careers"]) {
      const res = await postForm(ctx, path, uploadForm({ name: "Priya" }, aFile("file", 100)));
      expect(res.status, path).toBe(415);
      expect(await res.json()).toEqual({
        error: "unsupported-media-type",
        message: "Send the request as application/json.",
      });
    }
  });

  it("still refuses a JSON body over 64 KB (413), even one streamed", async () => {
    const big = await ctx.postJson("/api/auth/verify-captcha", {
      captchaValue: "x".repeat(70 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: "payload-too-large",
      message: "The request is larger than 64 KB.",
    });
    const streamed = await ctx.app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: streamOf(1024 * 1024),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

/** A Request that counts how often its `body` stream is asked for. */
function watchedRequest(init: RequestInit) {
  const request = new Request("http://localhost/", init);
  // The getter of whichever class up the chain defines it (the test run's Request may be a
  // subclass of undici's).
  let proto: object | null = Object.getPrototypeOf(request);
  while (proto && !Object.hasOwn(proto, "body")) proto = Object.getPrototypeOf(proto);
  const bodyOf = proto ? Object.getOwnPropertyDescriptor(proto, "body")?.get : undefined;
  const watched = Object.assign(request, { bodyAsked: 0 });
  Object.defineProperty(request, "body", {
    get() {
      watched.bodyAsked++;
      return bodyOf?.call(request);
    },
  });
  return watched;
}

describe("the JSON body guards", () => {
  // On @hono/node-server, asking a request for its body stream builds the whole web Request
  // (undici's, a ReadableStream over the socket, an AbortController) that reading the JSON
  // directly never needs (docs/performance.md, figure 4): a declared length is judged alone.
  const guarded = new Hono()
    .use(jsonBodyLimit(), jsonOnly())
    .post("/", async (c) => c.json(await c.req.json()));
  const post = (body: string, headers: Record<string, string>) =>
    watchedRequest({ method: "POST", headers, body });

  it("judge a body of declared length without asking for its stream", async () => {
    const body = JSON.stringify({ ok: true });
    const fits = post(body, {
      "content-type": "application/json",
      "content-length": String(body.length),
    });
    const res = await guarded.fetch(fits);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(fits.bodyAsked).toBe(0);

    const big = JSON.stringify({ x: "x".repeat(70 * 1024) });
    const tooLarge = post(big, {
      "content-type": "application/json",
      "content-length": String(big.length),
    });
    expect((await guarded.fetch(tooLarge)).status).toBe(413);
    expect(tooLarge.bodyAsked).toBe(0);

    const notJson = post("a=1", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": "3",
    });
    expect((await guarded.fetch(notJson)).status).toBe(415);
    expect(notJson.bodyAsked).toBe(0);
  });

  it("still count a body whose length is not declared", async () => {
    const big = post(JSON.stringify({ x: "x".repeat(70 * 1024) }), {
      "content-type": "application/json",
    });
    expect((await guarded.fetch(big)).status).toBe(413);
    const empty = new Request("http://localhost/", { method: "POST" });
    // No body at all: nothing to refuse as not JSON (the route answers for itself).
    expect((await guarded.fetch(empty)).status).not.toBe(415);
  });
});

describe("a bodiless request over a real connection", () => {
  it("passes the JSON guard: a browser's DELETE with no body is not refused as not JSON", async () => {
    const app = new Hono()
      .use(jsonBodyLimit(), jsonOnly())
      .delete("/", (c) => c.json({ deleted: true }));
    const listener = await listenOnLoopback(app.fetch);
    try {
      // Chromium sends no Content-Length and no Content-Type for a DELETE without a body.
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${listener.url}/`, { method: "DELETE" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end();
      });
      expect(status).toBe(200);
    } finally {
      await listener.close();
    }
  });
});
