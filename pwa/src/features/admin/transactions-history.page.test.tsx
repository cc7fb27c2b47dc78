import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import Papa from "papaparse";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminFlagKey } from "./data/admin-flag.ts";
import { transactionColumns } from "./data/transaction-rows.ts";
import { csvColumns } from "./data/transactions-csv.ts";
import { booking, installFakeAdminApi, transaction } from "./test/fake-admin-api.test-support.ts";
import { renderAdmin, setOnline } from "./test/render-admin.test-support.tsx";

const transactions = [
  transaction({
    name: "Anitha Reddy",
    mobileNumber: "9840098765",
    orderId: "VYD-00001",
    paymentStatus: false,
    amount: 2499,
    updatedAt: "2025-02-01T06:00:00.000Z",
    responseLog: "status=failure&error=E308",
  }),
  transaction({
    name: "Meena Sundaram",
    mobileNumber: "9940011122",
    orderId: "VYD-00003",
    amount: 124_500,
    // 18:45 UTC: 00:15 on 7 Feb in India.
    updatedAt: "2025-02-06T18:45:00.000Z",
    responseLog: JSON.stringify({ status: "success", txnid: "VYD-00003", mode: "UPI" }),
  }),
  transaction({
    name: "Karthik Subramanian",
    mobileNumber: "9840012345",
    orderId: "VYD-00002",
    products: [
      { name: "CBC", price: 350 },
      { name: "Lipid Profile", price: 1349 },
    ],
    updatedAt: "2025-02-03T06:00:00.000Z",
  }),
];

beforeEach(() => {
  sessionStorage.setItem(adminFlagKey, "true");
});
afterEach(() => {
  sessionStorage.clear();
  setOnline(true);
});

const table = () => screen.getByRole("table", { name: /Payment transactions/ });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .slice(0, transactionColumns.length)
    .map((cell) => cell.textContent);

async function openSignedIn() {
  const api = installFakeAdminApi({ transactions, bookings: [booking()], signedIn: true });
  const view = renderAdmin("/transactions-history");
  await screen.findByRole("table", { name: /Payment transactions/ });
  return { api, ...view };
}

describe("transaction history", () => {
  it("goes to /admin-login without a session, and forgets the stale flag", async () => {
    const api = installFakeAdminApi({ transactions });
    const { router } = renderAdmin("/transactions-history");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-login"));
    expect(sessionStorage.getItem(adminFlagKey)).toBeNull();
    expect(api.calls("/api/transactions-history/fetch-transactions")).toHaveLength(0);
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists the transactions newest first with the product's columns", async () => {
    const { api } = await openSignedIn();
    expect(api.calls("/api/transactions-history/fetch-transactions")[0]).toMatchObject({
      method: "POST",
      body: {},
    });
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers.slice(0, 7)).toEqual([
      "Name",
      "Mobile Number",
      "Products",
      "Booking Id",
      "Amount",
      "Payment Status",
      "Updated At",
    ]);
    expect(bodyRows().map((row) => cellTexts(row)[3])).toEqual([
      "R-VYD-00003",
      "R-VYD-00002",
      "R-VYD-00001",
    ]);
    const [meena, karthik, anitha] = bodyRows().map(cellTexts);
    expect(meena?.slice(0, 6)).toEqual([
      "Meena Sundaram",
      "9940011122",
      "Health Package - Premium",
      "R-VYD-00003",
      "₹1,24,500",
      "Paid online by UPI on 7 Feb 2025",
    ]);
    expect(meena?.[6]).toMatch(/^7 Feb 2025, 12:15\s?am$/i);
    expect(karthik?.[2]).toBe("CBC, Lipid Profile");
    expect(anitha?.[5]).toBe("Awaiting payment");
    expect(anitha?.[6]).toMatch(/^1 Feb 2025, 11:30\s?am$/i);
    expect(screen.getByText("Signed in as")).toBeTruthy();
  });

  it("searches by mobile as you type, digits only", async () => {
    await openSignedIn();
    const search = screen.getByLabelText("Search by mobile");
    fireEvent.change(search, { target: { value: "98400" } });
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(["9840012345", "9840098765"]);
    fireEvent.change(search, { target: { value: "984-0012" } });
    expect((search as HTMLInputElement).value).toBe("9840012");
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(["Karthik Subramanian"]);
    fireEvent.change(search, { target: { value: "5555" } });
    expect(screen.queryByRole("table", { name: /Payment transactions/ })).toBeNull();
    expect(screen.getByText("No transactions found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export to CSV" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("opens the details overlay with the whole record and the response log pretty-printed", async () => {
    await openSignedIn();
    fireEvent.click(screen.getByRole("button", { name: "Details of booking R-VYD-00003" }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction R-VYD-00003" });
    const details = within(dialog);
    expect(details.getByText("Meena Sundaram")).toBeTruthy();
    expect(details.getByText("9940011122")).toBeTruthy();
    expect(details.getByText("Paid online by UPI on 7 Feb 2025")).toBeTruthy();
    expect(details.getByRole("listitem").textContent).toMatch(
      /^7 Feb 2025, 12:15\s?am: Paid online by UPI, payment id pay_TEST000001$/i,
    );
    expect(details.getAllByText("₹1,24,500").length).toBeGreaterThan(0);
    expect(details.getByRole("cell", { name: "Health Package - Premium" })).toBeTruthy();
    // Updated At, and the time in the money timeline.
    expect(details.getAllByText(/7 Feb 2025, 12:15/)).toHaveLength(2);
    const log = dialog.querySelector("pre")?.textContent;
    expect(log).toBe(
      JSON.stringify({ status: "success", txnid: "VYD-00003", mode: "UPI" }, null, 2),
    );
    fireEvent.click(details.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Details of booking R-VYD-00001" }));
    const raw = await screen.findByRole("dialog", { name: "Transaction R-VYD-00001" });
    expect(raw.querySelector("pre")?.textContent).toBe("status=failure&error=E308");
  });

  it("exports what the search shows as Transaction-History-<date>.csv, in the table's order and words", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-14T19:30:00Z") });
    await openSignedIn();
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:csv";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    fireEvent.change(screen.getByLabelText("Search by mobile"), { target: { value: "98400" } });
    fireEvent.click(screen.getByRole("button", { name: "Export to CSV" }));
    vi.useRealTimers();

    expect(downloads).toEqual(["Transaction-History-2025-03-15.csv"]);
    expect(blobs[0]?.type).toBe("text/csv;charset=utf-8");
    const text = await blobs[0]?.text();
    expect(text?.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = Papa.parse<string[]>(text ?? "").data;
    expect(header).toEqual(csvColumns.map((c) => c.label));
    // The table's first four columns and its Payment Status words; the amount as a number.
    const shown = bodyRows().map(cellTexts);
    expect(rows.map((row) => [...row.slice(0, 4), row[5]])).toEqual(
      shown.map((cells) => [...cells.slice(0, 4), cells[5]]),
    );
    expect(rows.map((row) => row[4])).toEqual(["1699.00", "2499.00"]);
    expect(rows).toHaveLength(2);
  });

  it("signs out: ends the session, clears the flag, and Back shows no data", async () => {
    const { api, router } = await openSignedIn();
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-login"));
    expect(api.calls("/api/admin/logout")).toHaveLength(1);
    expect(sessionStorage.getItem(adminFlagKey)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();

    // Back lands on the history page again, whose guard asks the server and is refused.
    const checks = api.calls("/api/admin/session").length;
    act(() => {
      router.navigate(-1);
    });
    await waitFor(() => expect(api.calls("/api/admin/session")).toHaveLength(checks + 1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-login"));
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();
    expect(api.calls("/api/transactions-history/fetch-transactions")).toHaveLength(1);
    expect(screen.queryByRole("table")).toBeNull();
    expect(document.body.textContent).not.toContain("Meena Sundaram");
  });

  it("stays signed in and says so when the sign-out cannot reach the server", async () => {
    const { api, router } = await openSignedIn();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    api.failing.add("/api/admin/logout");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/session is still active/);
    expect(screen.queryByRole("table")).toBeNull();
    expect(router.state.location.pathname).toBe("/transactions-history");
    api.failing.delete("/api/admin/logout");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-login"));
  });

  it("says 'Could not load transactions' with a Retry when the list fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = installFakeAdminApi({ transactions, signedIn: true });
    api.failing.add("/api/transactions-history/fetch-transactions");
    renderAdmin("/transactions-history");
    expect(await screen.findByText("Could not load transactions.")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Could not load transactions", expect.anything());
    api.failing.delete("/api/transactions-history/fetch-transactions");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: /Payment transactions/ })).toBeTruthy();
  });

  it("goes to /admin-login when the session ends while the page is open", async () => {
    const { api, router } = await openSignedIn();
    api.signedIn = false;
    fireEvent.click(screen.getByRole("tab", { name: "Bookings" }));
    fireEvent.change(screen.getByLabelText("Search bookings by mobile"), {
      target: { value: "98" },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-login"), {
      timeout: 2000,
    });
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("needs a connection: offline it says so and asks nothing; online again it loads", async () => {
    const api = installFakeAdminApi({ transactions, signedIn: true });
    setOnline(false);
    renderAdmin("/transactions-history");
    expect(await screen.findByText(/needs an internet connection/)).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(await screen.findByRole("table", { name: /Payment transactions/ })).toBeTruthy();
  });
});
