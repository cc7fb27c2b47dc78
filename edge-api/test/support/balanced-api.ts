/**
 * The API as a client sees it behind a load balancer that sends each request to the next server
 * in turn. Over real HTTP (several server processes behind test/support/round-robin-proxy.ts), or,
 * where the database cannot be shared between processes (PGlite), two apps built separately over
 * one database in this process. Either way each answer says which server gave it (SERVED_BY).
 */
import type { createApp } from "../../src/app.ts";
import { LOOPBACK } from "../context.ts";
import { SERVED_BY } from "./round-robin-proxy.ts";

export interface BalancedRequest extends Omit<RequestInit, "headers"> {
  headers?: Record<string, string>;
  /** The client's address; unset: a request made on the servers' own machine. */
  address?: string;
}

export type BalancedApi = (path: string, init?: BalancedRequest) => Promise<Response>;

/** Through the proxy; the client's address travels in X-Forwarded-For (one trusted hop). */
export function balancedOverProxy(proxyUrl: string): BalancedApi {
  return (path, { address, headers, ...init } = {}) =>
    fetch(`${proxyUrl}${path}`, {
      ...init,
      headers: { ...headers, ...(address ? { "x-forwarded-for": address } : {}) },
    });
}

/** Alternates between apps in this process; the client's address is the TCP peer. */
export function balancedInProcess(apps: ReturnType<typeof createApp>[]): BalancedApi {
  let next = 0;
  return async (path, { address = LOOPBACK, ...init } = {}) => {
    const index = next++ % apps.length;
    const app = apps[index];
    if (!app) throw new Error("no app to send to");
    const res = await app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
    const served = new Response(res.body, res);
    served.headers.set(SERVED_BY, String(index));
    return served;
  };
}
