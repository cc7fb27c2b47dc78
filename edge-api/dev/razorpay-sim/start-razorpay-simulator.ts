/**
 * Starts the Razorpay simulator on 127.0.0.1 on an ephemeral port: tests call it to run the
 * adapter (services/payments/razorpay-gateway.ts) over real HTTP and to switch failures on.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import {
  createRazorpaySimulatorApp,
  type RazorpaySimulatorOptions,
  razorpaySimulatorKeys,
} from "./razorpay-sim.app.ts";
import { createRazorpaySimulatorStore, type RazorpaySimulatorStore } from "./razorpay-sim.store.ts";

export interface RunningRazorpaySimulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  keys: RazorpaySimulatorOptions["keys"];
  store: RazorpaySimulatorStore;
  close(): Promise<void>;
}

export function startRazorpaySimulator(
  options: Partial<RazorpaySimulatorOptions> = {},
): Promise<RunningRazorpaySimulator> {
  const keys = options.keys ?? razorpaySimulatorKeys;
  const store = createRazorpaySimulatorStore();
  const app = createRazorpaySimulatorApp(store, { ...options, keys });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: "127.0.0.1", port: 0 },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          keys,
          store,
          close: () =>
            new Promise<void>((done, fail) => {
              if ("closeAllConnections" in server) server.closeAllConnections();
              server.close((err) => (err ? fail(err) : done()));
            }),
        });
      },
    );
    server.once("error", reject);
  });
}
