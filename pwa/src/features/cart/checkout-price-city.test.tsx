/**
 * Checkout prices for the city where the sample is taken (docs/product.md#checkout-and-payment):
 * it says which city, moves the prices to the address's or centre's city before payment, tells
 * the person, and never sends an order at another city's prices; when the API refuses one as
 * priced elsewhere, it shows why and prices for the API's city.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { type Location, priceOf } from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readLocation, setLocation } from "@/db/location.ts";
import { saveSession } from "@/db/session.ts";
import { cbc, premium, thyroid } from "@/db/test-fixtures.ts";
import { formatPrice } from "@/lib/format.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { CartFormPage } from "./cart-form.page.tsx";
import {
  type FakeCheckoutApi,
  fakeCheckoutApi,
  selfUser,
  servedWindows,
} from "./test/fake-checkout-api.test-support.ts";

// 10:30 on 14 March 2025 in India: the 11:00 window of the day is still open.
const now = new Date("2025-03-14T05:00:00Z");

/** What the cart's lines cost in a city, from the catalogue. */
function total(location: Location): number {
  return [cbc, thyroid, premium].reduce((sum, item) => {
    const price = priceOf(item, location);
    if (!price.offered) throw new Error(`fixture not offered in ${location}`);
    return sum + price.price;
  }, 0);
}

const payButton = (location: Location) =>
  screen.findByRole("button", { name: `Place order and pay ${formatPrice(total(location))}` });

let api: FakeCheckoutApi;
const orderPosts = () =>
  api.requests.filter((r) => r.method === "POST" && r.path === "/api/orders");

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  sessionStorage.clear();
  await saveSession(selfUser);
  // The header's city, picked before the cart was filled: the cart holds its prices.
  await setLocation("andhraPradesh");
  await addTestToCart(cbc);
  await addTestToCart(thyroid);
  await addPackageToCart(premium);
});
afterEach(() => {
  vi.useRealTimers();
});

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

function fillOfficeAddress(pincode: string) {
  fireEvent.click(screen.getByRole("radio", { name: "Office address" }));
  type("House / flat number", "4th Floor, 12");
  type("Area", "Old Airport Road");
  type("Pincode", pincode);
  type("Contact person", "Kavya Shetty");
  fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
    target: { value: "11:00-13:00" },
  });
}

describe("checkout's prices follow the place of the sample", () => {
  it("says the city it prices for, and moves to the address's city before payment, saying so", async () => {
    expect(total("andhraPradesh")).not.toBe(total("banglore"));
    api = fakeCheckoutApi({
      windowsFor: (_pincode, date) => ({ status: 200, body: servedWindows(date, 5, "banglore") }),
    });
    renderWithProviders(<CartFormPage />, "/cart-form");
    expect(
      await screen.findByText("Prices for Andhra Pradesh, confirmed when the order is placed."),
    ).toBeTruthy();
    expect(await payButton("andhraPradesh")).toBeTruthy();

    fillOfficeAddress("560017");
    expect(
      await screen.findByText(
        "Prices are now for Bengaluru: this address is in Bengaluru, not Andhra Pradesh. Check the total before you pay.",
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText("Prices for Bengaluru, confirmed when the order is placed."),
    ).toBeTruthy();
    expect(await readLocation()).toBe("banglore");

    fireEvent.click(await payButton("banglore"));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      location: "banglore",
      address: { pincode: "560017" },
    });
  });

  it("moves to a centre's city when the centre visited is in another", async () => {
    api = fakeCheckoutApi();
    renderWithProviders(<CartFormPage />, "/cart-form");
    const centre = await screen.findByRole("radio", { name: "Visit the centre" });
    // The form shows only once the stored city is read: a centre picked before moved the prices
    // from the default city (Chennai) instead (seen once in a CI run).
    expect(
      screen.getByText("Prices for Andhra Pradesh, confirmed when the order is placed."),
    ).toBeTruthy();
    fireEvent.click(centre);
    fireEvent.change(screen.getByRole("combobox", { name: "Centre" }), {
      target: { value: "mysuru-saraswathipuram" },
    });
    expect(
      await screen.findByText(
        "Prices are now for Mysuru: this centre is in Mysuru, not Andhra Pradesh. Check the total before you pay.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
      target: { value: "17:00-19:00" },
    });
    fireEvent.click(await payButton("mysore"));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      location: "mysore",
      address: null,
      appointment: { place: "centre", centreId: "mysuru-saraswathipuram" },
    });
  });

  it("on the API's refusal of another city's prices, shows why and prices for the API's city", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const message =
      "Prices shown were for Andhra Pradesh; this address in Bengaluru is priced for Bengaluru. Check the prices and place the order again.";
    api = fakeCheckoutApi({
      // The windows could not be read: checkout cannot know the address's city before the API.
      windowsFor: () => ({ status: 503, body: { error: "unavailable" } }),
      placeAnswer: {
        status: 422,
        body: {
          error: "priced-elsewhere",
          message,
          location: "banglore",
          sentLocation: "andhraPradesh",
        },
      },
    });
    renderWithProviders(<CartFormPage />, "/cart-form");
    await screen.findByText("Prices for Andhra Pradesh, confirmed when the order is placed.");
    fillOfficeAddress("560017");
    await screen.findByText(
      "The places left could not be shown; they are checked when you place the order.",
    );
    fireEvent.click(await payButton("andhraPradesh"));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      await screen.findByText("Prices for Bengaluru, confirmed when the order is placed."),
    ).toBeTruthy();
    expect(await readLocation()).toBe("banglore");

    api.placeAnswer = {
      status: 201,
      body: {
        orderId: "VYO-20250314-K7M2QX",
        reference: "VY-7KQ4-M9RX",
        amount: total("banglore"),
        status: "payment-pending",
        redirectUrl: "/api/payments/test-gateway/VYO-20250314-K7M2QX",
      },
    };
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fireEvent.click(await payButton("banglore"));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(orderPosts().map((post) => (post.body as { location: string }).location)).toEqual([
      "andhraPradesh",
      "banglore",
    ]);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("/api/payments/test-gateway/VYO-20250314-K7M2QX"),
    );
  });
});
