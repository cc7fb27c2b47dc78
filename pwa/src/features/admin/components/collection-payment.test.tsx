import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeAdminApi, transaction } from "../test/fake-admin-api.test-support.ts";
import { TransactionsPanel } from "./transactions-panel.tsx";

const ORDER = "VYO-20261201-ABCDEF";
const atCollection = transaction({
  orderId: ORDER,
  paymentStatus: false,
  payAtCollection: true,
  amount: 1299,
  responseLog: "{}",
});

function openDetails() {
  fireEvent.click(screen.getByRole("button", { name: `Details of booking R-${ORDER}` }));
  return screen.getByRole("dialog", { name: `Transaction R-${ORDER}` });
}

const rowStatus = () =>
  within(screen.getAllByRole("row")[1] as HTMLElement).getAllByRole("cell")[5]?.textContent;

describe("recording a payment collected by the technician", () => {
  it("records cash once, and the transaction shows paid with the buttons gone", async () => {
    const api = installFakeAdminApi({ transactions: [atCollection], signedIn: true });
    render(<TransactionsPanel transactions={[atCollection]} />);
    expect(rowStatus()).toBe("To be paid at collection");
    const dialog = openDetails();
    within(dialog).getByText("The customer pays ₹1,299 to the technician.", { exact: false });

    const cash = within(dialog).getByRole("button", { name: "Cash collected" });
    fireEvent.click(cash);
    // A second tap while the first is out is not sent.
    fireEvent.click(cash);
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "Cash collected" })).toBeNull(),
    );
    expect(api.calls(`/api/admin/orders/${ORDER}/paid-at-collection`)).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER}/paid-at-collection`,
        body: { method: "cash" },
      },
    ]);
    expect(rowStatus()).toMatch(/^Paid in cash at collection on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  });

  it("says so when the call fails, and leaves the transaction unpaid to try again", async () => {
    const api = installFakeAdminApi({ transactions: [atCollection], signedIn: true });
    api.failing.add(`/api/admin/orders/${ORDER}/paid-at-collection`);
    render(<TransactionsPanel transactions={[atCollection]} />);
    const dialog = openDetails();
    fireEvent.click(within(dialog).getByRole("button", { name: "UPI collected" }));
    await within(dialog).findByText(
      "Could not record the payment. Check the connection and try again.",
    );
    expect(rowStatus()).toBe("To be paid at collection");
    expect(within(dialog).getByRole("button", { name: "UPI collected" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("offers nothing for an order paid online", () => {
    installFakeAdminApi({ transactions: [transaction({ orderId: ORDER })], signedIn: true });
    render(<TransactionsPanel transactions={[transaction({ orderId: ORDER })]} />);
    const dialog = openDetails();
    expect(within(dialog).queryByRole("button", { name: "Cash collected" })).toBeNull();
  });
});
