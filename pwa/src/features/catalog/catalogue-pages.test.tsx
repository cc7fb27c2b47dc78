import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  formatRupees,
  imagingItems,
  labTests,
  locationNames,
  packageBySlug,
  priceOf,
  testBySlug,
} from "@vyom/catalog";
import { describe, expect, it, vi } from "vitest";
import { readCart } from "@/db/cart-query.ts";
import { setLocation } from "@/db/location.ts";
import { renderApp } from "@/test/render-app.tsx";

/** Lazy routes and chunks can take a while when the machine is busy (e2e running beside). */
const slow = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

const price = (item: Parameters<typeof priceOf>[0], location: Parameters<typeof priceOf>[1]) => {
  const at = priceOf(item, location);
  if (!at.offered) throw new Error("not offered");
  return at.price;
};
const buyBox = () => screen.getByRole("complementary", { name: "Price and booking" });

describe("the test details page", () => {
  const cbc = testBySlug("cbc-test");
  if (!cbc) throw new Error("no CBC");

  it("shows the test's details, notes, rating and title", async () => {
    renderApp("/cbc-test");
    await screen.findByRole("heading", { level: 1, name: "CBC" }, slow);
    expect(screen.getByText(cbc.alternateTestName)).toBeTruthy();
    expect(screen.getByText(cbc.description)).toBeTruthy();
    expect(screen.getByText(cbc.parameter)).toBeTruthy();
    expect(screen.getByRole("heading", { name: cbc.propertiesTitle })).toBeTruthy();
    for (const property of cbc.properties) expect(screen.getByText(property)).toBeTruthy();
    for (const note of cbc.iconWithText) expect(screen.getByText(note.text)).toBeTruthy();
    expect(document.querySelector(".rating-value")?.textContent).toBe("Rated 4.1 out of 5");
    await waitFor(() => expect(document.title).toBe("CBC | Vyom Diagnostics"));
  });

  it("prices the test for the selected city", async () => {
    await setLocation("banglore");
    renderApp("/cbc-test");
    await screen.findByRole("heading", { level: 1, name: "CBC" }, slow);
    await waitFor(() =>
      expect(within(buyBox()).getByText(formatRupees(price(cbc, "banglore")))).toBeTruthy(),
    );
  });

  it("adds to the cart, then offers the way to the cart", async () => {
    renderApp("/cbc-test");
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart CBC" }, slow));
    const added = await screen.findByRole("link", { name: /Added CBC/ }, slow);
    expect(added.getAttribute("href")).toBe("/cart");
    expect((await readCart()).tests.map((line) => line.corpId)).toEqual([cbc.corpId]);
    expect(await screen.findByRole("link", { name: "Cart, 1 item" }, slow)).toBeTruthy();
  });

  it("says 'Not available in <City>' and disables the add button there", async () => {
    const missing = labTests.find((test) => !priceOf(test, "tirunelveli").offered);
    if (!missing) throw new Error("every test is offered in Tirunelveli");
    await setLocation("tirunelveli");
    renderApp(missing.testDetailsPageLink);
    await screen.findByRole("heading", { level: 1, name: missing.testName }, slow);
    const button = await screen.findByRole("button", { name: `Add to cart ${missing.testName}` });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const reason = `Not available in ${locationNames.tirunelveli}`;
    expect(within(buyBox()).getAllByText(reason).length).toBeGreaterThan(0);
    expect(
      document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe(reason);
  });
});

describe("the radiology details page", () => {
  const chest = imagingItems.find((item) => item.pageLink === "/x-ray-chest");
  if (!chest) throw new Error("no chest X-ray");

  it("shows the scan, its preparation, duration, city price and how to book", async () => {
    renderApp("/radilogy/x-ray-chest?id=1");
    await screen.findByRole("heading", { level: 1, name: chest.name }, slow);
    expect(screen.getByText("X-ray")).toBeTruthy();
    for (const step of chest.preparation) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText(chest.duration)).toBeTruthy();
    await waitFor(() =>
      expect(within(buyBox()).getByText(formatRupees(price(chest, "chennai")))).toBeTruthy(),
    );
    expect(screen.getByRole("link", { name: "Call 1800-102-4455" }).getAttribute("href")).toBe(
      "tel:18001024455",
    );
    // A scan is booked at a centre and a slot, never through the home-collection page.
    expect(screen.getByRole("link", { name: "Book your test" }).getAttribute("href")).toBe(
      "/radilogy/x-ray-chest/book",
    );
  });

  it("says 'Call for price' where the city has no price", async () => {
    const item = imagingItems.find((scan) => !priceOf(scan, "tirunelveli").offered);
    if (!item) throw new Error("every scan is priced in Tirunelveli");
    await setLocation("tirunelveli");
    renderApp(`/radilogy/${item.pageLink.slice(1)}?id=${item.id}`);
    await screen.findByRole("heading", { level: 1, name: item.name }, slow);
    expect(await within(buyBox()).findByText("Call for price", {}, slow)).toBeTruthy();
  });
});

describe("the health package page", () => {
  it("shows the price with the struck original, groups, notes and adds to the cart", async () => {
    const pkg = packageBySlug("health-package-premium");
    if (!pkg) throw new Error("no premium");
    renderApp("/health-package-premium");
    await screen.findByRole("heading", { level: 1, name: pkg.packageName }, slow);
    expect(within(buyBox()).getByText(formatRupees(1699))).toBeTruthy();
    expect(buyBox().querySelector("s")?.textContent).toContain(formatRupees(6500));
    for (const note of pkg.iconWithText) expect(screen.getByText(note.text)).toBeTruthy();

    const [group] = pkg.parameters;
    if (!group) throw new Error("no groups");
    const toggle = screen.getByRole("button", { name: `${group.title} (${group.tests.length})` });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: `Add to cart ${pkg.packageName}` }));
    expect(await screen.findByRole("link", { name: "Cart, 1 item" }, slow)).toBeTruthy();
  });

  it("lists the senior citizens' free extras", async () => {
    renderApp("/health-package-senior-citizen-women");
    await screen.findByRole("heading", { name: "Free for senior citizens" }, slow);
    expect(screen.getByText("Stool Routine")).toBeTruthy();
    expect(screen.getByText("Stool Occult Blood")).toBeTruthy();
  });

  it("sells Basic in every city, though only Andhra Pradesh's menus list it", async () => {
    await setLocation("chennai");
    renderApp("/health-package-basic");
    await screen.findByRole("heading", { level: 1, name: "Basic Health Package" }, slow);
    const add = screen.getByRole("button", { name: "Add to cart Basic Health Package" });
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });
});
