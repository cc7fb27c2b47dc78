import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { labTests } from "@vyom/catalog";
import { windowMessages } from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import { readSession, saveSession } from "@/db/session.ts";
import { cbc, premium, thyroid } from "@/db/test-fixtures.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { checkoutMachine } from "../machines/checkout.machine.ts";
import {
  type FakeCheckoutApi,
  fakeCheckoutApi,
  selfUser,
  servedWindows,
} from "../test/fake-checkout-api.test-support.ts";
import { CheckoutForm } from "./checkout-form.tsx";

// 10:30 on 14 March 2025 in India: today's 07:00 and 09:00 slots have started.
const now = new Date("2025-03-14T05:00:00Z");

const testOf = (corpId: string) => {
  const found = labTests.find((test) => test.corpId === corpId);
  if (!found) throw new Error(corpId);
  return found;
};
const glucoseFasting = testOf("10019");
const ppbs = testOf("10020");

let api: FakeCheckoutApi;
let goToPayment: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  api = fakeCheckoutApi();
  goToPayment = vi.fn<(url: string) => void>();
  sessionStorage.clear();
  await saveSession(selfUser);
  await addTestToCart(cbc);
  await addTestToCart(thyroid);
  await addPackageToCart(premium);
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderForm() {
  const machine = checkoutMachine.provide({
    actions: { goToPayment: (_, params: { url: string }) => goToPayment(params.url) },
  });
  renderWithProviders(
    <CheckoutForm
      user={selfUser}
      customer={api.customer}
      cart={await readCart()}
      location="chennai"
      cityName="Chennai"
      machine={machine}
    />,
    "/cart-form",
  );
}

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const orderPosts = () =>
  api.requests.filter((r) => r.method === "POST" && r.path === "/api/orders");

function fillOfficeAddress() {
  fireEvent.click(screen.getByRole("radio", { name: "Office address" }));
  type(field("House / flat number"), "4th Floor, 12");
  type(field("Area"), "Old Airport Road");
  type(field("Pincode"), "560017");
  type(field("Contact person"), "Kavya Shetty");
  fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
    target: { value: "11:00-13:00" },
  });
}

describe("checkout members", () => {
  it("keeps 'My Self' first and not removable; adds a checked member, saved to the account", async () => {
    await renderForm();
    const members = within(screen.getByRole("region", { name: "Members" }));
    expect(members.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Kavya Shetty (My Self) 9876543210Female, born 17 May 1990Change date of birth and gender of Kavya Shetty",
    ]);
    expect(screen.queryByRole("button", { name: "Remove Kavya Shetty" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add a family member" }));
    type(field("Member name"), "Meena Shetty");
    type(field("Member mobile number"), "5876512345");
    fireEvent.click(screen.getByRole("button", { name: "Save member" }));
    expect(screen.getByText("Enter Valid Mobile Number")).toBeTruthy();
    expect(screen.getByText("Choose a relation")).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Relation" }), {
      target: { value: "Mother" },
    });
    type(field("Member mobile number"), "9876512345");
    // Her date of birth is not known: her age instead, and her gender.
    fireEvent.click(screen.getByRole("checkbox", { name: "I don't know the date: enter age" }));
    type(field("Age in years"), "64");
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    fireEvent.click(screen.getByRole("button", { name: "Save member" }));
    expect(await screen.findByText("Meena Shetty added.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Meena Shetty" })).toBeTruthy();

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "PUT")).toMatchObject({
        path: `/api/users/${selfUser.vyomId}/members`,
        body: {
          members: [
            {
              name: "Kavya Shetty",
              relation: "My Self",
              mobileNumber: "9876543210",
              birthDate: "1990-05-17",
              gender: "female",
            },
            {
              name: "Meena Shetty",
              relation: "Mother",
              mobileNumber: "9876512345",
              age: 64,
              gender: "female",
            },
          ],
        },
      }),
    );
    await waitFor(async () =>
      expect((await readSession()).user?.cartMembers.map((m) => m.name)).toEqual([
        "Kavya Shetty",
        "Meena Shetty",
      ]),
    );

    // The thyroid test goes to Meena; removing her gives it back to 'My Self'.
    const forThyroid = screen.getByRole("combobox", { name: `For ${thyroid.testName}` });
    fireEvent.change(forThyroid, { target: { value: "1" } });
    expect((forThyroid as HTMLSelectElement).value).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "Remove Meena Shetty" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove Meena Shetty" })).toBeNull(),
    );
    expect((forThyroid as HTMLSelectElement).value).toBe("0");
  });
});

describe("checkout validation", () => {
  it("says what is wrong with each field and sends nothing", async () => {
    await renderForm();
    type(field("Pincode"), "5600");
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findByText("Please correct the fields marked above.")).toBeTruthy();
    expect(screen.getByText("Enter the house or flat number")).toBeTruthy();
    expect(screen.getByText("Enter the area")).toBeTruthy();
    expect(screen.getByText("Enter valid Pincode")).toBeTruthy();
    expect(screen.getByText("Enter the contact person")).toBeTruthy();
    expect(screen.getByText("Choose a time slot")).toBeTruthy();
    // The first field in error gets the focus.
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Time slot" }));

    fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
      target: { value: "09:00-11:00" },
    });
    expect(await screen.findByText("This time slot has started: choose a later one")).toBeTruthy();
    expect(orderPosts()).toEqual([]);
  });

  it("needs no address for a visit to the centre, but the centre", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Visit the centre" }));
    expect(screen.queryByRole("heading", { name: "Collection address" })).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
      target: { value: "17:00-19:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findByText("Choose the centre you will visit")).toBeTruthy();
    expect(orderPosts()).toEqual([]);

    fireEvent.change(screen.getByRole("combobox", { name: "Centre" }), {
      target: { value: "chennai-adyar" },
    });
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      location: "chennai",
      address: null,
      appointment: {
        place: "centre",
        centreId: "chennai-adyar",
        date: "2025-03-14",
        timeSlot: "17:00-19:00",
      },
    });
  });
});

describe("placing the order", () => {
  it("sends what is booked and for whom (never a price) once, with an Idempotency-Key, then goes to pay", async () => {
    await renderForm();
    fillOfficeAddress();
    const place = screen.getByRole("button", { name: /Place order and pay/ });
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith("/api/payments/test-gateway/VYO-20250314-K7M2QX"),
    );
    expect(orderPosts()).toHaveLength(1);
    const [sent] = orderPosts();
    expect(sent?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      lines: [
        { corpId: cbc.corpId, kind: "test", memberIndex: 0 },
        { corpId: thyroid.corpId, kind: "test", memberIndex: 0 },
        { corpId: premium.corpId, kind: "healthPackage", memberIndex: 0 },
      ],
      location: "chennai",
      members: [
        {
          name: "Kavya Shetty",
          relation: "My Self",
          mobileNumber: "9876543210",
          vyomId: selfUser.vyomId,
          birthDate: "1990-05-17",
          gender: "female",
        },
      ],
      address: {
        kind: "office",
        houseOrFlatNum: "4th Floor, 12",
        area: "Old Airport Road",
        landmark: "",
        pincode: "560017",
        contactPerson: "Kavya Shetty",
        secondaryContactPerson: "",
      },
      appointment: { place: "home", date: "2025-03-14", timeSlot: "11:00-13:00" },
      payment: "online",
    });
    expect(JSON.stringify(sent?.body)).not.toMatch(/price/i);
    expect(screen.getByRole("button", { name: "Placing your order…" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("'Pay at collection' holds the order's place and goes to its confirmation page to confirm it", async () => {
    api.placeAnswer = {
      status: 201,
      body: {
        orderId: "VYO-20250314-K7M2QX",
        reference: "VY-7KQ4-M9RX",
        amount: 2599,
        status: "awaiting-confirmation",
        redirectUrl: "/cart-form/confirmation?orderId=VYO-20250314-K7M2QX",
      },
    };
    await renderForm();
    fillOfficeAddress();
    fireEvent.click(screen.getByRole("radio", { name: /Pay at collection/ }));
    fireEvent.click(screen.getByRole("button", { name: /pay .* at collection/ }));
    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith(
        "/cart-form/confirmation?orderId=VYO-20250314-K7M2QX",
      ),
    );
    expect(orderPosts()[0]?.body).toMatchObject({ payment: "at-collection" });
  });

  it("shows the server's refusal, and sends the same details again with the same key", async () => {
    api.placeAnswer = {
      status: 422,
      body: { error: "not-offered", message: "CBC is not available in Tirunelveli" },
    };
    await renderForm();
    fillOfficeAddress();
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findByText("CBC is not available in Tirunelveli")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    const [first, second] = orderPosts();
    expect(second?.headers["Idempotency-Key"]).toBe(first?.headers["Idempotency-Key"]);
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it("placing the details of an order whose payment failed retries that order's payment", async () => {
    api.placeAnswer = {
      status: 200,
      body: {
        orderId: "VYO-20250314-K7M2QX",
        reference: "VY-7KQ4-M9RX",
        amount: 2599,
        status: "payment-failed",
        redirectUrl: null,
      },
    };
    await renderForm();
    fillOfficeAddress();
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith("/api/payments/test-gateway/VYO-20250314-K7M2QX"),
    );
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/orders",
      "/api/orders/VYO-20250314-K7M2QX/payments",
    ]);
  });

  it("asks to log in again when the session has ended", async () => {
    api.placeAnswer = { status: 401, body: { error: "login-required" } };
    await renderForm();
    fillOfficeAddress();
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(
      await screen.findByText("Your login has ended. Please log in again to continue."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in again" })).toBeTruthy();
  });
});

describe("collection windows (docs/product.md#collection-windows)", () => {
  const slot = () => screen.getByRole("combobox", { name: "Time slot" }) as HTMLSelectElement;
  const optionTexts = (select: HTMLSelectElement) =>
    [...select.options].filter((o) => o.value !== "").map((o) => o.textContent);

  it("lists the windows of the address's pincode and day with the places left", async () => {
    api.windowsFor = (_pincode, date) => ({ status: 200, body: servedWindows(date, 3) });
    await renderForm();
    expect(
      screen.getByText(
        "Enter the collection address's pincode to see the places left in each window.",
      ),
    ).toBeTruthy();
    fillOfficeAddress();
    await waitFor(() =>
      expect(optionTexts(slot())).toEqual([
        "11:00 am-1:00 pm · 3 places left",
        "1:00-3:00 pm · 3 places left",
        "3:00-5:00 pm · 3 places left",
        "5:00-7:00 pm · 3 places left",
      ]),
    );
    expect(api.requests.find((r) => r.path === "/api/collection-windows")?.method).toBe("GET");
  });

  it("says a pincode is not served before anything is booked, and sends no order", async () => {
    api.windowsFor = () => ({
      status: 200,
      body: { served: false, message: windowMessages.notServed },
    });
    await renderForm();
    fillOfficeAddress();
    await screen.findAllByText(windowMessages.notServed);
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findByText("Please correct the fields marked above.")).toBeTruthy();
    expect(orderPosts()).toEqual([]);
  });

  it("offers a fasting cart the morning windows only", async () => {
    await addTestToCart(glucoseFasting);
    vi.setSystemTime(new Date("2025-03-13T12:00:00Z")); // the evening before: tomorrow is open
    await renderForm();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2025-03-15" } });
    fillOfficeAddress();
    await waitFor(() =>
      expect(optionTexts(slot())).toEqual([
        "7:00-9:00 am · 5 places left",
        "9:00-11:00 am · 5 places left",
      ]),
    );
    expect(screen.getByText(windowMessages.fastingMorning)).toBeTruthy();
  });

  it("books a fasting test with PPBS in two windows at least 2 hours apart", async () => {
    await addTestToCart(glucoseFasting);
    await addTestToCart(ppbs);
    vi.setSystemTime(new Date("2025-03-13T12:00:00Z"));
    await renderForm();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2025-03-15" } });
    fillOfficeAddress();
    await waitFor(() => expect(optionTexts(slot())).toHaveLength(2));
    expect(screen.getByText(windowMessages.postMealPair)).toBeTruthy();
    fireEvent.change(slot(), { target: { value: "07:00-09:00" } });
    const postMeal = screen.getByRole("combobox", {
      name: "Post-meal sample window",
    }) as HTMLSelectElement;
    expect(optionTexts(postMeal)[0]).toBe("9:00-11:00 am · 5 places left");
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findAllByText(windowMessages.postMealPair)).not.toHaveLength(0);
    expect(orderPosts()).toEqual([]);

    fireEvent.change(postMeal, { target: { value: "11:00-13:00" } });
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      appointment: {
        place: "home",
        date: "2025-03-15",
        timeSlot: "07:00-09:00",
        postMealTimeSlot: "11:00-13:00",
      },
    });
  });

  it("shows the next windows when the chosen one just filled, and places the order in the one picked", async () => {
    api.placeAnswer = {
      status: 409,
      body: {
        error: "window-full",
        message: windowMessages.full,
        alternatives: [
          {
            day: "2025-03-15",
            startsAt: "07:00",
            endsAt: "09:00",
            placesLeft: 2,
            suitsFasting: true,
          },
        ],
      },
    };
    await renderForm();
    fillOfficeAddress();
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    expect(await screen.findByText(windowMessages.full)).toBeTruthy();
    const alternatives = within(screen.getByRole("list", { name: "Windows with places" }));
    api.placeAnswer = {
      status: 201,
      body: {
        orderId: "VYO-20250314-K7M2QX",
        reference: "VY-7KQ4-M9RX",
        amount: 2599,
        status: "payment-pending",
        redirectUrl: "/api/payments/test-gateway/VYO-20250314-K7M2QX",
      },
    };
    fireEvent.click(alternatives.getByRole("button", { name: /7:00-9:00 am · 2 places left/ }));
    await waitFor(() => expect(slot().value).toBe("07:00-09:00"));
    fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(orderPosts()[1]?.body).toMatchObject({
      appointment: { place: "home", date: "2025-03-15", timeSlot: "07:00-09:00" },
    });
    expect(orderPosts()[1]?.headers["Idempotency-Key"]).not.toBe(
      orderPosts()[0]?.headers["Idempotency-Key"],
    );
    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith("/api/payments/test-gateway/VYO-20250314-K7M2QX"),
    );
  });
});
