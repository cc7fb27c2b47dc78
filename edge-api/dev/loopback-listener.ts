/**
 * Serves an in-process simulator (legacy customers, MSG91, LeadSquared) on 127.0.0.1: never on
 * a public interface, on a free port unless one is asked for. `close()` cuts open connections
 * first, so a test or a shutdown never waits for a client's keep-alive.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

export interface LoopbackListener {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export function listenOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
  port = 0,
): Promise<LoopbackListener> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: "127.0.0.1", port }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
    server.once("error", reject);
  });
}
