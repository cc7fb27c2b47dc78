import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logout, saveSession } from "@/db/session.ts";
import { useUiState } from "@/lib/ui-state.tsx";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { DownloadReportPage } from "./download-report.page.tsx";
import { DownloadReportViaLoginPage } from "./download-report-via-login.page.tsx";
import { fakeReportsApi, goodOtp, lakshmi } from "./test/fake-reports-api.test-support.ts";

function LoginDialogFlag() {
  return <p>{useUiState().loginOpen ? "login dialog open" : "login dialog closed"}</p>;
}

describe("/download-report", () => {
  it("offers the three ways, each to its page", () => {
    renderWithProviders(<DownloadReportPage />, "/download-report");
    expect(screen.getByRole("heading", { level: 1, name: "Download Reports" })).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/download-report-via-otp",
      "/download-report-via-vyom-login",
      "/download-report-via-corporate-login",
    ]);
    expect(screen.getByRole("heading", { name: "Corporate health check" })).toBeTruthy();
  });

  it("is routed, as are the OTP, corporate and employee pages with their headings", async () => {
    fakeReportsApi();
    for (const [path, heading] of [
      ["/download-report-via-otp", "Download Reports with OTP"],
      ["/download-report-via-corporate-login", "Corporate Report Login"],
      ["/employee-report", "Employee Reports"],
    ] as const) {
      const view = renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
      view.unmount();
    }
  });
});

describe("/download-report-via-vyom-login", () => {
  it("opens the login when logged out, lists the user's reports once logged in, drops them on logout", async () => {
    const api = fakeReportsApi();
    renderWithProviders(
      <>
        <DownloadReportViaLoginPage />
        <LoginDialogFlag />
      </>,
      "/download-report-via-vyom-login",
    );
    expect(
      await screen.findByText("Log in with your registered mobile number to see your reports."),
    ).toBeTruthy();
    expect(await screen.findByText("login dialog open")).toBeTruthy();
    expect(api.requests).toEqual([]);

    api.loggedIn = true;
    await saveSession(lakshmi);
    const card = (await screen.findByRole("heading", { name: "Lakshmi Narayanan" })).closest("li");
    expect(within(card as HTMLElement).getByText("CBC, Hba1c")).toBeTruthy();
    expect(api.requests).toEqual(["GET /api/reports/mine"]);

    await logout();
    await waitFor(() => expect(screen.queryByText("Lakshmi Narayanan")).toBeNull());
    expect(
      await screen.findByText("Log in with your registered mobile number to see your reports."),
    ).toBeTruthy();
  });

  it("asks for an OTP to the person's own number when the login's last OTP is too old", async () => {
    const api = fakeReportsApi();
    api.loggedIn = true;
    api.stepUpNeeded = true;
    await saveSession(lakshmi);
    renderWithProviders(<DownloadReportViaLoginPage />, "/download-report-via-vyom-login");
    expect(await screen.findByText(/For your security, confirm it is you/)).toBeTruthy();
    expect(screen.queryByText("Lakshmi Narayanan")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(
      await screen.findByText("OTP sent to ******0001. It is valid for 5 minutes."),
    ).toBeTruthy();
    const code = screen.getByLabelText("Enter OTP");
    fireEvent.change(code, { target: { value: "11111" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and show reports" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Incorrect OTP. Check the code in your SMS and try again.",
    );
    expect(api.stepUpNeeded).toBe(true);

    fireEvent.change(code, { target: { value: goodOtp } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and show reports" }));
    expect(await screen.findByRole("heading", { name: "Lakshmi Narayanan" })).toBeTruthy();
    expect(api.requests).toEqual([
      "GET /api/reports/mine",
      "POST /api/reports/step-up/otp",
      "POST /api/reports/step-up/verify",
      "POST /api/reports/step-up/verify",
      "GET /api/reports/mine",
    ]);
  });
});
