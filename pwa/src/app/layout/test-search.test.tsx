import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { brand, formatRupees, imagingItems, packageBySlug, priceOf } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { readCart } from "@/db/cart-query.ts";
import { setLocation } from "@/db/location.ts";
import { renderApp } from "@/test/render-app.tsx";

async function typeInSearch(text: string) {
  const input = await screen.findByRole<HTMLInputElement>("combobox", { name: "Search tests" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const findGrid = () => screen.findByRole("grid", { name: "Search results" });
const findRows = async () => within(await findGrid()).findAllByRole("row");
/** A row's name, as its link says it. */
const rowName = (row: HTMLElement) => within(row).getAllByRole("link")[0]?.textContent;

const activeCell = (input: HTMLInputElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("the header search", () => {
  it("finds what a person means while typing: typos first, whatever the case", async () => {
    renderApp("/");
    const input = await typeInSearch("THYRIOD");
    const rows = await findRows();
    expect(rowName(rows[0] as HTMLElement)).toBe("Thyroid Profile");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-haspopup")).toBe("grid");
    expect(await screen.findByText(`${rows.length} results found`)).toBeTruthy();
  });

  it("lists scans with their price in the selected city and a call to book them", async () => {
    await setLocation("banglore");
    renderApp("/");
    await typeInSearch("usg");
    const rows = await findRows();
    const abdomen = imagingItems.find((scan) => scan.pageLink === "/abdomen-only");
    if (!abdomen) throw new Error("no abdomen scan");
    const row = rows.find((r) => rowName(r) === abdomen.name);
    if (!row) throw new Error("the abdomen scan is not listed");
    const price = priceOf(abdomen, "banglore");
    if (!price.offered) throw new Error("no Bangalore price");
    await waitFor(() => expect(row.textContent).toContain(`Scan · ${formatRupees(price.price)}`));
    expect(within(row).getByRole("link", { name: abdomen.name }).getAttribute("href")).toBe(
      `/radilogy/abdomen-only?id=${abdomen.id}`,
    );
    const call = within(row).getByRole("link", { name: `Call to book ${abdomen.name}` });
    expect(call.getAttribute("href")).toBe(brand.phone.tel);
  });

  it("says 'Call for price' for a scan the city does not price", async () => {
    await setLocation("tirunelveli");
    renderApp("/");
    await typeInSearch("cardiac mri");
    const [row] = await findRows();
    await waitFor(() => expect(row?.textContent).toContain("Scan · Call for price"));
  });

  it("lists packages with their price and adds one to the cart from the results", async () => {
    renderApp("/");
    const input = await typeInSearch("full body");
    const pkg = packageBySlug("health-package-premium");
    if (!pkg) throw new Error("no premium");
    const rows = await findRows();
    const row = rows.find((r) => rowName(r) === pkg.packageName);
    if (!row) throw new Error("the premium package is not listed");
    expect(row.textContent).toContain(`Health package · ${formatRupees(pkg.currentPrice)}`);

    fireEvent.click(within(row).getByRole("button", { name: `Add to cart ${pkg.packageName}` }));
    expect(
      await within(row).findByRole("link", { name: /Added Premium Health Package/ }),
    ).toBeTruthy();
    expect((await readCart()).healthPackages.map((line) => line.corpId)).toEqual([pkg.corpId]);
    // Adding keeps the search open for the next one.
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.value).toBe("full body");
  });

  it("says 'No tests found' and offers a call, a prescription and the packages", async () => {
    const { location } = renderApp("/");
    const input = await typeInSearch("zzzz-no-such-test");
    expect((await screen.findAllByText("No tests found")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("grid", { name: "Search results" })).toBeNull();
    expect(
      screen.getByRole("link", { name: `Call us on ${brand.phone.display}` }).getAttribute("href"),
    ).toBe(brand.phone.tel);
    expect(screen.getByRole("link", { name: "See health packages" }).getAttribute("href")).toBe(
      "/#health-packages",
    );
    fireEvent.click(screen.getByRole("link", { name: "Upload a prescription" }));
    await waitFor(() => expect(location().pathname).toBe("/prescription"));
    expect(input.value).toBe("");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("moves through rows and cells with the arrow keys; Enter adds or opens", async () => {
    const { location } = renderApp("/");
    const input = await typeInSearch("sugar");
    const rows = await findRows();
    expect(rows.length).toBeGreaterThan(2);
    // A <td> of the grid (role grid on its table) is a gridcell to the browser.
    const cells = (row: number) => [...(rows[row] as HTMLElement).querySelectorAll("td")];

    fireEvent.keyDown(input, { key: "ArrowDown" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(0)[0]));
    expect(cells(0)[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(1)[0]));
    fireEvent.keyDown(input, { key: "ArrowRight" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(1)[1]));
    fireEvent.keyDown(input, { key: "ArrowUp" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(0)[1]));
    fireEvent.keyDown(input, { key: "ArrowUp" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(rows.length - 1)[1]));
    fireEvent.keyDown(input, { key: "ArrowDown" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(0)[1]));

    // Enter on the action cell adds the first row's test (HbA1c) to the cart.
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(async () => expect((await readCart()).tests).toHaveLength(1));

    fireEvent.keyDown(input, { key: "ArrowLeft" });
    await waitFor(() => expect(activeCell(input)).toBe(cells(0)[0]));
    const chosen = rowName(rows[0] as HTMLElement);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByRole("heading", { level: 1, name: chosen ?? "" })).toBeTruthy();
    expect(location().pathname).toBe("/hba1c-test");
    expect(input.value).toBe("");
  });

  it("closes on Escape and clears on a second Escape", async () => {
    renderApp("/");
    const input = await typeInSearch("lipid");
    await findRows();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.value).toBe("lipid");
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(input.value).toBe(""));
  });
});
