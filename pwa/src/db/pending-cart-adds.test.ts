import { afterEach, describe, expect, it } from "vitest";
import { applyPendingCartAdds } from "./cart.ts";
import { readCart } from "./cart-query.ts";
import { setLocation } from "./location.ts";
import {
  forgetPendingCartAdds,
  hasPendingCartAdds,
  notePendingCartAdd,
  pendingCartAdds,
  settlePendingCartAdd,
} from "./pending-cart-adds.ts";
import { cbc, notInTirunelveli, premium, priceIn } from "./test-fixtures.ts";

afterEach(() => forgetPendingCartAdds());

describe("adds tapped but not yet stored", () => {
  it("are journaled at once and settled once stored", () => {
    expect(hasPendingCartAdds()).toBe(false);
    const id = notePendingCartAdd(cbc);
    expect(pendingCartAdds()).toEqual([{ id, item: cbc }]);
    expect(hasPendingCartAdds()).toBe(true);
    settlePendingCartAdd(id);
    expect(pendingCartAdds()).toEqual([]);
    expect(hasPendingCartAdds()).toBe(false);
  });

  it("left behind by a page, are stored once by the next storage load, priced for its city", async () => {
    notePendingCartAdd(cbc);
    notePendingCartAdd(premium);
    // The page that tapped stored the test after all, before it was left.
    notePendingCartAdd(cbc);
    await applyPendingCartAdds();
    const cart = await readCart();
    expect(cart.tests.map((line) => [line.corpId, line.testPrice])).toEqual([
      [cbc.corpId, priceIn(cbc, "chennai")],
    ]);
    expect(cart.healthPackages.map((line) => line.corpId)).toEqual([premium.corpId]);
    expect(pendingCartAdds()).toEqual([]);
    // A second load finds nothing left to add.
    await applyPendingCartAdds();
    expect((await readCart()).tests).toHaveLength(1);
  });

  it("of something the city no longer offers, are dropped, not retried forever", async () => {
    await setLocation("tirunelveli");
    notePendingCartAdd(notInTirunelveli);
    await applyPendingCartAdds();
    expect((await readCart()).tests).toEqual([]);
    expect(hasPendingCartAdds()).toBe(false);
  });

  it("survive storage that refuses writes: the journal is skipped, not the add", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      expect(() => notePendingCartAdd(cbc)).not.toThrow();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
