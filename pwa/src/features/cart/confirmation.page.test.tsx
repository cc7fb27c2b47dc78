import { fireEvent, screen, waitFor } from "@testing-library/react";
import { orderConfirmMessages } from "@vyom/catalog/contract";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import { saveSession } from "@/db/session.ts";
import { cbc, elite, premium, thyroid } from "@/db/test-fixtures.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { CheckoutConfirmationPage } from "./confirmation.page.tsx";
import type { Order } from "./data/checkout-api.ts";
import {
  type FakeCheckoutApi,
  fakeCheckoutApi,
  selfUser,
} from "./test/fake-checkout-api.test-support.ts";

const orderId = "VYO-20250314-K7M2QX";
const reference = "VY-7KQ4-M9RX";
const order: Order = {
  orderId,
  reference,
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
    // The one short reference the SMS and My bookings give too, not the internal order id.
    expect(screen.getByText(reference)).toBeTruthy();
    expect(screen.queryByText(orderId)).toBeNull();
    expect(screen.getByText("₹2,599")).toBeTruthy();
    expect(screen.getByText("Home sample collection, 15 Mar 2025, 7:00-9:00 am")).toBeTruthy();
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

  it("a paid order says 'Amount paid', how to prepare for each test, and links to My bookings", async () => {
    api.orders.set(orderId, {
      ...order,
      lines: [
        ...order.lines,
        {
          kind: "healthPackage",
          corpId: elite.corpId,
          name: elite.packageName,
          price: 550,
          memberName: "Kavya Shetty",
        },
      ],
    });
    renderPage();
    const preparation = await screen.findByRole("region", { name: "How to prepare" });
    expect(screen.getByText("Amount paid")).toBeTruthy();
    expect(screen.queryByText("To pay at collection")).toBeNull();
    expect(screen.getByText(reference)).toBeTruthy();
    expect([...preparation.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      `${cbc.testName}: No Fasting Required`,
      `${premium.packageName}: Fasting Or Random`,
      `${elite.packageName}: 10-12 Hours Fasting Required`,
    ]);
    // The fasting package decides what to do; "eat as usual" would contradict it.
    expect(preparation.textContent).toContain(
      "Do not eat for 10-12 hours before the collection (water is fine).",
    );
    expect(preparation.textContent).not.toContain("Eat and drink as usual.");
    expect(screen.getByRole("link", { name: "See it in My bookings" }).getAttribute("href")).toBe(
      "/my-bookings",
    );
  });

  it("an order paid at collection says what to pay and how, never 'Amount paid'; a test with no preparation says so", async () => {
    api.orders.set(orderId, {
      ...order,
      status: "pay-at-collection",
      paid: false,
      amount: 2249,
      lines: [order.lines[0] as Order["lines"][number]],
    });
    renderPage();
    const preparation = await screen.findByRole("region", { name: "How to prepare" });
    expect(screen.getByText("To pay at collection")).toBeTruthy();
    expect(screen.getByText("₹2,249 (cash or UPI to the technician)")).toBeTruthy();
    expect(screen.queryByText("Amount paid")).toBeNull();
    expect([...preparation.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      `${cbc.testName}: No Fasting Required`,
    ]);
    expect(preparation.textContent).toContain("Eat and drink as usual.");
    expect(screen.getByRole("link", { name: "See it in My bookings" }).getAttribute("href")).toBe(
      "/my-bookings",
    );
  });

  describe("an order to be paid at collection, held until confirmed", () => {
    const held = (minutesLeft: number): Order => ({
      ...order,
      status: "awaiting-confirmation",
      paid: false,
      heldUntil: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    });

    it("shows what is confirmed and how long the place is held; one press books it and empties the cart", async () => {
      api.orders.set(orderId, held(9));
      await addTestToCart(cbc);
      renderPage();
      expect(
        await screen.findByRole("heading", { level: 1, name: "Confirm your booking" }),
      ).toBeTruthy();
      expect(screen.getByText("Home sample collection, 15 Mar 2025, 7:00-9:00 am")).toBeTruthy();
      expect(screen.getByText("12, Old Airport Road, 560017")).toBeTruthy();
      expect(screen.getByText(`${premium.packageName} for Meena Shetty: ₹1,699`)).toBeTruthy();
      expect(screen.getByText("To pay at collection")).toBeTruthy();
      expect(
        screen.getByText(/^We hold this time for you for 10 minutes, until \d{1,2}:\d{2} [ap]m\./),
      ).toBeTruthy();
      // Nothing leaves the cart before the booking is confirmed.
      expect((await readCart()).tests).toHaveLength(1);

      fireEvent.click(screen.getByRole("button", { name: "Confirm booking" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "Booking confirmed" }),
      ).toBeTruthy();
      expect(screen.getByText(/not paid yet: pay ₹2,599 at collection/)).toBeTruthy();
      await waitFor(async () => expect((await readCart()).tests).toEqual([]));
      expect(api.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
        `/api/orders/${orderId}/confirm`,
      ]);
    });

    it("says when the hold has passed, and a place taken meanwhile in words, with the way to choose again", async () => {
      api.orders.set(orderId, held(-2));
      api.confirmAnswer = {
        status: 409,
        body: { error: "no-longer-free", message: orderConfirmMessages.noLongerFree },
      };
      await addTestToCart(cbc);
      renderPage();
      expect(
        await screen.findByText(
          "The time we held for you has passed. Confirm now, and we book it if it is still free.",
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Confirm booking" }));
      expect((await screen.findByRole("alert")).textContent).toContain(
        "That time is no longer free. Please choose another time.",
      );
      expect(screen.getByRole("link", { name: "Choose another time" }).getAttribute("href")).toBe(
        "/cart-form",
      );
      expect(screen.queryByRole("button", { name: "Confirm booking" })).toBeNull();
      expect((await readCart()).tests).toHaveLength(1);
    });
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
