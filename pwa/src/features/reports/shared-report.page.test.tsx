/**
 * /shared-report#<token>, the doctor's page, in the whole app over the fake API: the token goes
 * in the header only (never in a URL asked for); the report shows as the patient's does, said to
 * be shared by the patient, with no trends (the fake even answers the earlier values) and no line
 * sending the reader to a doctor; Download PDF uses the token too; a link that has ended shows
 * the API's sentence with no retry; a link without its token says so and asks nothing; and nothing
 * of the report is written to IndexedDB.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { renderApp } from "@/test/render-app.tsx";
import { fakeReportsApi, watchDownloads } from "./test/fake-reports-api.test-support.ts";
import { linkGone } from "./test/fake-shares-api.test-support.ts";
import { lakshmiView } from "./test/report-views.test-support.ts";

/** A live link to Lakshmi's report, made as the patient makes one (`token-1`). */
async function linkMade() {
  const api = fakeReportsApi();
  api.access = true;
  const made = await fetch(`/api/reports/${lakshmiView.id}/shares`, {
    method: "POST",
    body: JSON.stringify({ hours: 24 }),
  });
  expect(made.status).toBe(201);
  // The doctor has no proof of their own.
  api.access = false;
  api.requests.length = 0;
  return api;
}

const reportHeading = () =>
  screen.findByRole("heading", { level: 2, name: "Report VYR-000042" }, { timeout: 5000 });

describe("/shared-report", () => {
  it("shows the shared report, said to be shared by the patient, without trends", async () => {
    const api = await linkMade();
    renderApp("/shared-report#token-1");
    expect(await reportHeading()).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Shared lab report" })).toBeTruthy();
    expect(
      screen.getByText(
        "Lakshmi Narayanan shared this report with you. The link works only for the time they chose, and they can revoke it sooner.",
      ),
    ).toBeTruthy();
    expect(api.requests).toEqual(["GET /api/shared-reports/view"]);
    expect(api.shares.tokensSent).toEqual(["token-1"]);
    // The values as the patient reads them, but no chart or table of earlier values.
    expect(screen.getByText("Reference range: 12 to 15.5 g/dL")).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/talk to your doctor/)).toBeNull();
    expect(api.shares.shares[0]?.openings.map((o) => o.what)).toEqual(["view"]);
    // Nothing of it is stored.
    const rows = await Promise.all(db.tables.map((table) => table.toArray()));
    expect(JSON.stringify(rows)).not.toContain("Lakshmi");
  });

  it("downloads the PDF with the link's token", async () => {
    const api = await linkMade();
    const downloads = watchDownloads();
    renderApp("/shared-report#token-1");
    await reportHeading();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Report of Lakshmi Narayanan downloaded.")).toBeTruthy();
    expect(downloads.clicked).toEqual([
      { href: "blob:report-1", download: "vyom-report-VYR-000042.pdf" },
    ]);
    expect(api.requests).toEqual(["GET /api/shared-reports/view", "GET /api/shared-reports/pdf"]);
    expect(api.shares.tokensSent).toEqual(["token-1", "token-1"]);
    await waitFor(() => expect(downloads.revoked).toEqual(["blob:report-1"]));
  });

  it("a link that has ended or was revoked: the API's sentence, no retry, no report", async () => {
    const api = await linkMade();
    const [share] = api.shares.shares;
    if (share) Object.assign(share, { live: false, revokedAt: share.createdAt });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp("/shared-report#token-1");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(linkGone);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Report VYR-/ })).toBeNull();
  });

  it("a link without its token says so and asks nothing", async () => {
    const api = await linkMade();
    renderApp("/shared-report");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(
      "This link is incomplete. Ask the patient to send it to you again.",
    );
    expect(api.requests).toEqual([]);
  });
});
