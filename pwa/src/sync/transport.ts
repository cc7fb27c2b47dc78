/**
 * How the flusher reaches the API: the app's one fetch wrapper (lib/api-client.ts, with its
 * timeouts and ApiError kinds) and the proof-of-work solver. Tests inject their own.
 */
import { type CallOptions, call } from "@/lib/api-client.ts";
import type { OutboxRoute } from "./registry.ts";

export interface OutboxRequest {
  /** The route-table key it is posted to (registry.ts); the path comes from the key. */
  route: OutboxRoute;
  body: unknown;
  idempotencyKey: string;
  /** More headers of this attempt (registry.ts: an upload's captcha). */
  headers?: Record<string, string>;
  signal: AbortSignal;
}

export interface OutboxTransport {
  /** POSTs the body; resolves to the 2xx JSON answer, rejects with an ApiError otherwise. */
  post(request: OutboxRequest): Promise<unknown>;
  /** Fetches a fresh captcha challenge and solves it into the API's captcha value. */
  solveCaptcha(signal: AbortSignal): Promise<string>;
}

/**
 * POSTs through lib/api-client.ts with the submission's Idempotency-Key; captchas from `solve`.
 * Pages pass a solver they load on demand (outbox-runtime.ts); the service worker imports it
 * statically (sw.ts), because a worker cannot `import()`.
 */
export function httpTransport(solve: (signal: AbortSignal) => Promise<string>): OutboxTransport {
  return {
    post: ({ route, body, idempotencyKey, headers, signal }) => {
      // A stored body (or an upload's FormData) was checked by its form when it was queued; read
      // back from IndexedDB its type is unknown here, so it is not the route's typed body.
      const options = {
        body,
        signal,
        headers: { ...headers, "Idempotency-Key": idempotencyKey },
      } as CallOptions<OutboxRoute>;
      return call(route, options);
    },
    solveCaptcha: solve,
  };
}
