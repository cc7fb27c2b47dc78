import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import { readSession, saveSession } from "@/db/session.ts";
import { cbc, elite, priceIn, thyroid } from "@/db/test-fixtures.ts";
import { cartSyncDelayMs, useServerCartSync } from "./cart-sync.ts";
import { useCart } from "./use-cart.ts";

const user = {
  salutation: "MS",
  name: "Kavya Shetty",
  mobile: "9876543210",
  email: "",
  vyomId: "Kav1234321567",
  cartId: "c1",
  addressId: "",
  location: "chennai",
  pincode: "",
  userId: "u1",
  cartMembers: [],
  relationsDetails: [],
};

interface Sent {
  path: string;
  body: { tests: { corpId: string }[]; healthPackages: { corpId: string }[]; vyomId: string };
}

let sent: Sent[];
/** Requests made while the device was offline (each failed, as a browser's fetch does). */
let offlineAttempts: string[];
let meCalls: number;
let meStatus: number;
let serverCart: { tests: unknown[]; healthPackages: unknown[] };

/**
 * Runs the sync's debounce on the fake clock, then lets the work it started (module imports,
 * fetch, IndexedDB writes) run: zero-time turns of the event loop, no time-based wait.
 */
async function pastTheDebounce() {
  await vi.advanceTimersByTimeAsync(cartSyncDelayMs);
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Polls `check` until it passes; under fake timers vi.waitFor moves the fake clock by its interval
 * before each try, so the debounce fires by the test's clock however slow the machine is.
 */
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

beforeEach(() => {
  // The debounce runs only when the test moves the fake clock; fake-indexeddb and React's
  // scheduler keep their real setImmediate.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  sent = [];
  offlineAttempts = [];
  meCalls = 0;
  meStatus = 200;
  serverCart = { tests: [], healthPackages: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (!navigator.onLine) {
        offlineAttempts.push(path);
        throw new TypeError("Failed to fetch");
      }
      const reply = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json" },
        });
      if (path === "/api/users/me") {
        meCalls++;
        return meStatus === 200
          ? reply({ user: { cart: serverCart } })
          : reply({ error: "login-required" }, meStatus);
      }
      if (path === "/api/cart/create") {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        return reply({ cartDoc: { _id: "c1" } });
      }
      return reply({ error: "not-found" }, 404);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const corpIds = (lines: { corpId: string }[]) => lines.map((line) => line.corpId);

describe("the server cart sync", () => {
  it("merges the server cart at login (the device's lines stay) and sends the result", async () => {
    await addTestToCart(cbc); // added on this device before logging in (maybe offline)
    serverCart = {
      tests: [
        { testName: thyroid.testName, testPrice: 1, corpId: thyroid.corpId },
        { testName: cbc.testName, testPrice: 1, corpId: cbc.corpId },
      ],
      healthPackages: [
        { healthPackageName: elite.packageName, healthPackagePrice: 1, corpId: elite.corpId },
      ],
    };
    renderHook(() => useServerCartSync());
    await saveSession(user);

    await eventually(() => expect(sent).toHaveLength(1));
    const cart = await readCart();
    expect(corpIds(cart.tests)).toEqual([cbc.corpId, thyroid.corpId]);
    // Device prices, for the device's city: never the server's.
    expect(cart.tests.map((line) => line.testPrice)).toEqual([
      priceIn(cbc, "chennai"),
      priceIn(thyroid, "chennai"),
    ]);
    expect(corpIds(sent[0]?.body.tests ?? [])).toEqual([cbc.corpId, thyroid.corpId]);
    expect(corpIds(sent[0]?.body.healthPackages ?? [])).toEqual([elite.corpId]);
    expect(sent[0]?.body.vyomId).toBe(user.vyomId);
    await eventually(async () => expect((await readSession()).cartSyncedLines).toBeTruthy());
  });

  it("sends every later change while online, and a change made offline when back online", async () => {
    // The cart as the sync hook sees it: renderHook publishes it after the sync's own effect ran.
    const { result } = renderHook(() => {
      useServerCartSync();
      return useCart();
    });
    await saveSession(user);
    await eventually(() => expect(sent).toHaveLength(1));

    await addPackageToCart(elite);
    await eventually(() => expect(sent).toHaveLength(2));
    expect(corpIds(sent[1]?.body.healthPackages ?? [])).toEqual([elite.corpId]);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    await addTestToCart(thyroid);
    await eventually(() => expect(corpIds(result.current?.tests ?? [])).toEqual([thyroid.corpId]));
    await pastTheDebounce();
    expect(sent).toHaveLength(2);
    expect(offlineAttempts).toEqual([]);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await eventually(() => expect(sent).toHaveLength(3));
    expect(corpIds(sent[2]?.body.tests ?? [])).toEqual([thyroid.corpId]);
    expect(offlineAttempts).toEqual([]);
  });

  it("stops quietly when the server does not know the session", async () => {
    meStatus = 401;
    await addTestToCart(cbc);
    renderHook(() => useServerCartSync());
    await saveSession(user);
    await eventually(() => expect(meCalls).toBe(1));
    // Nothing follows the refusal: not the merged cart, not a second try on the next debounce.
    await pastTheDebounce();
    await pastTheDebounce();
    expect(sent).toEqual([]);
    expect(meCalls).toBe(1);
    expect(corpIds((await readCart()).tests)).toEqual([cbc.corpId]);
  });
});
