import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readLocation } from "@/db/location.ts";
import { loadAccountMenu, renderApp } from "@/test/render-app.tsx";
import { type FakeAuthApi, fakeAuthApi } from "./fake-auth-api.test-support.ts";
import { authMessages } from "./machines/auth-messages.ts";

beforeAll(loadAccountMenu);

let api: FakeAuthApi;
beforeEach(() => {
  api = fakeAuthApi();
});

const greeting = "Hello! Kindly login to avail our services";

describe("login from the header", () => {
  it("opens the modal, logs in, closes, shows the name; the account menu's Log out brings Login back", async () => {
    const { location } = renderApp("/careers");
    const header = screen.getByRole("banner");
    fireEvent.click(await within(header).findByRole("button", { name: "Login" }));
    const dialog = await screen.findByRole("dialog", { name: greeting });
    const login = within(await within(dialog).findByRole("tabpanel", { name: "Login" }));

    fireEvent.change(login.getByRole("textbox", { name: "Mobile Number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(login.getByRole("button", { name: "Send OTP" }));
    expect(await within(dialog).findByText(authMessages.otpSent)).toBeTruthy();
    const [first] = within(login.getByRole("group", { name: "OTP" })).getAllByRole("textbox");
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => "48213" } });
    fireEvent.click(login.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const accountMenu = await within(header).findByRole("button", { name: "Arun Kumar" });

    fireEvent.click(accountMenu);
    fireEvent.click(within(header).getByRole("button", { name: "Log out" }));
    expect(await within(header).findByRole("button", { name: "Login" })).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
  });

  it("a legacy customer's first login selects their pincode's city, re-prices, and says so on the page", async () => {
    api.legacy.set("9876500004", {
      customerId: "LC100819",
      name: "Anjali Reddy",
      pincodeLocation: "andhraPradesh",
    });
    renderApp("/careers");
    const header = screen.getByRole("banner");
    expect(await readLocation()).toBe("chennai");
    fireEvent.click(await within(header).findByRole("button", { name: "Login" }));
    const dialog = await screen.findByRole("dialog", { name: greeting });
    const login = within(await within(dialog).findByRole("tabpanel", { name: "Login" }));
    fireEvent.change(login.getByRole("textbox", { name: "Mobile Number" }), {
      target: { value: "9876500004" },
    });
    fireEvent.click(login.getByRole("button", { name: "Send OTP" }));
    expect(await within(dialog).findByText(authMessages.otpSent)).toBeTruthy();
    const [first] = within(login.getByRole("group", { name: "OTP" })).getAllByRole("textbox");
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => "48213" } });
    fireEvent.click(login.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The dialog has closed: the page says it, and the header's city is the pincode's.
    expect(
      await screen.findByText(
        "Prices are now for Andhra Pradesh: your pincode 600001 is in Andhra Pradesh. You can change the city at the top of the page.",
      ),
    ).toBeTruthy();
    expect(await readLocation()).toBe("andhraPradesh");
    const city = within(header).getByRole("combobox", {
      name: /city|location/i,
    }) as HTMLSelectElement;
    await waitFor(() => expect(city.value).toBe("andhraPradesh"));
  });

  it("the /login page shows the same tabs", async () => {
    renderApp("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(screen.getByText(greeting)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
  });
});
