/**
 * Starts the legacy simulator on 127.0.0.1 on an ephemeral port. server.ts calls this when
 * LEGACY_API_URL is unset; tests call it to run the legacy client over real HTTP.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { legacySimulatorCredentials } from "./legacy-customers.seed.ts";
import { createLegacySimulatorApp, type LegacySimulatorOptions } from "./legacy-sim.app.ts";

export interface RunningLegacySimulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  credentials: { user: string; password: string };
  close(): Promise<void>;
}

export function startLegacySimulator(
  options: LegacySimulatorOptions & { port?: number } = {},
): Promise<RunningLegacySimulator> {
  const credentials = options.credentials ?? legacySimulatorCredentials;
  const app = createLegacySimulatorApp({ ...options, credentials });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: "127.0.0.1", port: options.port ?? 0 },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          credentials,
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
