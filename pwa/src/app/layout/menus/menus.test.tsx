import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocation } from "@/db/location.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { HealthPackageLinks } from "./health-package-links.tsx";
import { RadiologyMenu } from "./radiology-menu.tsx";

const expanded = (name: string) =>
  screen.getByRole("button", { name }).getAttribute("aria-expanded") === "true";

describe("radiology menu", () => {
  it("opens one group at a time, or none", () => {
    renderWithProviders(<RadiologyMenu />);
    for (const group of ["X-ray", "USG", "CT", "MRI"]) expect(expanded(group)).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "X-ray" }));
    expect(expanded("X-ray")).toBe(true);
    expect(screen.getByRole("link", { name: "X-Ray Chest PA View" }).getAttribute("href")).toBe(
      "/radilogy/x-ray-chest?id=1",
    );

    fireEvent.click(screen.getByRole("button", { name: "USG" }));
    expect(expanded("USG")).toBe(true);
    expect(expanded("X-ray")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "USG" }));
    for (const group of ["X-ray", "USG", "CT", "MRI"]) expect(expanded(group)).toBe(false);
  });

  it("links ECG, Echo, TMT and Mammogram directly", () => {
    renderWithProviders(<RadiologyMenu />);
    expect(screen.getByRole("link", { name: "ECG" }).getAttribute("href")).toBe(
      "/radilogy/ecg?id=36",
    );
    for (const name of ["Echo", "TMT", "Mammogram"]) {
      expect(screen.getByRole("link", { name })).toBeTruthy();
    }
  });
});

describe("health package menu", () => {
  it("lists Basic and Classic only when the location is Andhra Pradesh", async () => {
    renderWithProviders(<HealthPackageLinks />);
    await screen.findByRole("link", { name: /Premium Health Package/ });
    expect(screen.queryByRole("link", { name: /Basic Health Package/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Classic Health Package/ })).toBeNull();

    await setLocation("andhraPradesh");
    await screen.findByRole("link", { name: /Basic Health Package/ });
    expect(screen.getByRole("link", { name: /Classic Health Package/ })).toBeTruthy();

    await setLocation("banglore");
    await waitFor(() => expect(screen.queryByRole("link", { name: /Basic/ })).toBeNull());
  });
});
