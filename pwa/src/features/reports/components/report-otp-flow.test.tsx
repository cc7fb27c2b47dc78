import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { renderWithProviders } from "@/test/render-app.tsx";
import { reportMessages } from "../data/report-errors.ts";
import { reportOtpMachine } from "../machines/report-otp.machine.ts";
import { fakeReportsApi, goodOtp, watchDownloads } from "../test/fake-reports-api.test-support.ts";
import { ReportOtpFlow } from "./report-otp-flow.tsx";

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
/** As a browser pastes (whatever is beyond the maxlength is cut off); the value left. */
function paste(name: string, text: string) {
  const input = screen.getByRole("textbox", { name }) as HTMLInputElement;
  fireEvent.change(input, {
    target: { value: input.maxLength >= 0 ? text.slice(0, input.maxLength) : text },
  });
  return input.value;
}

/** Nothing of the reports on the device: every Dexie table empty, localStorage empty. */
async function expectNothingStored() {
  for (const table of db.tables) expect(await table.count()).toBe(0);
  expect(localStorage.length).toBe(0);
}

describe("ReportOtpFlow (mobile)", () => {
  it("checks the number before sending, then OTP → list → Download → Done", async () => {
    const api = fakeReportsApi();
    const downloads = watchDownloads();
    renderWithProviders(<ReportOtpFlow kind="mobile" />);

    type("Registered mobile number", "12345");
    press("Send OTP");
    expect(screen.getByText(reportMessages.invalidMobile)).toBeTruthy();
    expect(api.requests).toEqual([]);

    type("Registered mobile number", "98765 00001");
    press("Send OTP");
    expect(await screen.findByText(/OTP sent to 9876500001/)).toBeTruthy();

    press("Verify and show reports");
    expect(screen.getByText(reportMessages.incompleteOtp)).toBeTruthy();
    type("Enter OTP", "11111");
    press("Verify and show reports");
    expect((await screen.findByRole("alert")).textContent).toBe(reportMessages.incorrectOtp);

    type("Enter OTP", goodOtp);
    press("Verify and show reports");
    expect(await screen.findByRole("heading", { name: "Lakshmi Narayanan" })).toBeTruthy();
    expect(screen.getByText("VYR-000042 · 52 years, Female · Reported 16 Nov 2026")).toBeTruthy();
    expect(screen.getByText("CBC, Hba1c")).toBeTruthy();
    expect(screen.getByText("Haemoglobin: Low")).toBeTruthy();

    press(/Download report of Lakshmi Narayanan/);
    expect(await screen.findByText("Report of Lakshmi Narayanan downloaded.")).toBeTruthy();
    expect(downloads.clicked).toEqual([
      { href: "blob:report-1", download: "vyom-report-VYR-000042.pdf" },
    ]);
    await waitFor(() => expect(downloads.revoked).toEqual(["blob:report-1"]));
    await expectNothingStored();

    press("Done");
    expect(await screen.findByRole("textbox", { name: "Registered mobile number" })).toBeTruthy();
    expect(screen.queryByText("Lakshmi Narayanan")).toBeNull();
    expect(api.requests).toContain("POST /api/reports/sign-out");
    expect(api.access).toBe(false);
  });

  it("counts down the cool-down the server answered to 'Send OTP again', then sends again", async () => {
    const api = fakeReportsApi();
    api.resendAfterSeconds = 2;
    // A second of the countdown takes 100 ms here (the machine's own tests step it on fake timers).
    renderWithProviders(
      <ReportOtpFlow
        kind="mobile"
        machine={reportOtpMachine.provide({ delays: { oneSecond: 100 } })}
      />,
    );
    type("Registered mobile number", "9876500001");
    press("Send OTP");
    const countdown = await screen.findByText(
      (_: string, element: Element | null) =>
        element?.classList.contains("resend-countdown") ?? false,
    );
    expect(countdown.textContent).toMatch(/^Send OTP again in 0:0[12]$/);
    expect(screen.queryByRole("button", { name: "Send OTP again" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Send OTP again" }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r === "POST /api/reports/otp")).toHaveLength(2),
    );
    // Still on the code, counting down the next cool-down.
    expect(
      await screen.findByText(
        (_: string, element: Element | null) =>
          element?.classList.contains("resend-countdown") ?? false,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Enter OTP" })).toBeTruthy();
  });

  it("cleans a pasted +91 number to its ten digits and sends the OTP to it", async () => {
    fakeReportsApi();
    renderWithProviders(<ReportOtpFlow kind="mobile" />);
    expect(paste("Registered mobile number", "+91 98765 43210")).toBe("9876543210");
    press("Send OTP");
    expect(await screen.findByText(/OTP sent to 9876543210/)).toBeTruthy();
  });

  it("says reports need a connection when offline, and sends nothing", async () => {
    const api = fakeReportsApi();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<ReportOtpFlow kind="mobile" />);
    type("Registered mobile number", "9876500001");
    press("Send OTP");
    expect((await screen.findByRole("alert")).textContent).toBe(reportMessages.offline);
    expect(api.requests).toEqual([]);
    onLine.mockRestore();
  });

  it("goes back to the number when the access has ended", async () => {
    const api = fakeReportsApi();
    renderWithProviders(<ReportOtpFlow kind="mobile" />);
    type("Registered mobile number", "9876500001");
    press("Send OTP");
    await screen.findByRole("textbox", { name: "Enter OTP" });
    type("Enter OTP", goodOtp);
    // The access ends between the code and the list (15 minutes, or revoked elsewhere).
    api.grantOnVerify = false;
    press("Verify and show reports");
    expect((await screen.findByRole("alert")).textContent).toBe(reportMessages.accessEnded);
    expect(screen.getByRole("textbox", { name: "Registered mobile number" })).toBeTruthy();
  });
});

describe("ReportOtpFlow (corporate employee)", () => {
  it("needs both ids; sends without saying whether they are registered, names no number", async () => {
    const api = fakeReportsApi();
    renderWithProviders(<ReportOtpFlow kind="employee" />);
    press("Send OTP");
    expect(screen.getByText(reportMessages.missingCorporateId)).toBeTruthy();
    type("Corporate ID", "VYOMCORP");
    press("Send OTP");
    expect(screen.getByText(reportMessages.missingEmployeeId)).toBeTruthy();
    type("Employee ID", "E1002");
    press("Send OTP");
    const notice = await screen.findByText(/OTP sent to/);
    expect(notice.textContent).toBe(
      `OTP sent to ${reportMessages.employeeOtpSentTo}. It is valid for 5 minutes.`,
    );
    expect(screen.queryByText(/\*{6}|0012/)).toBeNull();
    type("Enter OTP", goodOtp);
    press("Verify and show reports");
    expect(await screen.findByRole("heading", { name: "Lakshmi Narayanan" })).toBeTruthy();
    expect(api.requests).toContain("POST /api/reports/corporate/otp");
  });

  it("unknown ids get the same code step; a code for them is 'Incorrect OTP', and Change IDs goes back", async () => {
    fakeReportsApi();
    renderWithProviders(<ReportOtpFlow kind="employee" />);
    type("Corporate ID", "VYOMCORP");
    type("Employee ID", "E9999");
    press("Send OTP");
    expect((await screen.findByText(/OTP sent to/)).textContent).toBe(
      `OTP sent to ${reportMessages.employeeOtpSentTo}. It is valid for 5 minutes.`,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    type("Enter OTP", goodOtp);
    press("Verify and show reports");
    expect((await screen.findByRole("alert")).textContent).toBe(reportMessages.incorrectOtp);
    press("Change IDs");
    expect(await screen.findByRole("textbox", { name: "Employee ID" })).toBeTruthy();
  });
});

describe("ReportOtpFlow prerendered (pwa/src/prerender/prerendered-pages.ts)", () => {
  it("a reload of the open list: hydrates the build's form with no mismatch, then shows the list", async () => {
    const api = fakeReportsApi();
    api.access = true;
    const page = "/download-report-via-otp";
    const routerAt = (entry: { pathname: string; state?: unknown }) =>
      createMemoryRouter([{ path: page, element: <ReportOtpFlow kind="mobile" /> }], {
        initialEntries: [entry],
      });
    // What the build writes: the page from its path alone, the form.
    const html = renderToString(<RouterProvider router={routerAt({ pathname: page })} />);
    expect(html).toContain("Send OTP");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    // The reloaded entry says the list was open (the proof lasts 15 minutes).
    const router = routerAt({ pathname: page, state: { reportsOpen: true } });
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findByRole("heading", { name: "Lakshmi Narayanan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send OTP" })).toBeNull();
    // The entry still says the list is open: Back from a report, or another reload, reopens it.
    expect(router.state.location.state).toEqual({ reportsOpen: true });
    container.remove();
  });
});
