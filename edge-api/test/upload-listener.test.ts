/**
 * Uploads over a real listener on 127.0.0.1. They must not stall the server: while four 5 MB
 * uploads stream in, unrelated requests keep being answered quickly (PGlite is the slow case: it
 * runs on the server's own thread). And a body without a captcha is answered at once, however
 * long the client keeps sending.
 */
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { MAX_FILE_BYTES } from "@vyom/catalog/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { TEST_ENV } from "./context.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { fetchSolvedCaptcha } from "./support/captcha/solve-captcha.ts";

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = parseEnv({ ...TEST_ENV, PWA_DIST: "/nonexistent-vyom-dist" });
  server = await startServer(env, {
    database: database.handle,
    logger: createMemoryLogger(),
    buildPwa: false,
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** A prescription form with a 5 MB PDF, serialised up front so sending costs the test nothing. */
async function prescriptionBody(mobile: string) {
  const bytes = randomBytes(MAX_FILE_BYTES);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  const form = new FormData();
  form.append("name", "Priya Raman");
  form.append("mobileNumber", mobile);
  form.append("file", new File([bytes], "scan.pdf", { type: "application/pdf" }));
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

function post(path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<number>((done, fail) => {
    const req = request(`${server.url}${path}`, {
      method: "POST",
      headers: { ...headers, "content-length": String(body.length) },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", fail);
    req.end(body);
  });
}

async function timedGet(path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

describe("four concurrent 5 MB uploads", () => {
  it("leave an unrelated GET answered within 500 ms", async () => {
    const uploads = await Promise.all(
      ["9000000901", "9000000902", "9000000903", "9000000904"].map(async (mobile) => ({
        ...(await prescriptionBody(mobile)),
        captcha: await fetchSolvedCaptcha((path) => fetch(`${server.url}${path}`)),
      })),
    );
    await timedGet("/api/health"); // a warm connection and route, as in production

    let uploading = true;
    const sent = Promise.all(
      uploads.map(({ body, contentType, captcha }) =>
        post(
          "/api/prescriptions",
          { "content-type": contentType, "x-vyom-captcha": captcha },
          body,
        ),
      ),
    ).finally(() => {
      uploading = false;
    });
    const latencies: number[] = [];
    while (uploading || latencies.length < 5) {
      latencies.push(await timedGet("/api/health"));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = await sent;
    const worst = Math.max(...latencies);
    console.info(
      `GET /api/health during 4 x 5 MB uploads: ${latencies.length} requests, worst ${worst.toFixed(0)} ms, ` +
        `median ${latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)]?.toFixed(0)} ms`,
    );
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(worst).toBeLessThan(500);
  });
});

describe("an endless upload without a captcha", () => {
  it("is answered 403 at once, while the client is still sending", async () => {
    const started = performance.now();
    const { status, sentBytes } = await new Promise<{ status: number; sentBytes: number }>(
      (done, fail) => {
        const req = request(`${server.url}/api/prescriptions`, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" }, // chunked: no length
        });
        let sentBytes = 0;
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        const timer = setInterval(() => {
          req.write(chunk);
          sentBytes += chunk.length;
        }, 5);
        req.on("response", (res) => {
          clearInterval(timer);
          req.destroy();
          done({ status: res.statusCode ?? 0, sentBytes });
        });
        req.on("error", (error) => {
          clearInterval(timer);
          fail(error);
        });
      },
    );
    const elapsed = performance.now() - started;
    console.info(`endless upload: 403 after ${elapsed.toFixed(0)} ms, ${sentBytes} bytes sent`);
    expect(status).toBe(403);
    expect(elapsed).toBeLessThan(2_000);
  });
});
