/**
 * The client's address (`clientAddress`) and the rate-limit subject made from it (`clientGroup`).
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

/**
 * The rate-limit subject for an address. One IPv6 subscriber is given a whole /64 (and can pick
 * any of its 2^64 addresses), so IPv6 counts per /64 prefix; an IPv4-mapped IPv6 address is its
 * IPv4 address. Anything that is not an IP address is kept as it is (one shared bucket).
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  // A trailing embedded IPv4 part (a.b.c.d) takes two groups; only the first four matter here.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const missing = address.includes("::") ? 8 - width(left) - width(right) : 0;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** The TCP peer of the connection: whoever opened it, which no header can change. */
export function peerAddress(c: Context): string {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}

export function clientAddress(c: Context): string {
  const hops = (c.var as Partial<ClientAddressVariables>).trustedProxyHops ?? 0;
  return resolveClientAddress(peerAddress(c), c.req.header("x-forwarded-for"), hops);
}

/** Who a per-client rate limit counts: the client's address, IPv6 grouped by /64. */
export function clientGroup(c: Context): string {
  return addressGroup(clientAddress(c));
}
