/**
 * Whether a request was made on this machine, for the development-only doors (the SMS inbox, the
 * development admin password): its TCP peer is a loopback address (127.0.0.0/8, ::1, or
 * ::ffff:127.x.y.z) and it carries no forwarding header.
 *
 * The peer decides, never a header: X-Forwarded-For and its kin are written by whoever sends the
 * request. They can only close the door: a proxy or tunnel on this machine (nginx, a dev tunnel)
 * relays the whole internet from 127.0.0.1 and says so in them. TRUSTED_PROXY_HOPS plays no part.
 */
import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { peerAddress } from "./client-address.ts";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** True for 127.0.0.0/8 and ::1 in any spelling, IPv4-mapped ones included. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}

export function isLocalRequest(c: Context): boolean {
  if (!isLoopbackAddress(peerAddress(c))) return false;
  return FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
}

/** 404, as if the route did not exist, to any request not made on this machine. */
export const localOnly: MiddlewareHandler = async (c, next) => {
  if (!isLocalRequest(c)) return c.json({ error: "not-found" }, 404);
  await next();
};
