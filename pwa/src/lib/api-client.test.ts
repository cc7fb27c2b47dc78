import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiGetBlob, apiPost } from "./api-client.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("api client", () => {
  it("sends JSON and returns the parsed answer", async () => {
    const fetchMock = vi.fn(async () => json({ status: "success" }));
    vi.stubGlobal("fetch", fetchMock);
    const answer = await apiPost<{ status: string }>(
      "/api/booking",
      { name: "Asha" },
      {
        headers: { "Idempotency-Key": "k1" },
      },
    );
    expect(answer).toEqual({ status: "success" });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/booking");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Asha"}');
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "k1",
      // The API refuses an OTP send without it: a cross-site <img> cannot add a header.
      "X-Vyom-Client": "app",
    });
  });

  it("turns an error answer into an ApiError with the API's code, final for a 4xx", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "invalid-request" }, 400));
    const error = await apiGet("/api/auth/verify-user/123").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 400, code: "invalid-request" });
    expect((error as ApiError).retryable).toBe(false);
  });

  it("marks server errors and network failures as worth retrying", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "internal" }, 500));
    expect(((await apiGet("/api/x").catch((e: unknown) => e)) as ApiError).retryable).toBe(true);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await apiGet("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("network");
    expect(error.retryable).toBe(true);
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const pending = apiGet("/api/slow", { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: "timeout" });
  });

  it("rejects an answer of the wrong shape when given a parser", async () => {
    vi.stubGlobal("fetch", async () => json({ status: 1 }));
    const parse = (value: unknown) => {
      if (typeof (value as { status?: unknown }).status !== "string") throw new Error("bad");
      return value as { status: string };
    };
    expect(await apiGet("/api/x", { parse }).catch((e: unknown) => e)).toMatchObject({
      kind: "invalid-response",
    });
  });
});

describe("api client, binary answers", () => {
  it("returns the bytes and the file name, never from the browser's cache", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="VD-1.pdf"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { blob, fileName } = await apiGetBlob("/api/reports/1/pdf", {
      accept: "application/pdf",
    });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(fileName).toBe("VD-1.pdf");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({
      method: "GET",
      cache: "no-store",
      referrerPolicy: "same-origin",
      headers: { Accept: "application/pdf" },
    });
  });

  it("turns a refusal into an ApiError with the API's code", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "report-not-found" }, 404));
    expect(await apiGetBlob("/api/reports/x/pdf").catch((e: unknown) => e)).toMatchObject({
      kind: "http",
      status: 404,
      code: "report-not-found",
    });
  });

  it("gives up after the timeout, like the JSON calls", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const pending = apiGetBlob("/api/slow", { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: "timeout" });
  });
});
