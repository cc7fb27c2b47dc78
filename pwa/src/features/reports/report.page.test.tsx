import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import { fakeReportsApi, watchDownloads } from "./test/fake-reports-api.test-support.ts";
import { calmView, haemoglobinNote, lakshmiView } from "./test/report-views.test-support.ts";

/** The app at a report's page, with an OTP proof live; answers once the report is on screen. */
async function openReport(id: string) {
  const api = fakeReportsApi();
  api.access = true;
  const view = renderApp(`/download-report/${id}?via=otp`);
  // The first test waits for the page's own chunk (lazy, as in the app).
  await screen.findByRole("heading", { level: 2, name: /^Report VYR-/ }, { timeout: 5000 });
  // Settled once the share panel has read the report's links too (its last call).
  await screen.findByText("No links made yet.", {}, { timeout: 5000 });
  return { api, ...view };
}

/** A value's card, found by its name. */
const valueCard = (name: string) =>
  screen
    .getByRole("heading", { level: 4, name: new RegExp(`^${name}`) })
    .closest("li") as HTMLElement;

describe("/download-report/:id", () => {
  it("heads the report with the lab, number, patient, sample, India times and the signer", async () => {
    await openReport(lakshmiView.id);
    expect(screen.getByRole("heading", { level: 1, name: "Your lab report" })).toBeTruthy();
    expect(screen.getByText("Vyom Diagnostics Central Lab")).toBeTruthy();
    expect(
      screen.getByText("12 Cathedral Road, Chennai 600086 · NABL certificate MC-2345"),
    ).toBeTruthy();
    const facts = [...document.querySelectorAll(".report-facts dd")].map((dd) => dd.textContent);
    expect(facts).toEqual([
      "Lakshmi Narayanan, 52 years, Female",
      "S-1001 · Whole blood EDTA",
      "16 Nov 2026, 7:30 am",
      "16 Nov 2026, 5:30 pm",
    ]);
    expect(screen.getByText("Signed by Dr. Kavitha Rao, Reg. No. TNMC-48213")).toBeTruthy();
    // A final report says nothing about its status.
    expect(screen.queryByText(/Preliminary|Corrected|Partial/)).toBeNull();
  });

  it("says a flagged value's flag in words, what it usually means, and where it sits", async () => {
    await openReport(lakshmiView.id);
    const hb = valueCard("Haemoglobin");
    expect(within(hb).getByText("10.8 g/dL", { selector: "strong" })).toBeTruthy();
    expect(within(hb).getByText("Reference range: 12 to 15.5 g/dL")).toBeTruthy();
    // Words, with a shape beside them (never colour alone).
    const flag = within(hb).getByText("Low");
    expect(flag.querySelector("svg path")).toBeTruthy();
    expect(within(hb).getByText(haemoglobinNote)).toBeTruthy();
    expect(
      within(hb).getByRole("img", { name: "10.8 g/dL, below the range 12 to 15.5" }),
    ).toBeTruthy();
    // One line to the doctor for the whole report, however many values are flagged.
    expect(screen.getAllByText("Please talk to your doctor about these results.")).toHaveLength(1);
  });

  it("shows the earlier values as a chart and, for screen readers, a table of the same points", async () => {
    await openReport(lakshmiView.id);
    const hb = valueCard("Haemoglobin");
    expect(
      within(hb).getByText("Haemoglobin over time: this report and 1 earlier one"),
    ).toBeTruthy();
    const table = within(hb).getByRole("table", {
      name: "Haemoglobin in your reports, oldest first",
    });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [],
      ["10 May 2026", "11.6 g/dL"],
      ["16 Nov 2026 (this report)", "10.8 g/dL"],
    ]);
    // No history, no chart.
    expect(within(valueCard("Platelet count")).queryByRole("table")).toBeNull();
  });

  it("says what was sent for a converted value, and shows an unmapped one as sent, uncompared", async () => {
    await openReport(lakshmiView.id);
    const platelets = valueCard("Platelet count");
    expect(within(platelets).getByText("(sent as 2.4 lakhs/cumm)", { exact: false })).toBeTruthy();
    expect(within(platelets).getByRole("img").getAttribute("aria-label")).toBe(
      "240 10³/µL, within the range 150 to 410",
    );
    const esr = valueCard("ESR");
    expect(within(esr).getByText("Shown as the lab sent it")).toBeTruthy();
    expect(within(esr).getByText("Reference range: 0-20")).toBeTruthy();
    expect(within(esr).getByText("High")).toBeTruthy();
    expect(within(esr).queryByRole("img")).toBeNull();
  });

  it("marks a value outside the lab's NABL scope with † and a footnote", async () => {
    await openReport(lakshmiView.id);
    const hba1c = screen.getByRole("heading", { level: 4, name: /^HbA1c/ });
    expect(hba1c.textContent).toBe("HbA1c† (outside the lab's NABL accreditation)");
    expect(
      screen.getByText("† Outside the scope of the laboratory's NABL accreditation."),
    ).toBeTruthy();
    expect(valueCard("Haemoglobin").textContent).not.toContain("†");
  });

  it("a calm report: no doctor line, its status in words, released by the laboratory", async () => {
    await openReport(calmView.id);
    expect(screen.queryByText(/talk to your doctor/)).toBeNull();
    expect(screen.getByText("Preliminary report: the final one may differ")).toBeTruthy();
    expect(screen.getByText("Released by the laboratory")).toBeTruthy();
    expect(
      screen.getByRole("img", { name: "13.1 g/dL, within the range 12 to 15.5" }),
    ).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.queryByText(/†/)).toBeNull();
  });

  it("downloads the PDF through the browser's download", async () => {
    const downloads = watchDownloads();
    const { api } = await openReport(lakshmiView.id);
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Report of Lakshmi Narayanan downloaded.")).toBeTruthy();
    expect(downloads.clicked).toEqual([
      { href: "blob:report-1", download: "vyom-report-VYR-000042.pdf" },
    ]);
    await waitFor(() => expect(downloads.revoked).toEqual(["blob:report-1"]));
    // The share panel's list of links (share-panel.test.tsx) is read beside the report.
    expect(api.requests.filter((request) => !request.endsWith("/shares"))).toEqual([
      `GET /api/reports/${lakshmiView.id}`,
      `GET /api/reports/${lakshmiView.id}/pdf`,
    ]);
  });
});
