/**
 * The pending-add journal and its hand-over to the cart, on fake-indexeddb: what a prerendered
 * page's inline script or the Add to cart button journaled is stored exactly once, priced from the
 * catalogue, however often the hand-over runs; and a journal any page could have written adds
 * nothing that is not in the catalogue, at no price but the catalogue's.
 */
import { cartAddsKey } from "@vyom/catalog";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listenForNotices } from "@/lib/app-notices.ts";
import { addTestToCart, applyPendingCartAdds } from "./cart.ts";
import { readCart } from "./cart-query.ts";
import { setLocation } from "./location.ts";
import {
  forgetPendingCartAdds,
  hasPendingCartAdds,
  maxJournalChars,
  notePendingCartAdd,
  pendingCartAdds,
  settlePendingCartAdd,
} from "./pending-cart-adds.ts";
import { cbc, notInTirunelveli, premium, priceIn } from "./test-fixtures.ts";

afterEach(() => localStorage.clear());

/** The journal as the inline script writes it. */
const journal = (adds: unknown[], version: unknown = 1) =>
  localStorage.setItem(cartAddsKey, JSON.stringify({ v: version, adds }));

const stored = async () => {
  const cart = await readCart();
  return [
    ...cart.tests.map((line) => [line.corpId, line.testPrice]),
    ...cart.healthPackages.map((line) => [line.corpId, line.healthPackagePrice]),
  ];
};

describe("adds tapped but not yet stored", () => {
  it("are journaled at once, once however often tapped, and settled once stored", () => {
    expect(hasPendingCartAdds()).toBe(false);
    const add = notePendingCartAdd(cbc);
    notePendingCartAdd(cbc);
    expect(pendingCartAdds()).toEqual([`test:${cbc.corpId}`]);
    expect(JSON.parse(localStorage.getItem(cartAddsKey) ?? "")).toEqual({
      v: 1,
      adds: [`test:${cbc.corpId}`],
    });
    settlePendingCartAdd(add);
    expect(pendingCartAdds()).toEqual([]);
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });

  it("journaled before hydration are stored exactly once, priced from the catalogue", async () => {
    journal([`test:${cbc.corpId}`, `healthPackage:${premium.corpId}`]);
    await applyPendingCartAdds();
    expect(await stored()).toEqual([
      [cbc.corpId, priceIn(cbc, "chennai")],
      [premium.corpId, priceIn(premium, "chennai")],
    ]);
    expect(hasPendingCartAdds()).toBe(false);
    // Run again (a reload, another tab's page): nothing left to add.
    await applyPendingCartAdds();
    expect(await stored()).toHaveLength(2);
  });

  it("run twice at once, or beside the same tap made again after hydration, add once", async () => {
    journal([`test:${cbc.corpId}`]);
    await Promise.all([applyPendingCartAdds(), applyPendingCartAdds(), addTestToCart(cbc)]);
    expect(await stored()).toEqual([[cbc.corpId, priceIn(cbc, "chennai")]]);
    expect(hasPendingCartAdds()).toBe(false);
  });

  it("left behind by a page that stored it after all is not added again", async () => {
    await addTestToCart(cbc);
    journal([`test:${cbc.corpId}`]);
    await applyPendingCartAdds();
    expect(await stored()).toHaveLength(1);
    expect(hasPendingCartAdds()).toBe(false);
  });

  it("of something the city no longer offers, are dropped, not retried forever, and the person is told", async () => {
    const notices: string[] = [];
    const stopListening = listenForNotices((notice) => notices.push(notice));
    try {
      await setLocation("tirunelveli");
      notePendingCartAdd(notInTirunelveli);
      await applyPendingCartAdds();
      expect((await readCart()).tests).toEqual([]);
      expect(hasPendingCartAdds()).toBe(false);
      expect(notices).toEqual([
        `${notInTirunelveli.testName} is not available in Tirunelveli, so it was not added to your cart.`,
      ]);
    } finally {
      stopListening();
    }
  });

  it("survive storage that refuses writes: the journal is skipped, not the add", () => {
    const refusing = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => notePendingCartAdd(cbc)).not.toThrow();
    expect(refusing).toHaveBeenCalled();
    refusing.mockRestore();
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });

  it("are forgotten at logout", () => {
    notePendingCartAdd(cbc);
    forgetPendingCartAdds();
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });
});

describe("a journal any page could have written", () => {
  it.each([
    ["not JSON", "{not json"],
    ["another version", JSON.stringify({ v: 2, adds: [`test:${cbc.corpId}`] })],
    ["not an object", JSON.stringify(`test:${cbc.corpId}`)],
    [
      "the old shape, whole items",
      JSON.stringify([{ id: "1", item: { ...cbc, chennaiPrice: 1 } }]),
    ],
    ["adds not a list", JSON.stringify({ v: 1, adds: { 0: `test:${cbc.corpId}` } })],
    [
      "longer than any cart",
      JSON.stringify({ v: 1, adds: [`test:${cbc.corpId}`, "x".repeat(maxJournalChars)] }),
    ],
    ["deeply nested", `{"v":1,"adds":${"[".repeat(2000)}${"]".repeat(2000)}}`],
  ])("%s: adds nothing, throws nothing, and is removed", async (_, written) => {
    localStorage.setItem(cartAddsKey, written);
    expect(pendingCartAdds()).toEqual([]);
    await applyPendingCartAdds();
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });

  it("refuses wrong-shaped entries and adds the well-formed ones", async () => {
    journal([
      { kind: "test", corpId: cbc.corpId, testPrice: 1 },
      `lab:${cbc.corpId}`,
      "test:",
      `test:${cbc.corpId}\u0000`,
      `test:\ud800${cbc.corpId}`,
      `test:${cbc.corpId}:1`,
      7,
      null,
      `healthPackage:${premium.corpId}`,
    ]);
    await applyPendingCartAdds();
    expect(await stored()).toEqual([[premium.corpId, priceIn(premium, "chennai")]]);
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });

  it("cannot add what the catalogue lacks, nor a test as a package, nor twice", async () => {
    journal([
      "test:999999",
      `healthPackage:${cbc.corpId}`,
      `test:${premium.corpId}`,
      "test:__proto__",
      `test:${cbc.corpId}`,
      `test:${cbc.corpId}`,
    ]);
    await applyPendingCartAdds();
    expect(await stored()).toEqual([[cbc.corpId, priceIn(cbc, "chennai")]]);
    expect(localStorage.getItem(cartAddsKey)).toBeNull();
  });
});
