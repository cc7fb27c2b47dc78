import { screen, waitFor } from "@testing-library/react";
import { healthPackages } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import { healthPackageSlugs } from "./routes.tsx";

const headingOf = async (path: string) => {
  renderApp(path);
  return (await screen.findByRole("heading", { level: 1 })).textContent;
};

describe("routes", () => {
  it.each([
    ["/download-report", "Download Reports"],
    ["/cart", "Cart"],
    ["/careers", "Careers"],
    ["/careers/all-job-opening", "All Job Openings"],
    ["/vyom-center", "Find Your Nearest Centre"],
    ["/download-report-via-vyom-login", "Download Reports with your Vyom Login"],
    ["/thanks", "Thank You"],
    ["/admin-login", "Admin Login"],
  ])("%s shows its heading", async (path, heading) => {
    expect(await headingOf(path)).toBe(heading);
  });

  it.each(["/no-such-test", "/404", "/radilogy/no-such-scan", "/a/b/c"])(
    "%s shows the 404 content with a way home",
    async (path) => {
      expect(await headingOf(path)).toBe("Page Not Found");
      expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/");
    },
  );

  it("opens a test page by its single-segment link", async () => {
    expect(await headingOf("/cbc-test")).toMatch(/Complete Blood Count|CBC/);
  });

  it("serves every health package from the shared page", async () => {
    expect(healthPackageSlugs.toSorted()).toEqual(healthPackages.map((p) => p.slug).toSorted());
    expect(await headingOf("/health-package-premium")).toBe("Premium Health Package");
  });

  it("redirects /radiology/... to /radilogy/... keeping ?id", async () => {
    const { location } = renderApp("/radiology/x-ray-chest?id=1");
    await waitFor(() => {
      expect(location().pathname).toBe("/radilogy/x-ray-chest");
    });
    expect(location().search).toBe("?id=1");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toMatch(/X-Ray Chest/);
  });
});
