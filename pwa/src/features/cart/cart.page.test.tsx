import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatRupees } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { readCart } from "@/db/cart-query.ts";
import { setLocation } from "@/db/location.ts";
import { cbc, elite, notInTirunelveli, premium, priceIn, thyroid } from "@/db/test-fixtures.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { CartPage } from "./cart.page.tsx";

const total = () => {
  const row = screen.getByText("Total payable").parentElement as HTMLElement;
  return within(row).getByRole("definition").textContent;
};

describe("/cart", () => {
  it("lists tests and packages with the city's prices and the total payable", async () => {
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    renderWithProviders(<CartPage />, "/cart");
    expect(await screen.findByRole("heading", { name: "Tests (2)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Health packages (1)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: cbc.testName })).toBeTruthy();
    expect(screen.getByText(formatRupees(priceIn(cbc, "chennai")))).toBeTruthy();
    expect(total()).toBe(
      formatRupees(priceIn(cbc, "chennai") + priceIn(thyroid, "chennai") + premium.currentPrice),
    );
    expect(screen.getByRole("link", { name: "Proceed to book" }).getAttribute("href")).toBe(
      "/cart-form",
    );
  });

  it("flags a line the city does not offer and leaves it out of the total", async () => {
    await addTestToCart(cbc);
    await addTestToCart(notInTirunelveli);
    await setLocation("tirunelveli");
    renderWithProviders(<CartPage />, "/cart");
    expect(
      await screen.findByText("Not available in Tirunelveli: not counted in the total"),
    ).toBeTruthy();
    expect(total()).toBe(formatRupees(priceIn(cbc, "tirunelveli")));
    expect(screen.getByText(/Items not available in Tirunelveli are not included/)).toBeTruthy();
  });

  it("removes one line, then all tests, then all packages, and then says the cart is empty", async () => {
    await addTestToCart(cbc);
    await addTestToCart(thyroid);
    await addPackageToCart(premium);
    await addPackageToCart(elite);
    renderWithProviders(<CartPage />, "/cart");

    fireEvent.click(await screen.findByRole("button", { name: `Remove ${cbc.testName}` }));
    await screen.findByRole("heading", { name: "Tests (1)" });
    expect(total()).toBe(
      formatRupees(priceIn(thyroid, "chennai") + premium.currentPrice + elite.currentPrice),
    );

    fireEvent.click(screen.getByRole("button", { name: "Remove all tests" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /^Tests/ })).toBeNull());
    expect((await readCart()).healthPackages).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Remove all packages" }));
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: cbc.testName }).getAttribute("href")).toBe("/cbc-test");
    expect(screen.getByRole("link", { name: premium.packageName }).getAttribute("href")).toBe(
      `/${premium.slug}`,
    );
    expect(screen.queryByRole("link", { name: "Proceed to book" })).toBeNull();
  });

  it("offers no booking when nothing in the cart is available in the city", async () => {
    await addTestToCart(notInTirunelveli);
    await setLocation("tirunelveli");
    renderWithProviders(<CartPage />, "/cart");
    expect(
      await screen.findByText(/Nothing in your cart can be booked in Tirunelveli/),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Proceed to book" })).toBeNull();
    expect(total()).toBe(formatRupees(0));
  });
});

describe("/cart: a test a package in the cart already holds", () => {
  it("says which package holds it, and its button removes the test", async () => {
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    renderWithProviders(<CartPage />, "/cart");
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe(
      `Already in Premium Health Package. Remove it? Yes, remove ${cbc.testName}`,
    );
    expect(premium.packageName).toBe("Premium Health Package");
    fireEvent.click(within(note).getByRole("button", { name: `Yes, remove ${cbc.testName}` }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /^Tests/ })).toBeNull());
    expect(total()).toBe(formatRupees(premium.currentPrice));
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("says nothing of a test no package in the cart holds", async () => {
    await addTestToCart(cbc);
    renderWithProviders(<CartPage />, "/cart");
    await screen.findByRole("heading", { name: "Tests (1)" });
    expect(screen.queryByText(/Already in/)).toBeNull();
  });
});
