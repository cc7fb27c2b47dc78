/**
 * "Keep my reports on this phone" on the report page, in the whole app over the fake API and
 * fake-indexeddb: off by default, and then nothing of a report is stored; on, the report on screen
 * and each one opened after is kept (encrypted: db/kept-reports.test.ts), and opens offline or
 * with the server unreachable, saying when it was saved; off deletes them, and offline the page
 * says so again; on but never opened, offline says this one is not saved.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { renderApp } from "@/test/render-app.tsx";
import { reportMessages } from "./data/report-errors.ts";
import { fakeReportsApi } from "./test/fake-reports-api.test-support.ts";
import { calmView, lakshmiView } from "./test/report-views.test-support.ts";

beforeEach(() => {
  // The page's read logs each failure as a warning (lib/use-online-read.ts): expected here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** The storage code is its own chunk, loaded as in the app: a busy machine takes a while. */
const slow = { timeout: 5000 };
const reportAt = (id: string) => `/download-report/${id}?via=otp`;
const heading = (number = "VYR-000042") =>
  screen.findByRole("heading", { level: 2, name: `Report ${number}` }, slow);
const keepSwitch = () =>
  screen.findByRole("switch", {
    name: "Keep my reports on this phone",
  }) as Promise<HTMLInputElement>;

/** Opens a report with an OTP proof live, and waits until the switch has read the store. */
async function openReport(id = lakshmiView.id) {
  const api = fakeReportsApi();
  api.access = true;
  const view = renderApp(reportAt(id));
  await heading(id === calmView.id ? "VYR-000043" : "VYR-000042");
  // The share panel's read of the links is the page's last call.
  await screen.findByText("No links made yet.", {}, slow);
  await waitFor(async () => expect((await keepSwitch()).disabled).toBe(false), slow);
  return { api, ...view };
}

const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("Keep my reports on this phone", () => {
  it("is off by default, says what it means, and nothing of the report is stored", async () => {
    await openReport();
    const toggle = await keepSwitch();
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/^Off: your reports stay off this phone/)).toBeTruthy();
    expect(await db.keptReports.count()).toBe(0);
    expect(await db.reportKeys.count()).toBe(0);
  });

  it("on: keeps the report on screen, which then opens offline saying when it was saved", async () => {
    const { unmount } = await openReport();
    fireEvent.click(await keepSwitch());
    await waitFor(async () => expect(await db.keptReports.count()).toBe(1), slow);
    expect((await keepSwitch()).checked).toBe(true);
    expect(screen.getByText(/^On: each report you open is saved here, encrypted/)).toBeTruthy();
    unmount();

    goOffline();
    const api = fakeReportsApi();
    renderApp(reportAt(lakshmiView.id));
    expect(await heading()).toBeTruthy();
    const saved = screen.getByText(/^Saved on this phone on/);
    expect(saved.textContent).toMatch(
      /^Saved on this phone on \d+ \w+ \d{4}, .+\. You're offline: this is the copy kept here\.$/,
    );
    expect(api.requests).toEqual([]);
  });

  it("opens the kept copy when the server cannot be reached, with Try again", async () => {
    const { unmount } = await openReport();
    fireEvent.click(await keepSwitch());
    await waitFor(async () => expect(await db.keptReports.count()).toBe(1), slow);
    unmount();

    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    renderApp(reportAt(lakshmiView.id));
    expect(await heading()).toBeTruthy();
    expect(
      await screen.findByText(/The server cannot be reached: this is the copy kept here\./),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    // The copy stands in for the failure: no alert says it.
    expect(screen.queryByText(reportMessages.offline)).toBeNull();
  });

  it("keeps each report opened while on; off deletes them all and offline says so again", async () => {
    const first = await openReport();
    fireEvent.click(await keepSwitch());
    await waitFor(async () => expect(await db.keptReports.count()).toBe(1), slow);
    first.unmount();
    const second = await openReport(calmView.id);
    expect((await keepSwitch()).checked).toBe(true);
    await waitFor(async () => expect(await db.keptReports.count()).toBe(2), slow);

    fireEvent.click(await keepSwitch());
    await waitFor(async () => expect(await db.reportKeys.count()).toBe(0), slow);
    expect(await db.keptReports.count()).toBe(0);
    second.unmount();

    goOffline();
    renderApp(reportAt(lakshmiView.id));
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      reportMessages.offlineView,
    );
  });

  it("on, offline, a report never opened here: says it is not saved on this phone", async () => {
    const { unmount } = await openReport();
    fireEvent.click(await keepSwitch());
    await waitFor(async () => expect(await db.keptReports.count()).toBe(1), slow);
    unmount();

    goOffline();
    renderApp(reportAt(calmView.id));
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      reportMessages.offlineNotKept,
    );
  });
});
