import { describe, expect, it } from "vitest";
import { todayInIndia } from "@/lib/dates.ts";
import {
  addPackageToCart,
  addTestToCart,
  clearCart,
  removeAllPackages,
  removeAllTests,
  removeFromCart,
  setTotalPayable,
  updateAppointment,
} from "./cart.ts";
import { cartCount, cartSubtotal } from "./cart-lines.ts";
import { readCart } from "./cart-query.ts";
import { setLocation } from "./location.ts";
import { cbc, elite, notInTirunelveli, premium, priceIn, thyroid } from "./test-fixtures.ts";

describe("the cart", () => {
  it("starts empty, with today's Asia/Kolkata date and no payable total", async () => {
    const cart = await readCart();
    expect(cart.tests).toEqual([]);
    expect(cart.healthPackages).toEqual([]);
    expect(cart.appointmentDetails).toEqual({ place: "", date: todayInIndia(), time: "" });
    expect(cart.totalPayableAmount).toBeNull();
  });

  it("adds a test priced for the selected location", async () => {
    expect(await addTestToCart(cbc)).toEqual({ ok: true });
    const [line] = (await readCart()).tests;
    expect(line).toEqual({
      testName: cbc.testName,
      testPrice: priceIn(cbc, "chennai"),
      corpId: cbc.corpId,
      pageLink: cbc.testDetailsPageLink,
      available: true,
    });
  });

  it("adds a health package at its current price", async () => {
    expect(await addPackageToCart(premium)).toEqual({ ok: true });
    expect((await readCart()).healthPackages).toEqual([
      {
        healthPackageName: premium.packageName,
        healthPackagePrice: premium.currentPrice,
        corpId: premium.corpId,
        pageLink: `/${premium.slug}`,
        available: true,
      },
    ]);
  });

  it("refuses the same test or package twice", async () => {
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    expect(await addTestToCart(cbc)).toEqual({ ok: false, reason: "already-in-cart" });
    expect(await addPackageToCart(premium)).toEqual({ ok: false, reason: "already-in-cart" });
    expect(cartCount(await readCart())).toBe(2);
  });

  it("refuses a test the selected location does not offer, saying why", async () => {
    await setLocation("tirunelveli");
    expect(await addTestToCart(notInTirunelveli)).toEqual({
      ok: false,
      reason: "not-offered",
      location: "tirunelveli",
    });
    expect((await readCart()).tests).toEqual([]);
  });

  it("counts tests plus packages", async () => {
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    expect(cartCount(await readCart())).toBe(3);
  });

  it("removes one test or one package by name", async () => {
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    expect(await removeFromCart(cbc.testName)).toEqual({ ok: true });
    expect(await removeFromCart(premium.packageName)).toEqual({ ok: true });
    const cart = await readCart();
    expect(cart.tests.map((line) => line.testName)).toEqual([thyroid.testName]);
    expect(cart.healthPackages).toEqual([]);
    expect(await removeFromCart("No such test")).toEqual({ ok: false, reason: "not-in-cart" });
  });

  it("removes all tests, or all packages", async () => {
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    await addPackageToCart(elite);
    await removeAllTests();
    expect((await readCart()).tests).toEqual([]);
    expect((await readCart()).healthPackages).toHaveLength(2);
    await removeAllPackages();
    expect(cartCount(await readCart())).toBe(0);
  });

  it("sets the payable total, and clears it when the lines change", async () => {
    await addTestToCart(cbc);
    await setTotalPayable(1234);
    expect((await readCart()).totalPayableAmount).toBe(1234);
    await addPackageToCart(premium);
    expect((await readCart()).totalPayableAmount).toBeNull();
  });

  it("updates the appointment place, date and time", async () => {
    await updateAppointment({ place: "Home" });
    await updateAppointment({ date: "2999-01-31", time: "07:30" });
    expect((await readCart()).appointmentDetails).toEqual({
      place: "Home",
      date: "2999-01-31",
      time: "07:30",
    });
  });

  it("refuses an appointment date that is malformed or in the past", async () => {
    expect(await updateAppointment({ date: "31-01-2999" })).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect(await updateAppointment({ date: "2000-01-01" })).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect((await readCart()).appointmentDetails.date).toBe(todayInIndia());
  });

  it("totals the lines the location offers", async () => {
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    expect(cartSubtotal(await readCart())).toBe(priceIn(cbc, "chennai") + premium.currentPrice);
  });

  it("resets to the initial cart", async () => {
    await addTestToCart(cbc);
    await clearCart();
    expect(cartCount(await readCart())).toBe(0);
  });
});
