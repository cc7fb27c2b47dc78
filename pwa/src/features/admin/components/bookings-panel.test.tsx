import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { booking, installFakeAdminApi } from "../test/fake-admin-api.test-support.ts";
import { BookingsPanel } from "./bookings-panel.tsx";

const bookings = [
  booking({ bookingId: "b-3", name: "Deepa Nair", mobileNumber: "9822222222", status: "received" }),
  booking({
    bookingId: "b-2",
    reference: "VY-5RSH-2222",
    name: "Suresh Babu",
    mobileNumber: "9811112222",
    status: "crm-failed",
    date: "2025-02-04",
    createdAt: "2025-02-01T18:45:00.000Z",
  }),
  booking({ bookingId: "b-1" }),
];

const rows = () =>
  within(screen.getByRole("table", { name: /bookings/ }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("BookingsPanel", () => {
  it("lists the bookings with their status, in the API's order (newest first)", async () => {
    installFakeAdminApi({ bookings, signedIn: true });
    render(<BookingsPanel onUnauthorised={() => {}} />);
    await screen.findByRole("table", { name: /bookings/ });
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Reference",
      "Name",
      "Mobile Number",
      "Collection Date",
      "Pincode",
      "Status",
      "Created At",
    ]);
    const [, suresh] = rows();
    expect(suresh?.slice(0, 6)).toEqual([
      "VY-5RSH-2222",
      "Suresh Babu",
      "9811112222",
      "4 Feb 2025",
      "600020",
      "CRM failed, will retry",
    ]);
    expect(suresh?.[6]).toMatch(/^2 Feb 2025, 12:15\s?am$/i);
    expect(rows().map((row) => row[5])).toEqual([
      "Received",
      "CRM failed, will retry",
      "Sent to CRM",
    ]);
  });

  it("searches by mobile on the server once typing pauses", async () => {
    const api = installFakeAdminApi({ bookings, signedIn: true });
    render(<BookingsPanel onUnauthorised={() => {}} />);
    await screen.findByRole("table", { name: /bookings/ });
    fireEvent.change(screen.getByLabelText("Search bookings by mobile"), {
      target: { value: "98111" },
    });
    await waitFor(() =>
      expect(rows().map((row) => row[1])).toEqual(["Suresh Babu", "Priya Raman"]),
    );
    const urls = api.calls("/api/admin/bookings").map((call) => call.url);
    expect(urls.at(-1)).toBe("/api/admin/bookings?page=1&pageSize=25&mobile=98111");
    expect(urls).toHaveLength(2);
  });

  it("hands a 401 to the page (the session has ended)", async () => {
    installFakeAdminApi({ bookings, signedIn: false });
    const onUnauthorised = vi.fn();
    render(<BookingsPanel onUnauthorised={onUnauthorised} />);
    await waitFor(() => expect(onUnauthorised).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when bookings could not be loaded, with a Retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = installFakeAdminApi({ bookings, signedIn: true });
    api.failing.add("/api/admin/bookings");
    render(<BookingsPanel onUnauthorised={() => {}} />);
    expect(await screen.findByText("Could not load bookings.")).toBeTruthy();
    api.failing.delete("/api/admin/bookings");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: /bookings/ })).toBeTruthy();
    expect(screen.queryByText("Could not load bookings.")).toBeNull();
  });

  it("says why a read failed, as an alert whose Retry reads the same page again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = installFakeAdminApi({ bookings, signedIn: true });
    api.failing.add("/api/admin/bookings");
    render(<BookingsPanel onUnauthorised={() => {}} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load bookings.");
    expect(alert.textContent).toContain("The server could not be reached");
    api.failing.delete("/api/admin/bookings");
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: /bookings/ })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    const urls = api.calls("/api/admin/bookings").map((call) => call.url);
    expect(urls).toEqual([
      "/api/admin/bookings?page=1&pageSize=25",
      "/api/admin/bookings?page=1&pageSize=25",
    ]);
  });

  it("keeps the last page on screen when the next one cannot be read, and Retry reads that page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const thirty = Array.from({ length: 30 }, (_, i) =>
      booking({ bookingId: `b-${i}`, name: `Person ${i}` }),
    );
    const api = installFakeAdminApi({ bookings: thirty, signedIn: true });
    render(<BookingsPanel onUnauthorised={() => {}} />);
    await screen.findByRole("table", { name: /bookings/ });
    api.failing.add("/api/admin/bookings");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const alert = await screen.findByRole("alert");
    expect(rows()).toHaveLength(25);
    api.failing.delete("/api/admin/bookings");
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.calls("/api/admin/bookings").at(-1)?.url).toBe(
      "/api/admin/bookings?page=2&pageSize=25",
    );
  });
});
