import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { searchTests } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

async function typeInSearch(text: string) {
  const input = await screen.findByRole<HTMLInputElement>("combobox", { name: "Search tests" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

/** The search's own options (the location select has options too). */
const findResults = async () =>
  within(screen.getByRole("listbox", { name: "Matching tests", hidden: true })).findAllByRole(
    "option",
  );

const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("test search", () => {
  it("shows matching tests while typing, whatever the case", async () => {
    renderApp("/");
    const input = await typeInSearch("THYRO");
    const options = await findResults();
    // The catalogue's search decides the matches (names first, then alternate names).
    expect(options.map((o) => o.textContent)).toEqual(
      searchTests("thyro", 8).map((item) => item.testName),
    );
    expect(options[0]?.textContent?.toLowerCase()).toContain("thyro");
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("says so when nothing matches", async () => {
    renderApp("/");
    await typeInSearch("zzzz-no-such-test");
    expect((await screen.findAllByText("No tests found")).length).toBeGreaterThan(0);
    const list = screen.getByRole("listbox", { name: "Matching tests", hidden: true });
    expect(within(list).queryAllByRole("option")).toHaveLength(0);
  });

  it("moves through the results with the arrow keys and opens one with Enter", async () => {
    const { location } = renderApp("/");
    const input = await typeInSearch("vitamin");
    const options = await findResults();
    expect(options.length).toBeGreaterThan(1);

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)).toBe(options[1]);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)).toBe(options[0]);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)).toBe(options.at(-1));

    const chosen = options.at(-1)?.textContent;
    fireEvent.keyDown(input, { key: "Enter" });
    const heading = await screen.findByRole("heading", { level: 1, name: chosen ?? "" });
    expect(heading).toBeTruthy();
    expect(location().pathname).not.toBe("/");
    expect(input.value).toBe("");
  });

  it("closes on Escape and clears on a second Escape", async () => {
    renderApp("/");
    const input = await typeInSearch("lipid");
    await findResults();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.value).toBe("lipid");
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(input.value).toBe(""));
  });
});
