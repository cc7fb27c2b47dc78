/**
 * The only module that calls fetch for the API. Every call has a timeout, and every failure is an
 * ApiError saying what kind it was, so callers (and the outbox flusher) can tell a
 * rejected request, which must not be retried, from a network problem, which should be.
 * A call names its route by its key in the route table (`call("POST /api/cart/create", ...)`,
 * catalog/src/contract/routes/), which types it; the table is imported for its types only.
 */
import type { ApiAnswer, ApiRequest, ApiRouteKey, ApiRoutes } from "@vyom/catalog/contract/routes";
import { ApiError } from "./api-error.ts";

export { ApiError, type ApiErrorKind } from "./api-error.ts";

export const defaultTimeoutMs = 15_000;

/**
 * Sent on every API call. A cross-site page can make a browser send a GET (`<img src>`) but not
 * with a custom header, so the API refuses side-effecting GETs (an OTP send) without it.
 */
export const APP_REQUEST_HEADER = { "X-Vyom-Client": "app" } as const;

export interface RequestOptions<T> {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Checks the answer's shape (e.g. a zod schema's `parse`); without it the JSON is trusted. */
  parse?: (json: unknown) => T;
}

interface SendOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  headers: Record<string, string>;
  body: BodyInit | null;
  cache?: RequestCache;
}

/** The fetch itself, with the timeout and cancelling; a failure to get any answer is an ApiError. */
async function send(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: `/api/${string}`,
  { signal, timeoutMs = defaultTimeoutMs, headers, body, cache }: SendOptions,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });
  if (signal?.aborted) controller.abort();
  try {
    return await fetch(path, {
      method,
      headers: { ...APP_REQUEST_HEADER, ...headers },
      body,
      signal: controller.signal,
      // The server sends `Referrer-Policy: no-referrer`, under which a browser's POST carries
      // `Origin: null` even to its own origin, and the API's Origin check refuses it (403).
      // "same-origin" sends the real Origin (and Referer) to our own API only, never elsewhere.
      referrerPolicy: "same-origin",
      ...(cache ? { cache } : {}),
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
}

/** The refusal of a non-2xx answer, with the API's JSON `{ error }` code when it sent one. */
function httpError(method: string, path: string, response: Response, json: unknown): ApiError {
  return new ApiError(
    "http",
    `${method} ${path} answered ${response.status}`,
    response.status,
    errorCode(json),
    retryAfterSeconds(response.headers.get("Retry-After")),
    json,
  );
}

async function request<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: `/api/${string}`,
  body: unknown,
  { signal, timeoutMs, headers, parse }: RequestOptions<T>,
): Promise<T> {
  // FormData (an upload) goes as it is: fetch sets multipart/form-data with its boundary.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await send(method, path, {
    signal,
    timeoutMs,
    headers: {
      Accept: "application/json",
      ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : isForm ? body : JSON.stringify(body),
  });

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw httpError(method, path, response, json);
  if (json === undefined) throw new ApiError("invalid-response", `${method} ${path}: not JSON`);
  try {
    return parse ? parse(json) : (json as T);
  } catch {
    throw new ApiError("invalid-response", `${method} ${path}: unexpected answer`);
  }
}

export interface BlobOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The media type asked for (`Accept`), e.g. "application/pdf". */
  accept?: string;
  /** Further request headers (e.g. a shared report's link token). */
  headers?: Record<string, string>;
}

export interface BlobAnswer {
  blob: Blob;
  /** The `filename` of the answer's Content-Disposition, when it named one. */
  fileName: string | undefined;
}

/**
 * A binary GET (a report's PDF, an uploaded file): the same timeout, referrer and ApiError rules as
 * the JSON calls; a refusal's JSON `{ error }` still becomes the ApiError's code. Never cached by
 * the browser: these files are private to whoever may read them now.
 */
async function getBlob(
  path: `/api/${string}`,
  { signal, timeoutMs, accept = "application/octet-stream", headers }: BlobOptions = {},
): Promise<BlobAnswer> {
  const response = await send("GET", path, {
    signal,
    timeoutMs,
    headers: { ...headers, Accept: accept },
    body: null,
    cache: "no-store",
  });
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => undefined);
    throw httpError("GET", path, response, json);
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  try {
    return { blob: await response.blob(), fileName };
  } catch {
    throw new ApiError("invalid-response", `GET ${path}: the answer could not be read`);
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

// ---- Calls typed by the route table (catalog/src/contract/routes/) ----

/**
 * What a call of `key` takes: the entry's path parameters, query and body (types only: the table's
 * schemas never reach the app's bundle), an upload's form, and the usual options. `parse` checks
 * the answer with the contract's answer schema where the data module wants it checked.
 */
export type CallOptions<K extends ApiRouteKey> = ApiRequest<K> &
  (ApiRoutes[K] extends { upload: object } ? { form: FormData } : { form?: never }) &
  Omit<RequestOptions<ApiAnswer<K>>, "parse"> & {
    parse?: (json: unknown) => ApiAnswer<K>;
  };

/** The body a call of `key` sends, as its entry's request schema takes it. */
export type CallBody<K extends ApiRouteKey> =
  ApiRequest<K> extends { body: infer Body } ? Body : never;
/** What a call of `key` answers when it succeeds. */
export type CallAnswer<K extends ApiRouteKey> = ApiAnswer<K>;

/** The options argument may be left out when the call needs none. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

type Parts = { params?: unknown; query?: unknown };

/** `METHOD /api/path/:name` to its method and the path with each parameter filled in, encoded. */
function target(key: ApiRouteKey, { params, query }: Parts) {
  const [method, template] = key.split(" ") as [ApiMethod, `/api/${string}`];
  const values = (params ?? {}) as Record<string, unknown>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${key}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  }) as `/api/${string}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const queryString = search.toString();
  return { method, path: (queryString ? `${path}?${queryString}` : path) as `/api/${string}` };
}

type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A JSON call of the route `key` ("POST /api/cart/create"): the method and path come from the key,
 * its parameters substituted and encoded; the body, path parameters and query are typed by the
 * route's entry and the answer by its 2xx answers.
 */
export function call<K extends ApiRouteKey>(
  key: K,
  ...[options]: OptionsArgument<CallOptions<K>>
): Promise<ApiAnswer<K>> {
  const { params, query, body, form, ...rest } = (options ?? {}) as Parts & {
    body?: unknown;
    form?: FormData;
  } & RequestOptions<ApiAnswer<K>>;
  const { method, path } = target(key, { params, query });
  return request(method, path, form ?? body, rest);
}

/**
 * The path of the route `key` with its parameters filled in, for a link the browser follows itself
 * (a file's download `href`) rather than a call made here.
 */
export function pathOf<K extends ApiRouteKey>(
  key: K,
  ...[parts]: OptionsArgument<Pick<ApiRequest<K>, "params" | "query">>
): `/api/${string}` {
  return target(key, (parts ?? {}) as Parts).path;
}

/** A binary call (a report's PDF): `getBlob`'s rules, the path from the route table. */
export function callBlob<K extends ApiRouteKey>(
  key: K,
  ...[options]: OptionsArgument<ApiRequest<K> & BlobOptions>
): Promise<BlobAnswer> {
  const { params, query, ...rest } = (options ?? {}) as Parts & BlobOptions;
  return getBlob(target(key, { params, query }).path, rest);
}
