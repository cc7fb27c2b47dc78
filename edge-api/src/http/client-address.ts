import type { Context } from "hono";

/**
 * The peer address of the TCP connection (the node server's bindings), used as a rate-limit
 * subject. Not X-Forwarded-For: behind a proxy that header is only as honest as the proxy, and
 * without one it is whatever the client says. Tests pass `{ incoming: { socket } }` as bindings.
 */
export function clientAddress(c: Context): string {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}
