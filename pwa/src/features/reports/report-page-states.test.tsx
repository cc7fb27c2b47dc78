import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/db/session.ts";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { reportMessages } from "./data/report-errors.ts";
import { ReportPage } from "./report.page.tsx";
import { fakeReportsApi, lakshmi } from "./test/fake-reports-api.test-support.ts";
import { lakshmiView } from "./test/report-views.test-support.ts";

beforeEach(() => {
  // The page's read logs each failure as a warning (lib/use-online-read.ts): expected here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const reportAt = (via?: string) => `/download-report/${lakshmiView.id}${via ? `?via=${via}` : ""}`;
// Each page's code is its own chunk, loaded as in the app: a busy machine takes a while. The
// page is settled once its share panel has read the report's links too (its last call).
async function reportHeading() {
  const heading = await screen.findByRole(
    "heading",
    { level: 2, name: "Report VYR-000042" },
    { timeout: 5000 },
  );
  await screen.findByText("No links made yet.", {}, { timeout: 5000 });
  return heading;
}

describe("/download-report/:id, when the report cannot be shown", () => {
  it("says it is loading until the report arrives", async () => {
    let answer: (view: typeof lakshmiView) => void = () => {};
    const pending = new Promise<typeof lakshmiView>((resolve) => {
      answer = resolve;
    });
    // The share panel under the report reads its links from the (fake) API.
    fakeReportsApi().access = true;
    renderWithProviders(
      <Routes>
        <Route path="/download-report/:id" element={<ReportPage loadReport={() => pending} />} />
      </Routes>,
      reportAt("otp"),
    );
    expect(screen.getByRole("status").textContent).toBe("Loading your report…");
    await act(async () => answer(lakshmiView));
    expect(await reportHeading()).toBeTruthy();
    expect(screen.queryByText("Loading your report…")).toBeNull();
  });

  it("offline: says reports are not kept on this phone, asks nothing, loads once back online", async () => {
    const api = fakeReportsApi();
    api.access = true;
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderApp(reportAt("otp"));
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      "You're offline: reports are not kept on this phone. Connect to see this report.",
    );
    expect(api.requests).toEqual([]);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await reportHeading()).toBeTruthy();
  });

  it("404: says the report is no longer available, with no retry", async () => {
    const api = fakeReportsApi();
    api.access = true;
    renderApp(`/download-report/00000000-0000-4000-8000-0000000000ff?via=otp`);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(reportMessages.reportGone);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to your reports" })).toBeTruthy();
  });

  it("429: says how long to wait; Try again then shows the report", async () => {
    const api = fakeReportsApi();
    api.access = true;
    api.rateLimitedFor = 120;
    renderApp(reportAt("otp"));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("Too many attempts. Please try again in 2 minutes.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await reportHeading()).toBeTruthy();
  });
});

describe("/download-report/:id, when the proof has ended (401)", () => {
  it("goes back to the OTP page it came from, saying why", async () => {
    fakeReportsApi();
    const { location } = renderApp(reportAt("otp"));
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      reportMessages.accessEnded,
    );
    expect(location().pathname).toBe("/download-report-via-otp");
    expect(screen.getByRole("textbox", { name: "Registered mobile number" })).toBeTruthy();
  });

  it("a saved link with no proof goes to the chooser, saying how to open it", async () => {
    fakeReportsApi();
    const { location } = renderApp(reportAt());
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      reportMessages.reportNeedsProof,
    );
    expect(location().pathname).toBe("/download-report");
  });

  it("from the login page, logged out: back to it, saying the login has ended", async () => {
    fakeReportsApi();
    const { location } = renderApp(reportAt("login"));
    expect(await screen.findByText(reportMessages.loginEnded, {}, { timeout: 5000 })).toBeTruthy();
    expect(location().pathname).toBe("/download-report-via-vyom-login");
  });

  it("logged in with an old OTP: the login page asks for a fresh one", async () => {
    const api = fakeReportsApi();
    api.loggedIn = true;
    api.stepUpNeeded = true;
    await saveSession(lakshmi);
    const { location } = renderApp(reportAt("otp"));
    expect(await screen.findByText(reportMessages.stepUp, {}, { timeout: 5000 })).toBeTruthy();
    expect(location().pathname).toBe("/download-report-via-vyom-login");
  });
});

describe("Back to your reports", () => {
  it("shows the OTP page's list again while the proof lasts, without a new OTP", async () => {
    const api = fakeReportsApi();
    api.access = true;
    const { location } = renderApp(reportAt("otp"));
    await reportHeading();
    fireEvent.click(screen.getByRole("link", { name: "Back to your reports" }));
    expect(
      await screen.findByRole("heading", { name: "Lakshmi Narayanan" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(location().pathname).toBe("/download-report-via-otp");
    expect(api.requests).toEqual([
      `GET /api/reports/${lakshmiView.id}`,
      `GET /api/reports/${lakshmiView.id}/shares`,
      "GET /api/reports",
    ]);
  });

  it("goes back to the number when the proof ended meanwhile", async () => {
    const api = fakeReportsApi();
    api.access = true;
    renderApp(reportAt("otp"));
    await reportHeading();
    api.access = false;
    fireEvent.click(screen.getByRole("link", { name: "Back to your reports" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(reportMessages.accessEnded);
    expect(screen.getByRole("textbox", { name: "Registered mobile number" })).toBeTruthy();
  });
});
