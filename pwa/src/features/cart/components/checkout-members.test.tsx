/**
 * Checkout asks for what the lab needs of each person a sample is taken from: a customer and
 * family members kept from before the app asked have no date of birth or gender, and the order
 * is not sent until everyone it books tests for has them (docs/product.md#checkout-and-payment).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import type { CartMember, SessionUser } from "@/db/records.ts";
import { readSession, saveSession } from "@/db/session.ts";
import { cbc, thyroid } from "@/db/test-fixtures.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { checkoutMachine } from "../machines/checkout.machine.ts";
import {
  type FakeCheckoutApi,
  fakeCheckoutApi,
  selfUser,
} from "../test/fake-checkout-api.test-support.ts";
import { CheckoutForm } from "./checkout-form.tsx";

// 10:30 on 14 March 2025 in India.
const now = new Date("2025-03-14T05:00:00Z");

/** Kavya and her mother as kept before the app asked for dates of birth and genders. */
const oldSelf: CartMember = {
  name: "Kavya Shetty",
  relation: "My Self",
  mobileNumber: "9876543210",
  vyomId: selfUser.vyomId,
};
const oldMother: CartMember = {
  name: "Meena Shetty",
  relation: "Mother",
  mobileNumber: "9876512345",
};
const oldUser: SessionUser = { ...selfUser, cartMembers: [oldSelf, oldMother] };

let api: FakeCheckoutApi;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  api = fakeCheckoutApi();
  if (api.customer.cart) api.customer.cart.members = [oldSelf, oldMother];
  await saveSession(oldUser);
  await addTestToCart(cbc);
  await addTestToCart(thyroid);
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderForm() {
  const machine = checkoutMachine.provide({ actions: { goToPayment: () => {} } });
  renderWithProviders(
    <CheckoutForm
      user={oldUser}
      customer={api.customer}
      cart={await readCart()}
      location="chennai"
      cityName="Chennai"
      machine={machine}
    />,
    "/cart-form",
  );
}

const orderPosts = () =>
  api.requests.filter((r) => r.method === "POST" && r.path === "/api/orders");
const membersRegion = () => within(screen.getByRole("region", { name: "Members" }));

function fillCentreVisit() {
  fireEvent.click(screen.getByRole("radio", { name: "Visit the centre" }));
  // A centre of the city the form prices for (the visit's centre names its prices' city).
  fireEvent.change(screen.getByRole("combobox", { name: "Centre" }), {
    target: { value: "chennai-adyar" },
  });
  fireEvent.change(screen.getByRole("combobox", { name: "Time slot" }), {
    target: { value: "17:00-19:00" },
  });
}
const place = () => fireEvent.click(screen.getByRole("button", { name: /Place order and pay/ }));

describe("members kept before the lab's details were asked for", () => {
  it("offer to add them, and the order asks for them before paying, naming who", async () => {
    await renderForm();
    expect(
      membersRegion()
        .getAllByRole("button", { name: /^Add date of birth and gender/ })
        .map((button) => button.textContent),
    ).toEqual([
      "Add date of birth and gender of Kavya Shetty",
      "Add date of birth and gender of Meena Shetty",
    ]);

    fillCentreVisit();
    place();
    expect(
      await screen.findByText(
        "Add Kavya Shetty's date of birth and gender: the lab needs them for the reference ranges.",
      ),
    ).toBeTruthy();
    // Her details open, and the focus is in them.
    const date = membersRegion().getByLabelText("Date of birth");
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(orderPosts()).toEqual([]);

    fireEvent.change(date, { target: { value: "17/05/1990" } });
    fireEvent.click(membersRegion().getByRole("radio", { name: "Female" }));
    fireEvent.click(membersRegion().getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Kavya Shetty's details saved.")).toBeTruthy();
    expect(membersRegion().getByText("Female, born 17 May 1990")).toBeTruthy();

    // Meena has no test yet: the order does not need her details.
    place();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      members: [
        { name: "Kavya Shetty", relation: "My Self", birthDate: "1990-05-17", gender: "female" },
        { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345" },
      ],
    });
    const saved = api.requests.filter((r) => r.method === "PUT").at(-1);
    expect(saved?.body).toMatchObject({
      members: [{ relation: "My Self", birthDate: "1990-05-17", gender: "female" }, {}],
    });
    await waitFor(async () =>
      expect((await readSession()).user?.cartMembers[0]).toMatchObject({
        name: "Kavya Shetty",
        birthDate: "1990-05-17",
        gender: "female",
      }),
    );
  });

  it("asks for a family member's details once a test is for them", async () => {
    if (api.customer.cart) {
      api.customer.cart.members = [{ ...oldSelf, birthDate: "1990-05-17", gender: "female" }];
    }
    await renderForm();
    fireEvent.change(screen.getByRole("combobox", { name: `For ${thyroid.testName}` }), {
      target: { value: "1" },
    });
    fillCentreVisit();
    place();
    expect(
      await screen.findByText(
        "Add Meena Shetty's date of birth and gender: the lab needs them for the reference ranges.",
      ),
    ).toBeTruthy();
    const details = within(screen.getByRole("group", { name: /of Meena Shetty$/ }));
    fireEvent.click(details.getByRole("checkbox", { name: "I don't know the date: enter age" }));
    fireEvent.click(details.getByRole("button", { name: "Save details" }));
    expect(details.getByText("Enter the age in years")).toBeTruthy();
    expect(details.getByText("Choose the gender")).toBeTruthy();
    fireEvent.change(details.getByLabelText("Age in years"), { target: { value: "64" } });
    fireEvent.click(details.getByRole("radio", { name: "Female" }));
    fireEvent.click(details.getByRole("button", { name: "Save details" }));
    expect(await membersRegion().findByText("Female, 64 years")).toBeTruthy();

    place();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      lines: [
        { corpId: cbc.corpId, memberIndex: 0 },
        { corpId: thyroid.corpId, memberIndex: 1 },
      ],
      members: [
        { name: "Kavya Shetty", birthDate: "1990-05-17", gender: "female" },
        { name: "Meena Shetty", age: 64, gender: "female" },
      ],
    });
  });
});

describe("a member with no mobile (a child, an elderly parent)", () => {
  it("is added with the mobile left empty, shown as having none, and booked without one", async () => {
    if (api.customer.cart) {
      api.customer.cart.members = [{ ...oldSelf, birthDate: "1990-05-17", gender: "female" }];
    }
    await renderForm();
    fireEvent.click(membersRegion().getByRole("button", { name: "Add a family member" }));
    const form = within(screen.getByRole("group", { name: "Add a member" }));
    fireEvent.change(form.getByLabelText("Member name"), { target: { value: "Anu Shetty" } });
    fireEvent.change(form.getByLabelText("Relation"), { target: { value: "Daughter" } });
    expect(form.getByText(/Optional: leave it empty if they have no mobile/)).toBeTruthy();
    // Without a mobile, the lab's details are still asked for.
    fireEvent.click(form.getByRole("button", { name: "Save member" }));
    expect(form.getByText("Enter the date of birth (DD/MM/YYYY)")).toBeTruthy();
    expect(form.getByText("Choose the gender")).toBeTruthy();
    fireEvent.click(form.getByRole("checkbox", { name: "I don't know the date: enter age" }));
    fireEvent.change(form.getByLabelText("Age in years"), { target: { value: "6" } });
    fireEvent.click(form.getByRole("radio", { name: "Female" }));
    fireEvent.click(form.getByRole("button", { name: "Save member" }));
    expect(await screen.findByText("Anu Shetty added.")).toBeTruthy();
    const anu = within(
      membersRegion().getByText("Anu Shetty", { selector: "strong" }).closest("li") as HTMLElement,
    );
    expect(anu.getByText("No mobile: we text your number")).toBeTruthy();

    const saved = api.requests.filter((r) => r.method === "PUT").at(-1)?.body;
    const sentMembers = (saved as { members: Record<string, unknown>[] }).members;
    expect(sentMembers[sentMembers.length - 1]).toEqual({
      name: "Anu Shetty",
      relation: "Daughter",
      age: 6,
      gender: "female",
    });

    fireEvent.change(screen.getByRole("combobox", { name: `For ${thyroid.testName}` }), {
      target: { value: "2" },
    });
    fillCentreVisit();
    place();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    const order = orderPosts()[0]?.body;
    const ordered = (order as { members: Record<string, unknown>[] }).members;
    expect(ordered[2]).toEqual({
      name: "Anu Shetty",
      relation: "Daughter",
      age: 6,
      gender: "female",
    });
  });
});
