/**
 * The client's address, used as a rate-limit subject.
 *
 * By default (TRUSTED_PROXY_HOPS=0) it is the peer address of the TCP connection (the node
 * server's bindings) and X-Forwarded-For is ignored: without a proxy that header is whatever the
 * client says. Behind N proxies we run (TRUSTED_PROXY_HOPS=N, e.g. 1 for one load balancer), each
 * proxy appends the address it received the request from, so the N-th entry from the RIGHT of
 * X-Forwarded-For was written by our outermost proxy: that is the client. Entries further left
 * came from the client and are never trusted. When the header is missing, has fewer than N
 * entries, or its trusted part is not plain IP addresses, the peer address is used (one shared
 * bucket for the odd request rather than a bucket the client picks).
 * Tests pass `{ incoming: { socket } }` as bindings.
 */
import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";

export type ClientAddressVariables = { trustedProxyHops: number };

/** Mounted once by createApp: how many proxies in front of the server are ours (env). */
export function trustedProxies(hops: number): MiddlewareHandler<{
  Variables: ClientAddressVariables;
}> {
  return async (c, next) => {
    c.set("trustedProxyHops", hops);
    await next();
  };
}

/** The address N trusted hops back, or the peer (see the module comment). Pure, for tests. */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  hops: number,
): string {
  if (hops <= 0 || forwardedFor === undefined) return peer;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  if (entries.length < hops) return peer;
  const trusted = entries.slice(entries.length - hops);
  if (!trusted.every((entry) => isIP(entry) !== 0)) return peer;
  return trusted[0] ?? peer;
}

export function clientAddress(c: Context): string {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = bindings?.incoming?.socket?.remoteAddress ?? "unknown";
  const hops = (c.var as Partial<ClientAddressVariables>).trustedProxyHops ?? 0;
  return resolveClientAddress(peer, c.req.header("x-forwarded-for"), hops);
}
