import { describe, expect, it } from "vitest";
import { addPackageToCart, addTestToCart, setTotalPayable } from "./cart.ts";
import { cartSubtotal } from "./cart-lines.ts";
import { readCart } from "./cart-query.ts";
import { readLocation, setLocation } from "./location.ts";
import { cbc, notInTirunelveli, premium, priceIn } from "./test-fixtures.ts";

describe("the selected location", () => {
  it("is Chennai by default", async () => {
    expect(await readLocation()).toBe("chennai");
  });

  it("is remembered", async () => {
    expect(await setLocation("banglore")).toBe("banglore");
    expect(await readLocation()).toBe("banglore");
  });

  it("keeps the current location for an unknown value", async () => {
    await setLocation("mysore");
    expect(await setLocation("Bangalore")).toBe("mysore");
    expect(await setLocation(undefined)).toBe("mysore");
    expect(await readLocation()).toBe("mysore");
  });
});

describe("switching the location", () => {
  it("re-prices the cart lines from the catalogue", async () => {
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    await setLocation("banglore");
    const cart = await readCart();
    expect(cart.tests[0]?.testPrice).toBe(priceIn(cbc, "banglore"));
    expect(cart.healthPackages[0]?.healthPackagePrice).toBe(priceIn(premium, "banglore"));
  });

  it("keeps a line the new location does not offer, flagged and left out of the total", async () => {
    await addTestToCart(cbc);
    await addTestToCart(notInTirunelveli);
    await setLocation("tirunelveli");
    const cart = await readCart();
    expect(cart.tests.map((line) => [line.testName, line.available])).toEqual([
      [cbc.testName, true],
      [notInTirunelveli.testName, false],
    ]);
    expect(cartSubtotal(cart)).toBe(priceIn(cbc, "tirunelveli"));
  });

  it("makes the line available again when switching back", async () => {
    await addTestToCart(notInTirunelveli);
    await setLocation("tirunelveli");
    await setLocation("chennai");
    const [line] = (await readCart()).tests;
    expect(line?.available).toBe(true);
    expect(line?.testPrice).toBe(priceIn(notInTirunelveli, "chennai"));
  });

  it("clears the payable total, which was made from the old prices", async () => {
    await addTestToCart(cbc);
    await setTotalPayable(999);
    await setLocation("andhraPradesh");
    expect((await readCart()).totalPayableAmount).toBeNull();
  });

  it("leaves the cart untouched when the value is unknown", async () => {
    await addTestToCart(cbc);
    const before = await readCart();
    await setLocation("atlantis");
    expect(await readCart()).toEqual(before);
  });
});
