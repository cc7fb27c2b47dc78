/**
 * The only module that calls fetch for the API. Every call has a timeout, and every failure is an
 * ApiError saying what kind it was, so callers (and the outbox flusher of issue 6) can tell a
 * rejected request, which must not be retried, from a network problem, which should be.
 */

export const defaultTimeoutMs = 15_000;

export type ApiErrorKind = "network" | "timeout" | "http" | "invalid-response" | "aborted";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The HTTP status for kind "http". */
    readonly status?: number,
    /** The API's JSON `{ error }` code for kind "http", when it sent one. */
    readonly code?: string,
    /** Seconds to wait, from a 429's `Retry-After` header (auth's OTP and lookup limits). */
    readonly retryAfterSeconds?: number,
    /** The refusal's JSON body for kind "http" (e.g. checkout's 422 naming a line). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Worth trying again later: no answer, or the server's own trouble. A 4xx is final. */
  get retryable(): boolean {
    if (this.kind === "network" || this.kind === "timeout") return true;
    if (this.kind !== "http" || this.status === undefined) return false;
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

export interface RequestOptions<T> {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Checks the answer's shape (e.g. a zod schema's `parse`); without it the JSON is trusted. */
  parse?: (json: unknown) => T;
}

async function request<T>(
  method: "GET" | "POST" | "PUT",
  path: `/api/${string}`,
  body: unknown,
  { signal, timeoutMs = defaultTimeoutMs, headers, parse }: RequestOptions<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });
  if (signal?.aborted) controller.abort();

  // FormData (an upload) goes as it is: fetch sets multipart/form-data with its boundary.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
      // The server sends `Referrer-Policy: no-referrer`, under which a browser's POST carries
      // `Origin: null` even to its own origin, and the API's Origin check refuses it (403).
      // "same-origin" sends the real Origin (and Referer) to our own API only, never elsewhere.
      referrerPolicy: "same-origin",
    });
  } catch (error) {
    if (timedOut)
      throw new ApiError("timeout", `${method} ${path} timed out after ${timeoutMs} ms`);
    if (signal?.aborted) throw new ApiError("aborted", `${method} ${path} was cancelled`);
    throw new ApiError("network", `${method} ${path} failed: ${String(error)}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = errorCode(json);
    throw new ApiError(
      "http",
      `${method} ${path} answered ${response.status}`,
      response.status,
      code,
      retryAfterSeconds(response.headers.get("Retry-After")),
      json,
    );
  }
  if (json === undefined) throw new ApiError("invalid-response", `${method} ${path}: not JSON`);
  try {
    return parse ? parse(json) : (json as T);
  } catch {
    throw new ApiError("invalid-response", `${method} ${path}: unexpected answer`);
  }
}

/** `Retry-After` in its seconds form (what the API sends); an HTTP date is not used here. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function errorCode(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null || !("error" in json)) return undefined;
  return typeof json.error === "string" ? json.error : undefined;
}

export function apiGet<T>(path: `/api/${string}`, options: RequestOptions<T> = {}): Promise<T> {
  return request("GET", path, undefined, options);
}

export function apiPost<T>(
  path: `/api/${string}`,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request("POST", path, body, options);
}

export function apiPut<T>(
  path: `/api/${string}`,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request("PUT", path, body, options);
}
