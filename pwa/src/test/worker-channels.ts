/**
 * First setup file of the app's unit-test projects, before anything loads Dexie (which opens its
 * channel when imported). Node's BroadcastChannel reaches every worker thread of the process, so
 * Dexie's "another tab wrote" messages (db/storage-in-use.ts listens for them) crossed from the
 * files running in the other worker. Here each worker's channels keep to that worker, as a
 * browser's keep to one origin.
 */
import { threadId } from "node:worker_threads";

const Channel = globalThis.BroadcastChannel;
if (!(Channel as { perWorker?: boolean }).perWorker) {
  globalThis.BroadcastChannel = class WorkerBroadcastChannel extends Channel {
    static perWorker = true;
    readonly #name: string;
    constructor(name: string) {
      super(`worker ${threadId}: ${name}`);
      this.#name = name;
    }
    override get name() {
      return this.#name;
    }
  };
}
