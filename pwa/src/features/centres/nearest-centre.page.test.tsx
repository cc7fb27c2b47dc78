import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { locationMessages } from "./device-location.ts";
import { centreMessages, NearestCentrePage } from "./nearest-centre.page.tsx";

function renderPage() {
  render(
    <MemoryRouter>
      <NearestCentrePage />
    </MemoryRouter>,
  );
}

/** The centres' names in the order the page shows them. */
const shownCentres = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

function stubGeolocation(getCurrentPosition: Geolocation["getCurrentPosition"]) {
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
}

describe("/vyom-center", () => {
  it("shows the selected city's centres, with hours, services, call and directions links", async () => {
    renderPage();
    await screen.findByRole("heading", { name: "Our centres in Chennai" });
    expect(shownCentres()).toEqual([
      "Vyom Diagnostics, Adyar",
      "Vyom Diagnostics, Anna Nagar",
      "Vyom Diagnostics, Velachery",
      "Vyom Collection Centre, Tambaram",
    ]);
    const adyar = screen.getAllByRole("article")[0] as HTMLElement;
    expect(within(adyar).getByText("Mon–Sat")).toBeTruthy();
    expect(within(adyar).getByText("06:30–21:00")).toBeTruthy();
    expect(within(adyar).getByText(/Ultrasound \(USG\)/)).toBeTruthy();
    const call = within(adyar).getByRole("link", { name: /Call \+91 44 4210 1020/ });
    expect(call.getAttribute("href")).toBe("tel:+914442101020");
    const directions = within(adyar).getByRole("link", { name: /Directions/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=13.0033,80.2555",
    );
  });

  it("switches city", async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText("City"), { target: { value: "mysore" } });
    expect(screen.getByRole("heading", { name: "Our centres in Mysuru" })).toBeTruthy();
    expect(shownCentres()).toHaveLength(3);
  });

  it("lists the centres nearest a typed pincode first, with distances", async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText("Your pincode"), { target: { value: "560 037" } });
    fireEvent.click(screen.getByRole("button", { name: "Find nearest" }));
    expect(
      await screen.findByRole("heading", { name: "Nearest to pincode 560037 (Marathahalli)" }),
    ).toBeTruthy();
    expect(shownCentres()[0]).toMatch(/^Vyom Diagnostics, Whitefield · \d+\.\d km$/);
    expect(shownCentres()[1]).toMatch(/^Vyom Diagnostics, Indiranagar/);
    fireEvent.click(screen.getByRole("button", { name: "Show centres by city" }));
    expect(screen.getByRole("heading", { name: "Our centres in Chennai" })).toBeTruthy();
  });

  it("says so for a malformed or unknown pincode", () => {
    renderPage();
    fireEvent.change(screen.getByLabelText("Your pincode"), { target: { value: "5600" } });
    fireEvent.click(screen.getByRole("button", { name: "Find nearest" }));
    expect(screen.getByRole("status").textContent).toBe(centreMessages.pincodeFormat);
    fireEvent.change(screen.getByLabelText("Your pincode"), { target: { value: "110001" } });
    fireEvent.click(screen.getByRole("button", { name: "Find nearest" }));
    expect(screen.getByRole("status").textContent).toBe(centreMessages.pincodeUnknown("110001"));
  });

  it("ranks by the device's location when it is shared", async () => {
    stubGeolocation((success) =>
      success({ coords: { latitude: 8.72, longitude: 77.74 } } as GeolocationPosition),
    );
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByRole("heading", { name: "Nearest to your location" })).toBeTruthy();
    expect(shownCentres()[0]).toMatch(/^Vyom Diagnostics, Palayamkottai/);
  });

  it("explains a refused location and offers the pincode instead", async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText(locationMessages.denied)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Our centres in Chennai" })).toBeTruthy();
  });
});
