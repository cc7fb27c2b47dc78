import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app.tsx";
import type { ReportSummary } from "../data/reports-api.ts";
import { fakeReportsApi, lakshmiReport } from "../test/fake-reports-api.test-support.ts";
import { ReportList } from "./report-list.tsx";

const flag = (parameter: string, flagWords: string) => ({ test: "CBC", parameter, flagWords });

/** The whole line a label starts ("Outside the reference range: Haemoglobin: Low · …"). */
const lineOf = (card: HTMLElement, label: string | RegExp) =>
  within(card).getByText(label).closest("p")?.textContent;

/** The list as the OTP page shows it, over the fake API with a live proof; answers its card. */
async function listAt(path: string, reports: ReportSummary[]) {
  const api = fakeReportsApi(reports);
  api.access = true;
  renderWithProviders(<ReportList source="access" doneLabel="Done" onDone={() => {}} />, path);
  const heading = await screen.findByRole("heading", { name: reports[0]?.patientName });
  return heading.closest("li") as HTMLElement;
}

describe("ReportList", () => {
  it("shows the number, patient and date, and names the values outside their range", async () => {
    const card = await listAt("/download-report-via-otp", [lakshmiReport]);
    expect(
      within(card).getByText("VYR-000042 · 52 years, Female · Reported 16 Nov 2026"),
    ).toBeTruthy();
    expect(lineOf(card, "Outside the reference range:")).toBe(
      "Outside the reference range: Haemoglobin: Low · ESR: High",
    );
    expect(within(card).queryByText(/values outside/)).toBeNull();
  });

  it("names three flagged values, then says how many more", async () => {
    const card = await listAt("/download-report-via-otp", [
      {
        ...lakshmiReport,
        flaggedCount: 5,
        flagged: [
          flag("Haemoglobin", "Low"),
          flag("Platelet count", "High"),
          flag("MCV", "Low"),
          flag("WBC count", "High"),
          flag("ESR", "High"),
        ],
      },
    ]);
    expect(lineOf(card, "Outside the reference range:")).toBe(
      "Outside the reference range: Haemoglobin: Low · Platelet count: High · MCV: Low and 2 more",
    );
  });

  it("says nothing of flags when all values are in range", async () => {
    const calm = await listAt("/download-report-via-otp", [
      { ...lakshmiReport, flaggedCount: 0, flagged: [] },
    ]);
    expect(within(calm).queryByText(/reference range/)).toBeNull();
  });

  it("keeps an older server's bare count (no names sent)", async () => {
    const { flagged: _names, reportNumber: _number, ...older } = lakshmiReport;
    const card = await listAt("/download-report-via-otp", [{ ...older, flaggedCount: 3 }]);
    expect(lineOf(card, "Status:")).toBe("Status: Ready · 3 values outside the reference range");
    expect(within(card).getByText("52 years, Female · Reported 16 Nov 2026")).toBeTruthy();
  });

  it.each([
    ["/download-report-via-otp", "?via=otp"],
    ["/download-report-via-vyom-login", "?via=login"],
    ["/employee-report", "?via=employee"],
  ])("on %s links View report beside Download PDF, back to that page", async (path, via) => {
    const card = await listAt(path, [lakshmiReport]);
    const view = within(card).getByRole("link", {
      name: "View report of Lakshmi Narayanan, 16 Nov 2026",
    });
    expect(view.getAttribute("href")).toBe(`/download-report/${lakshmiReport.id}${via}`);
    // Seen as "Download PDF", read with whose report it is.
    const download = within(card).getByRole("button", {
      name: "Download report of Lakshmi Narayanan, 16 Nov 2026, PDF",
    });
    const hidden = download.querySelector(".visually-hidden")?.textContent ?? "";
    expect(download.textContent?.replace(hidden, "")).toBe("Download PDF");
  });
});
