import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { money, transaction } from "../test/fake-admin-api.test-support.ts";
import { TransactionsPanel, transactionsPageSize } from "./transactions-panel.tsx";

const start = Date.parse("2025-01-01T00:00:00Z");
/** 10,000 transactions, oldest first (the panel must still show the newest first). */
const many = Array.from({ length: 10_000 }, (_, i) =>
  transaction({
    orderId: `VYD-${String(i + 1).padStart(5, "0")}`,
    mobileNumber: `98${String(i).padStart(8, "0")}`,
    updatedAt: new Date(start + i * 60_000).toISOString(),
  }),
);

const rowsInDom = () => document.querySelectorAll("tbody tr").length;
const firstBookingId = () =>
  within(screen.getAllByRole("row")[1] as HTMLElement).getAllByRole("cell")[3]?.textContent;

describe("TransactionsPanel with 10,000 transactions", () => {
  it("keeps one page of rows in the DOM", () => {
    const started = performance.now();
    render(<TransactionsPanel transactions={many} />);
    const elapsed = performance.now() - started;
    expect(rowsInDom()).toBe(transactionsPageSize);
    expect(screen.getByText("Showing 1–50 of 10,000 transactions")).toBeTruthy();
    expect(screen.getByText("Page 1 of 200")).toBeTruthy();
    expect(firstBookingId()).toBe("R-VYD-10000");
    // A generous bound (slow CI): rendering 10,000 rows would take far longer in happy-dom.
    expect(elapsed).toBeLessThan(2_000);
  });

  it("pages through, and a new search starts again at page 1", () => {
    render(<TransactionsPanel transactions={many} />);
    fireEvent.click(screen.getByRole("button", { name: "Last" }));
    expect(screen.getByText("Showing 9,951–10,000 of 10,000 transactions")).toBeTruthy();
    expect(rowsInDom()).toBe(transactionsPageSize);
    expect(firstBookingId()).toBe("R-VYD-00050");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Page 199 of 200")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search by mobile"), { target: { value: "98000001" } });
    // 9800000100-9800000199: 100 matches, two pages.
    expect(screen.getByText("Showing 1–50 of 100 transactions")).toBeTruthy();
    expect(rowsInDom()).toBe(50);
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
  });

  it("has no pager when everything fits on one page", () => {
    render(<TransactionsPanel transactions={many.slice(0, 3)} />);
    expect(rowsInDom()).toBe(3);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("TransactionsPanel search by mobile", () => {
  const list = [
    transaction({ orderId: "VYD-A", mobileNumber: "9876543210" }),
    transaction({ orderId: "VYD-B", mobileNumber: "9840012345" }),
    transaction({ orderId: "VYD-C", mobileNumber: "7012398765" }),
  ];
  const search = (value: string) => {
    const box = screen.getByLabelText("Search by mobile") as HTMLInputElement;
    fireEvent.change(box, { target: { value } });
    return box.value;
  };
  const shownIds = () =>
    screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[3]?.textContent)
      .sort();

  it("finds the transaction of a pasted +91 number, and by part of a number", () => {
    render(<TransactionsPanel transactions={list} />);
    expect(search("+91 98765 43210")).toBe("9876543210");
    expect(shownIds()).toEqual(["R-VYD-A"]);
    // Part of a number, with or without the +91 typed first.
    expect(search("+91 98765")).toBe("98765");
    expect(shownIds()).toEqual(["R-VYD-A", "R-VYD-C"]);
    expect(search("98765")).toBe("98765");
    expect(shownIds()).toEqual(["R-VYD-A", "R-VYD-C"]);
    expect(search("98 400-12")).toBe("9840012");
    expect(shownIds()).toEqual(["R-VYD-B"]);
  });
});

describe("TransactionsPanel money state", () => {
  const refunded = transaction({
    orderId: "VYO-20261127-REFUND",
    amount: 1200,
    updatedAt: "2026-11-27T05:00:00.000Z",
    money: money({
      status: "refunded",
      payment: {
        channel: "online",
        method: "test",
        at: "2026-11-27T05:00:00.000Z",
        paymentId: "6f1c2a4e-0000-4000-8000-000000000001",
        recordedBy: null,
      },
      refund: {
        status: "refunded",
        amount: 1200,
        startedAt: "2026-11-28T09:00:00.000Z",
        settledAt: "2026-11-28T09:00:00.000Z",
        refundId: "test_rfnd_0123456789abcdef",
      },
      cancelledAt: "2026-11-28T09:00:00.000Z",
      failedAttempts: [{ at: "2026-11-27T04:55:00.000Z", reason: "Payment declined at the bank" }],
    }),
  });
  const failed = transaction({
    orderId: "VYO-20261126-FAILED",
    paymentStatus: false,
    updatedAt: "2026-11-26T05:00:00.000Z",
    money: money({
      status: "payment-failed",
      payment: null,
      failedAttempts: [{ at: "2026-11-26T05:00:00.000Z", reason: null }],
    }),
  });
  const statusOf = (orderId: string) => {
    const row = screen
      .getByRole("button", { name: `Details of booking R-${orderId}` })
      .closest("tr");
    return within(row as HTMLElement).getAllByRole("cell")[5]?.textContent;
  };

  it("reads a cancelled, refunded order as refunded in the list, and its whole timeline in the details", () => {
    render(<TransactionsPanel transactions={[refunded, failed]} />);
    expect(statusOf(refunded.orderId)).toBe("Refunded ₹1,200 on 28 Nov 2026");
    expect(statusOf(failed.orderId)).toBe("Payment failed");

    fireEvent.click(
      screen.getByRole("button", { name: `Details of booking R-${refunded.orderId}` }),
    );
    const dialog = screen.getByRole("dialog", { name: `Transaction R-${refunded.orderId}` });
    const details = within(dialog);
    expect(details.getByText("Refunded ₹1,200 on 28 Nov 2026")).toBeTruthy();
    const timeline = details.getByRole("region", { name: "Money timeline" });
    const steps = within(timeline)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringMatching(
        /^27 Nov 2026, 10:25\s?am: Payment attempt failed: Payment declined at the bank$/i,
      ),
      expect.stringMatching(
        /^27 Nov 2026, 10:30\s?am: Paid online at the test gateway, payment id 6f1c2a4e-0000-4000-8000-000000000001$/i,
      ),
      expect.stringMatching(/^28 Nov 2026, 2:30\s?pm: Booking cancelled$/i),
      expect.stringMatching(/^28 Nov 2026, 2:30\s?pm: Refund of ₹1,200 started$/i),
      expect.stringMatching(
        /^28 Nov 2026, 2:30\s?pm: Refunded ₹1,200, refund id test_rfnd_0123456789abcdef$/i,
      ),
    ]);
    // Nothing to collect from a refunded order.
    expect(details.queryByRole("button", { name: "Cash collected" })).toBeNull();
  });
});

describe("TransactionsPanel: a scan whose slot lapsed", () => {
  it("tells the staff in the details that no place is booked and to call the customer", () => {
    const lapsed = transaction({ orderId: "VYD-LAPSED", paymentStatus: true, slotLapsed: true });
    const booked = transaction({ orderId: "VYD-BOOKED", paymentStatus: true });
    render(<TransactionsPanel transactions={[lapsed, booked]} />);
    fireEvent.click(screen.getByRole("button", { name: "Details of booking R-VYD-LAPSED" }));
    const dialog = screen.getByRole("dialog", { name: "Transaction R-VYD-LAPSED" });
    expect(within(dialog).getByRole("status").textContent).toMatch(
      /^Slot lapsed: .*call the customer to choose another slot\.$/,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByRole("button", { name: "Details of booking R-VYD-BOOKED" }));
    const other = screen.getByRole("dialog", { name: "Transaction R-VYD-BOOKED" });
    expect(within(other).queryByText(/Slot lapsed/)).toBeNull();
  });
});
