/**
 * The scan's booking form drawn on the client (a link followed) when its chunk is lost: the page
 * says so and offers Retry, which asks for the chunk again at once; in the reader's language.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { lazyBooking, ScanBookingLoader } from "./scan-booking-loader.tsx";

afterEach(() => setTranslator("en", null));

/** A chunk whose first `failures` requests fail, as on patchy mobile data. */
function lostChunk(failures: number) {
  const asked = { count: 0 };
  const booking = lazyBooking(async () => {
    asked.count += 1;
    if (asked.count <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return () => <h1>Book your scan</h1>;
  });
  return { booking, asked };
}

describe("the scan booking's chunk", () => {
  it("shows Loading… while it comes, then the form", async () => {
    const { booking } = lostChunk(0);
    render(<ScanBookingLoader fallback={<p>Loading…</p>} booking={booking} />);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Book your scan" })).toBeTruthy();
  });

  it("lost: says it could not be loaded and Retry asks for it again at once", async () => {
    const { booking, asked } = lostChunk(1);
    render(<ScanBookingLoader fallback={<p>Loading…</p>} booking={booking} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The booking form could not be loaded. Please check your internet connection and try again.",
    );
    expect(screen.queryByText("Loading…")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Book your scan" })).toBeTruthy();
    expect(asked.count).toBe(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lost twice: Retry that fails says so again", async () => {
    const { booking, asked } = lostChunk(2);
    render(<ScanBookingLoader fallback={<p>Loading…</p>} booking={booking} />);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByRole("button", { name: "Retry" });
    expect(asked.count).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Book your scan" })).toBeTruthy();
  });

  it("says it in Tamil to a Tamil reader", async () => {
    setTranslator("ta", translatorFor("ta", tamil));
    const { booking } = lostChunk(1);
    render(<ScanBookingLoader fallback={<p>…</p>} booking={booking} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "முன்பதிவுப் படிவத்தை ஏற்ற முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.",
    );
    expect(screen.getByRole("button", { name: "மீண்டும் முயற்சி" })).toBeTruthy();
  });
});
