import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { locationIds, locationSelector } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readLocation } from "@/db/location.ts";
import { cbc, premium } from "@/db/test-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

describe("location selector", () => {
  it("shows Chennai by default and stores the chosen location", async () => {
    renderApp("/");
    const select = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Location" });
    expect(select.value).toBe("chennai");
    fireEvent.change(select, { target: { value: "andhraPradesh" } });
    await waitFor(async () => expect(await readLocation()).toBe("andhraPradesh"));
    await waitFor(() => expect(select.value).toBe("andhraPradesh"));
  });

  it("offers the product's cities and groups", async () => {
    renderApp("/");
    const select = await screen.findByRole("combobox", { name: "Location" });
    const groups = [...select.querySelectorAll("optgroup")].map((g) => g.label);
    expect(groups).toEqual(["Rest of Karnataka", "Rest of Tamil Nadu"]);
    const options = within(select).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((o) => o.textContent)).toEqual(
      locationSelector.flatMap((entry) =>
        entry.kind === "option" ? [entry.label] : entry.options.map((o) => o.label),
      ),
    );
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual([
      "Chennai",
      "Bengaluru",
      "Andhra Pradesh",
    ]);
    expect(new Set(options.map((o) => o.value))).toEqual(new Set(locationIds));
  });
});

describe("cart badge", () => {
  it("counts tests plus packages", async () => {
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Cart, 0 items" })).toBeTruthy();
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    const cart = await screen.findByRole("link", { name: "Cart, 2 items" });
    expect(cart.textContent).toBe("2");
  });
});

describe("account", () => {
  it("opens the login dialog with the product's greeting", async () => {
    renderApp("/");
    const header = screen.getByRole("banner");
    fireEvent.click(await within(header).findByRole("button", { name: "Login" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Hello! Kindly login to avail our services",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
