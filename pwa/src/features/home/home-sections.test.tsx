import { fireEvent, screen, within } from "@testing-library/react";
import { bestSellingPackages, formatRupees, popularTests } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app.tsx";
import { BestSellersSection } from "./best-sellers.section.tsx";
import { OrganListsSection } from "./organ-lists.section.tsx";
import { PopularTestsSection } from "./popular-tests.section.tsx";

/** Lazy routes and chunks can take a while when the machine is busy (e2e running beside). */
const slow = { timeout: 10_000 };

describe("home sections", () => {
  it("popular tests: the eight featured tests with their Chennai prices", async () => {
    renderWithProviders(<PopularTestsSection />);
    const list = screen.getByRole("list", { name: "Popular tests" });
    const names = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(popularTests.map((test) => test.testName));
    expect(names).toHaveLength(8);
    expect(within(list).getByRole("link", { name: "CBC" }).getAttribute("href")).toBe("/cbc-test");
  });

  it("best sellers: the product's prices, struck originals, line items and links", async () => {
    renderWithProviders(<BestSellersSection />);
    const cards = screen.getAllByRole("article");
    const prices = cards.map((card) => card.querySelector(".price-current")?.textContent ?? "");
    expect(prices.map((p) => p.replace(/\D/g, ""))).toEqual([
      "1699",
      "2499",
      "3199",
      "5199",
      "7099",
      "7999",
      "7999",
      "8999",
      "6699",
      "7899",
    ]);
    const premium = cards[0] as HTMLElement;
    expect(premium.querySelector("s")?.textContent).toContain(formatRupees(6500));
    expect(within(premium).getByText("Physician Consultation")).toBeTruthy();
    expect(within(premium).getByText("Mind Health Assessment*")).toBeTruthy();
    expect(
      within(premium).getByRole("link", { name: "Premium Health Package" }).getAttribute("href"),
    ).toBe("/health-package-premium");
    expect(bestSellingPackages).toHaveLength(10);
    fireEvent.click(
      within(premium).getByRole("button", { name: "Add to cart Premium Health Package" }),
    );
    expect(
      await within(premium).findByRole("link", { name: /Added Premium Health Package/ }, slow),
    ).toBeTruthy();
  });

  it("organ lists: every organ, with 'No Test Found' linking home for stomach", () => {
    renderWithProviders(<OrganListsSection />);
    expect(screen.getByRole("link", { name: "Renal Function" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stomach" }));
    expect(screen.getByRole("button", { name: "Stomach" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByRole("link", { name: "No Test Found" }).getAttribute("href")).toBe("/");
  });
});
