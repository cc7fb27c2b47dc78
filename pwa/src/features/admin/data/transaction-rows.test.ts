import { describe, expect, it } from "vitest";
import { transaction } from "../test/fake-admin-api.test-support.ts";
import {
  filterByMobile,
  newestFirst,
  toTransactionRow,
  transactionColumns,
} from "./transaction-rows.ts";

describe("transaction rows", () => {
  it("sorts newest updatedAt first, whatever order they come in", () => {
    const sorted = newestFirst([
      transaction({ orderId: "A", updatedAt: "2025-02-01T06:00:00.000Z" }),
      transaction({ orderId: "C", updatedAt: "2025-02-06T06:00:00.000Z" }),
      transaction({ orderId: "B", updatedAt: "2025-02-03T06:00:00.000Z" }),
      transaction({ orderId: "D", updatedAt: "2025-02-03T06:00:00.000Z" }),
    ]);
    expect(sorted.map((t) => t.orderId)).toEqual(["C", "D", "B", "A"]);
  });

  it("shows the table's strings: product names, rupees with Indian grouping, the money in words, IST", () => {
    const row = toTransactionRow(
      transaction({
        products: [
          { name: "CBC", price: 350 },
          { name: "Lipid Profile", price: 99_650 },
        ],
        amount: 100_000,
        paymentStatus: false,
        // 18:45 UTC is 00:15 the next day in India.
        updatedAt: "2025-02-01T18:45:00.000Z",
      }),
    );
    expect(row).toMatchObject({
      products: "CBC, Lipid Profile",
      amount: "₹1,00,000",
      paymentStatus: "Awaiting payment",
    });
    expect(row.updatedAt).toMatch(/^2 Feb 2025, 12:15\s?am$/i);
    expect(toTransactionRow(transaction({ paymentStatus: true })).paymentStatus).toBe(
      "Paid online by UPI on 1 Feb 2025",
    );
    expect(Object.keys(row)).toEqual(transactionColumns.map((c) => c.key));
  });

  it("filters by any part of the mobile number; an empty search keeps all", () => {
    const list = [
      transaction({ orderId: "A", mobileNumber: "9840012345" }),
      transaction({ orderId: "B", mobileNumber: "9940011122" }),
      transaction({ orderId: "C", mobileNumber: "7012398400" }),
    ];
    expect(filterByMobile(list, "98400").map((t) => t.orderId)).toEqual(["A", "C"]);
    expect(filterByMobile(list, "")).toBe(list);
    expect(filterByMobile(list, "5555")).toEqual([]);
  });
});
