/**
 * Starts the LeadSquared simulator on 127.0.0.1 on an ephemeral port. The server calls this when
 * LEADSQUARED_API_URL is unset outside production (services/crm/create-crm.ts); tests call it to
 * run the adapter over real HTTP and to switch failures on and off.
 */
import { listenOnLoopback } from "../loopback-listener.ts";
import { type CrmSimulatorKeys, createCrmSimulatorApp, crmSimulatorKeys } from "./crm-sim.app.ts";
import {
  type CrmSimulatorOptions,
  type CrmSimulatorStore,
  createCrmSimulatorStore,
} from "./crm-sim.store.ts";

export interface RunningCrmSimulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  keys: CrmSimulatorKeys;
  /** What arrived, and the failure switch. */
  store: CrmSimulatorStore;
  close(): Promise<void>;
}

export async function startCrmSimulator(
  options: { keys?: CrmSimulatorKeys; port?: number } & CrmSimulatorOptions = {},
): Promise<RunningCrmSimulator> {
  const keys = options.keys ?? crmSimulatorKeys;
  const store = createCrmSimulatorStore(options);
  const app = createCrmSimulatorApp(store, keys);
  const listener = await listenOnLoopback(app.fetch, options.port);
  return {
    ...listener,
    keys,
    store,
  };
}
