/**
 * The layout's own words in the reader's language (docs/i18n.md): the header search's results
 * and its "nothing found" ways, the thank-you overlay, a page that failed or is loading, a menu
 * loading, and /login when logged in, in Tamil.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { imagingItems } from "@vyom/catalog";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocation } from "@/db/location.ts";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { useUiActions } from "@/lib/ui-state.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { ChunkLoadError } from "../lazy-page.ts";
import { MenuLoading } from "./menu-loading.tsx";
import { PageError } from "./page-error.tsx";
import { PageLoading } from "./page-loading.tsx";
import { ThankYouOverlay } from "./thank-you-overlay.tsx";

const slow = { timeout: 10_000 };

beforeEach(() => setTranslator("ta", translatorFor("ta", tamil)));
afterEach(() => setTranslator("en", null));

async function typeInSearch(text: string) {
  const input = await screen.findByRole<HTMLInputElement>(
    "combobox",
    { name: "பரிசோதனைகளைத் தேடுங்கள்" },
    slow,
  );
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

function Submitter() {
  const { showThankYou } = useUiActions();
  return (
    <button type="button" onClick={showThankYou}>
      Send
    </button>
  );
}

describe("the layout for a Tamil reader", () => {
  it("says what the header search found, and a scan's kind and call, in Tamil", async () => {
    await setLocation("banglore");
    renderApp("/");
    await typeInSearch("usg");
    const grid = await screen.findByRole("grid", { name: "தேடல் முடிவுகள்" }, slow);
    expect(await screen.findByText(/^\d+ முடிவுகள் கிடைத்தன$/)).toBeTruthy();
    const abdomen = imagingItems.find((scan) => scan.pageLink === "/abdomen-only");
    if (!abdomen) throw new Error("no abdomen scan");
    const row = within(grid)
      .getAllByRole("row")
      .find((each) => each.textContent?.includes(abdomen.name));
    if (!row) throw new Error("the abdomen scan is not listed");
    expect(row.textContent).toContain("ஸ்கேன் · ");
    expect(within(row).getByRole("link", { name: /^பதிவு செய்ய அழைக்கவும்/ })).toBeTruthy();
  });

  it("says 'No tests found' and the ways on in Tamil", async () => {
    renderApp("/");
    await typeInSearch("zzqqxx");
    expect(await screen.findAllByText("பரிசோதனைகள் எதுவும் கிடைக்கவில்லை", {}, slow)).not.toHaveLength(
      0,
    );
    expect(screen.getByRole("link", { name: "மருந்துச்சீட்டைப் பதிவேற்றவும்" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ஹெல்த் பேக்கேஜ்களைப் பாருங்கள்" })).toBeTruthy();
  });

  it("thanks the person in Tamil", async () => {
    renderWithProviders(
      <>
        <Submitter />
        <ThankYouOverlay />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("dialog", { name: "நன்றி! விரைவில் உங்களை அழைப்போம்" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "மூடு" })).toBeTruthy();
  });

  it("says a page could not be loaded, went wrong or is loading, and a menu is loading, in Tamil", () => {
    render(
      <MemoryRouter>
        <PageError error={new ChunkLoadError("offline")} />
        <PageError error={new Error("a bug")} />
        <PageLoading />
        <MenuLoading />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "இந்தப் பக்கத்தை ஏற்ற முடியவில்லை" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "மீண்டும் முயற்சிக்கவும்" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "ஏதோ தவறு நடந்தது" })).toBeTruthy();
    expect(screen.getByText("ஏற்றப்படுகிறது…")).toBeTruthy();
    expect(screen.getByText("மெனு ஏற்றப்படுகிறது…")).toBeTruthy();
  });
});
