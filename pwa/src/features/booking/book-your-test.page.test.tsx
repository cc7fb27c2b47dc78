import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCart } from "@/db/cart-query.ts";
import { setLocation } from "@/db/location.ts";
import { notInTirunelveli, thyroid } from "@/db/test-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

/** The page is a lazy route with the catalogue: its first render can take a while in a full run. */
const pageLoad = { timeout: 5_000 };

describe("/book-your-test", () => {
  it("finds a test by name and books it: into the cart, then to checkout", async () => {
    const { location } = renderApp("/book-your-test");
    const search = await screen.findByRole("searchbox", { name: "Test name" }, pageLoad);
    fireEvent.change(search, { target: { value: "thyroid prof" } });
    const results = await screen.findByRole("list", { name: "Tests matching “thyroid prof”" });
    fireEvent.click(within(results).getByRole("button", { name: `Book ${thyroid.testName}` }));
    await waitFor(() => expect(location().pathname).toBe("/cart-form"));
    expect((await readCart()).tests.map((line) => line.corpId)).toEqual([thyroid.corpId]);
  });

  it("cannot book a test the city does not offer, and offers the call-back form", async () => {
    await setLocation("tirunelveli");
    renderApp("/book-your-test");
    fireEvent.change(await screen.findByRole("searchbox", { name: "Test name" }, pageLoad), {
      target: { value: notInTirunelveli.testName },
    });
    const button = await screen.findByRole("button", { name: `Book ${notInTirunelveli.testName}` });
    await waitFor(() => expect(button).toHaveProperty("disabled", true));
    expect(screen.getAllByText("Not available in Tirunelveli").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Request a call back" }).getAttribute("href")).toBe(
      "/#book-test",
    );
  });
});
