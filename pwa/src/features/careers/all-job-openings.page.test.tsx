import { fireEvent, screen, within } from "@testing-library/react";
import { jobOpenings } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app.tsx";
import { AllJobOpeningsPage } from "./all-job-openings.page.tsx";
import { CareersPage } from "./careers.page.tsx";

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("/careers", () => {
  it("says why to work with us, features the newest openings and links to all", () => {
    renderWithProviders(<CareersPage />, "/careers");
    expect(screen.getByRole("heading", { name: "Why work with us" })).toBeTruthy();
    const featured = jobOpenings.slice(0, 3);
    for (const job of featured) {
      const link = screen.getByRole("link", { name: job.title });
      expect(link.getAttribute("href")).toBe(`/careers/all-job-opening#${job.slug}`);
    }
    const all = screen.getByRole("link", { name: `See all ${jobOpenings.length} job openings` });
    expect(all.getAttribute("href")).toBe("/careers/all-job-opening");
  });
});

describe("/careers/all-job-opening", () => {
  it("lists every opening with its details, and filters by city and department", () => {
    renderWithProviders(<AllJobOpeningsPage />, "/careers/all-job-opening");
    expect(titles()).toEqual(jobOpenings.map((job) => job.title));
    expect(screen.getByRole("status").textContent).toBe(
      `Showing ${jobOpenings.length} of ${jobOpenings.length} openings`,
    );

    fireEvent.change(screen.getByLabelText("City"), { target: { value: "chennai" } });
    const inChennai = jobOpenings.filter((job) => job.city === "chennai");
    expect(titles()).toEqual(inChennai.map((job) => job.title));

    fireEvent.change(screen.getByLabelText("Department"), { target: { value: "Radiology" } });
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toContain("No openings match these filters");

    fireEvent.change(screen.getByLabelText("City"), { target: { value: "" } });
    expect(titles()).toEqual(["Radiographer (X-ray and CT)"]);
  });

  it("opens the Apply form of the chosen opening", () => {
    renderWithProviders(<AllJobOpeningsPage />, "/careers/all-job-opening");
    const job = jobOpenings[0];
    if (!job) throw new Error("no openings");
    const card = screen.getByRole("article", { name: job.title });
    fireEvent.click(within(card).getByRole("button", { name: "Apply for this job" }));
    const form = within(card).getByRole("form", { name: `Apply for ${job.title}` });
    expect(within(form).getByLabelText(/Résumé/)).toBeTruthy();
  });
});
