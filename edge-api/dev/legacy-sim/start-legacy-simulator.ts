/**
 * Starts the legacy simulator on 127.0.0.1 on an ephemeral port. server.ts calls this when
 * LEGACY_API_URL is unset; tests call it to run the legacy client over real HTTP.
 */
import { listenOnLoopback } from "../loopback-listener.ts";
import { legacySimulatorCredentials } from "./legacy-customers.seed.ts";
import { createLegacySimulatorApp, type LegacySimulatorOptions } from "./legacy-sim.app.ts";

export interface RunningLegacySimulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  credentials: { user: string; password: string };
  close(): Promise<void>;
}

export async function startLegacySimulator(
  options: LegacySimulatorOptions & { port?: number } = {},
): Promise<RunningLegacySimulator> {
  const credentials = options.credentials ?? legacySimulatorCredentials;
  const app = createLegacySimulatorApp({ ...options, credentials });
  const listener = await listenOnLoopback(app.fetch, options.port);
  return {
    ...listener,
    credentials,
  };
}
