import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "./database.ts";

/** A fresh copy of the module, as a new page has it; the page's IndexedDB is `factory`. */
async function freshPage(factory: IDBFactory) {
  vi.stubGlobal("indexedDB", factory);
  vi.resetModules();
  return import("./storage-in-use.ts");
}

/** Whether `promise` has settled once every queued task has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

let shared: IndexedDbHandle;
type IndexedDbHandle = typeof indexedDB;

beforeEach(() => {
  shared = indexedDB;
});

describe("storage in use", () => {
  it("waits on a first visit: nothing is stored, so nothing is loaded to read it", async () => {
    const { storageInUse } = await freshPage(new IDBFactory());
    expect(await settled(storageInUse())).toBe(false);
  });

  it("is at once in use for a returning visitor whose database exists", async () => {
    // The database of the shared fake IndexedDB, opened by the test setup's Dexie.
    await db.open();
    const { storageInUse } = await freshPage(shared as IDBFactory);
    expect(await settled(storageInUse())).toBe(true);
  });

  it("is in use once this tab loads the storage code (a write follows)", async () => {
    const { storageInUse, noteStorageInUse } = await freshPage(new IDBFactory());
    const waiting = storageInUse();
    expect(await settled(waiting)).toBe(false);
    noteStorageInUse();
    expect(await settled(waiting)).toBe(true);
  });

  it("is in use when another tab writes (Dexie's message to every tab), even with no read yet", async () => {
    const { storageInUse } = await freshPage(new IDBFactory());
    const waiting = storageInUse();
    expect(await settled(waiting)).toBe(false);
    // Another tab's real Dexie write: the setup's database, whose module copy is not this page's.
    await db.cart.put({
      id: "current",
      tests: [],
      healthPackages: [],
      appointmentDetails: { place: "", date: "", time: "" },
      totalPayableAmount: null,
    });
    expect(await settled(waiting)).toBe(true);
  });

  it("looks again when the tab becomes visible (a database made meanwhile)", async () => {
    const factory = new IDBFactory();
    const { storageInUse } = await freshPage(factory);
    const waiting = storageInUse();
    expect(await settled(waiting)).toBe(false);
    await new Promise<void>((resolve) => {
      const request = factory.open("vyom");
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await settled(waiting)).toBe(true);
  });

  it("reads as before where the browser cannot list its databases", async () => {
    const factory = new IDBFactory();
    Object.defineProperty(factory, "databases", { value: undefined });
    const { storageInUse } = await freshPage(factory);
    expect(await settled(storageInUse())).toBe(true);
  });
});
