import { sampleCentres } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { servedWindows } from "../test/fake-checkout-api.test-support.ts";
import {
  priceCityOf,
  pricedPlaceOf,
  pricesNotSwitchedNotice,
  pricesSwitchedNotice,
} from "./price-city.ts";

const day = "2030-01-15";

describe("the city checkout prices for", () => {
  it("is a home collection's area's city once its windows are read", () => {
    const home = { place: "home" };
    expect(priceCityOf(home, servedWindows(day, 5, "banglore"))).toBe("banglore");
    const unpriced = servedWindows(day, 5, "banglore");
    const notPriced = { ...unpriced, area: { ...unpriced.area, priceLocation: null } };
    expect(priceCityOf(home, notPriced)).toBeUndefined();
  });

  it("is not known for a pincode not served, nor while its windows are not read", () => {
    const home = { place: "home" };
    expect(priceCityOf(home, { served: false, message: "not served" })).toBeUndefined();
    for (const kind of ["idle", "loading", "offline", "failed"] as const) {
      expect(priceCityOf(home, { kind }), kind).toBeUndefined();
    }
  });

  it("is a centre visit's centre's city, whatever the windows of an address say", () => {
    for (const centre of sampleCentres) {
      const visit = { place: "centre", centreId: centre.id };
      expect(priceCityOf(visit, servedWindows(day, 5, "chennai")), centre.id).toBe(centre.location);
    }
    expect(priceCityOf({ place: "centre", centreId: "" }, { kind: "idle" })).toBeUndefined();
    expect(priceCityOf({ place: "centre", centreId: "nowhere" }, { kind: "idle" })).toBeUndefined();
  });

  it("is not known before a place is chosen", () => {
    expect(priceCityOf({ place: "" }, servedWindows(day, 5, "mysore"))).toBeUndefined();
  });
});

describe("telling the person the prices moved", () => {
  it("names the place and both cities", () => {
    expect(pricedPlaceOf({ place: "home" })).toBe("address");
    expect(pricedPlaceOf({ place: "centre", centreId: "mysuru-nazarbad" })).toBe("centre");
    expect(pricesSwitchedNotice("andhraPradesh", "banglore", "address")).toBe(
      "Prices are now for Bengaluru: this address is in Bengaluru, not Andhra Pradesh. Check the total before you pay.",
    );
    expect(pricesSwitchedNotice("chennai", "mysore", "centre")).toBe(
      "Prices are now for Mysuru: this centre is in Mysuru, not Chennai. Check the total before you pay.",
    );
    expect(pricesNotSwitchedNotice("banglore")).toBe(
      "The prices could not be switched to Bengaluru. Please choose Bengaluru as your city at the top of the page.",
    );
  });
});
