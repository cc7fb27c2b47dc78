import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, call, callBlob } from "./api-client.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.useRealTimers();
});

describe("api client", () => {
  it("sends JSON and returns the parsed answer", async () => {
    const fetchMock = vi.fn(async () => json({ status: "success" }));
    vi.stubGlobal("fetch", fetchMock);
    const answer = await call("POST /api/auth/verify-captcha", {
      body: { captchaValue: "Asha" },
      headers: { "Idempotency-Key": "k1" },
    });
    expect(answer).toEqual({ status: "success" });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/auth/verify-captcha");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"captchaValue":"Asha"}');
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "k1",
      // The API refuses an OTP send without it: a cross-site <img> cannot add a header.
      "X-Vyom-Client": "app",
    });
  });

  it("turns an error answer into an ApiError with the API's code, final for a 4xx", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "invalid-request" }, 400));
    const error = await call("GET /api/auth/verify-user/:mobile", {
      params: { mobile: "123" },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 400, code: "invalid-request" });
    expect((error as ApiError).retryable).toBe(false);
  });

  it("marks server errors and network failures as worth retrying", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "internal" }, 500));
    const failed = await call("GET /api/health").catch((e: unknown) => e);
    expect((failed as ApiError).retryable).toBe(true);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await call("GET /api/health").catch((e: unknown) => e)) as ApiError;
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
    const pending = call("GET /api/health", { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: "timeout" });
  });

  it("rejects an answer of the wrong shape when given a parser", async () => {
    vi.stubGlobal("fetch", async () => json({ status: 1 }));
    const parse = (value: unknown) => {
      if (typeof (value as { status?: unknown }).status !== "string") throw new Error("bad");
      return value as { status: "ok" };
    };
    expect(await call("GET /api/health", { parse }).catch((e: unknown) => e)).toMatchObject({
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
    const { blob, fileName } = await callBlob("GET /api/reports/:id/pdf", {
      params: { id: "1" },
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
    const refused = await callBlob("GET /api/reports/:id/pdf", { params: { id: "x" } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({
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
    const pending = callBlob("GET /api/shared-reports/pdf", { timeoutMs: 1000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: "timeout" });
  });
});

describe("api client, calls named by the route table", () => {
  it("takes the method and path from the key and sends the body as JSON", async () => {
    const fetchMock = vi.fn(async () => json({ cartDoc: { _id: "c1" } }));
    vi.stubGlobal("fetch", fetchMock);
    const body = { vyomId: "VY1", tests: [], healthPackages: [] };
    const answer = await call("POST /api/cart/create", { body });
    expect(answer.cartDoc._id).toBe("c1");
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/cart/create");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify(body));
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Vyom-Client": "app",
    });
  });

  it("writes the query from its fields, leaving out those not given", async () => {
    const fetchMock = vi.fn(async () => json({ served: false, message: "no" }));
    vi.stubGlobal("fetch", fetchMock);
    await call("GET /api/collection-windows", {
      query: { pincode: "560001", date: "2026-12-01", fasting: undefined },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/collection-windows?pincode=560001&date=2026-12-01");
    expect(init.method).toBe("GET");
    expect(init.body).toBeNull();
  });

  it("answers a refusal with the same ApiError as before", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "no-challenge" }, 404));
    expect(await call("GET /api/captcha/challenge").catch((e: unknown) => e)).toMatchObject({
      kind: "http",
      status: 404,
      code: "no-challenge",
      message: "GET /api/captcha/challenge answered 404",
    });
  });

  it("fills in the path's parameters, encoded", async () => {
    const fetchMock = vi.fn(async () => json({ status: "revoked" }));
    vi.stubGlobal("fetch", fetchMock);
    await call("POST /api/reports/:id/shares/:shareId/revoke", {
      params: { id: "a/b c", shareId: "s?1" },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/reports/a%2Fb%20c/shares/s%3F1/revoke");
    expect(init.method).toBe("POST");
    expect(init.body).toBeNull();
  });

  it("fetches a PDF by its route, with the path filled in", async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([37, 80])));
    vi.stubGlobal("fetch", fetchMock);
    await callBlob("GET /api/reports/:id/pdf", {
      params: { id: "r 1" },
      accept: "application/pdf",
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/reports/r%201/pdf");
    expect(init).toMatchObject({ method: "GET", cache: "no-store" });
  });

  it("checks the answer with the parser given", async () => {
    vi.stubGlobal("fetch", async () => json({ cartDoc: {} }));
    const parse = (value: unknown) => {
      if (typeof (value as { cartDoc: { _id?: unknown } }).cartDoc._id !== "string")
        throw new Error("bad");
      return value as { cartDoc: { _id: string } };
    };
    const body = { vyomId: "VY1" };
    expect(
      await call("POST /api/cart/create", { body, parse }).catch((e: unknown) => e),
    ).toMatchObject({ kind: "invalid-response" });
  });
});
