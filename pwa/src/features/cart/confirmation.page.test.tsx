import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import { saveSession } from "@/db/session.ts";
import { cbc, premium, thyroid } from "@/db/test-fixtures.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { CheckoutConfirmationPage } from "./confirmation.page.tsx";
import type { Order } from "./data/checkout-api.ts";
import {
  type FakeCheckoutApi,
  fakeCheckoutApi,
  selfUser,
} from "./test/fake-checkout-api.test-support.ts";

const orderId = "VYO-20250314-K7M2QX";
const order: Order = {
  orderId,
  status: "paid",
  paid: true,
  amount: 2599,
  location: "chennai",
  lines: [
    {
      kind: "test",
      corpId: cbc.corpId,
      name: cbc.testName,
      price: 350,
      memberName: "Kavya Shetty",
    },
    {
      kind: "healthPackage",
      corpId: premium.corpId,
      name: premium.packageName,
      price: 1699,
      memberName: "Meena Shetty",
    },
  ],
  appointment: { place: "home", date: "2025-03-15", timeSlot: "07:00-09:00" },
  address: {
    kind: "office",
    houseOrFlatNum: "12",
    area: "Old Airport Road",
    landmark: "",
    pincode: "560017",
    contactPerson: "Kavya",
    secondaryContactPerson: "",
  },
  createdAt: "2025-03-14T06:00:00.000Z",
};

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = fakeCheckoutApi();
  await saveSession(selfUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(<CheckoutConfirmationPage />, `/cart-form/confirmation?orderId=${orderId}`);

describe("/cart-form/confirmation", () => {
  it("shows a paid order's id, amount and appointment, and takes its lines out of the cart", async () => {
    api.orders.set(orderId, order);
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Booking confirmed" }),
    ).toBeTruthy();
    expect(screen.getByText(orderId)).toBeTruthy();
    expect(screen.getByText("₹2,599")).toBeTruthy();
    expect(screen.getByText("Home sample collection, 15 Mar 2025, 07:00 – 09:00")).toBeTruthy();
    expect(screen.getByText(`${premium.packageName} for Meena Shetty: ₹1,699`)).toBeTruthy();
    // Only what was ordered leaves: the thyroid test, added meanwhile, stays.
    await waitFor(async () =>
      expect((await readCart()).tests.map((line) => line.corpId)).toEqual([thyroid.corpId]),
    );
    expect((await readCart()).healthPackages).toEqual([]);
  });

  it("confirms an order to be paid at collection, saying it is not paid yet", async () => {
    api.orders.set(orderId, { ...order, status: "pay-at-collection", paid: false });
    await addTestToCart(cbc);
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Booking confirmed" }),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(
      /not paid yet: pay ₹2,599 at collection, in cash or by UPI/,
    );
    await waitFor(async () => expect((await readCart()).tests).toEqual([]));
  });

  it("shows 'Payment failed' with a Retry of the same order", async () => {
    api.orders.set(orderId, { ...order, status: "payment-failed", paid: false });
    await addTestToCart(cbc);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fireEvent.click(screen.getByRole("button", { name: "Retry payment" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/api/payments/test-gateway/${orderId}`),
    );
    expect((await readCart()).tests).toHaveLength(1);
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/orders/${orderId}/payments`,
    ]);
  });

  it("says so when the order is not the customer's", async () => {
    renderPage();
    expect(await screen.findByText("We could not find this order.")).toBeTruthy();
  });
});
