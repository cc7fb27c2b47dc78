import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { money, transaction } from "../test/fake-admin-api.test-support.ts";
import {
  buildTransactionsCsv,
  csvColumns,
  csvTime,
  transactionsCsvFileName,
  utf8Bom,
} from "./transactions-csv.ts";

const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data;
/** The CSV's rows as objects by column label. */
const records = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.slice(1), { header: true }).data;

const header = [
  "Name",
  "Mobile Number",
  "Products",
  "Booking Id",
  "Amount",
  "Payment Status",
  "Updated At",
  "Status Code",
  "Method",
  "Paid At",
  "Payment Id",
  "Recorded By",
  "Refunded Amount",
  "Refund Date",
  "Refund Id",
  "Failed Attempts",
  "Order Id",
];

const refunded = transaction({
  name: "Meena Sundaram",
  orderId: "VYO-20261127-REFUND",
  reference: "VY-7KQ4-M9RX",
  amount: 1200,
  updatedAt: "2026-11-27T05:00:00.000Z",
  money: money({
    status: "refunded",
    payment: {
      channel: "online",
      method: "upi",
      at: "2026-11-27T05:00:00.000Z",
      paymentId: "pay_Q1w2e3r4t5y6u7",
      recordedBy: null,
    },
    refund: {
      status: "refunded",
      amount: 1200,
      startedAt: "2026-11-28T09:00:00.000Z",
      // 20:30 UTC: already 29 Nov in India.
      settledAt: "2026-11-28T20:30:00.000Z",
      refundId: "rfnd_A1b2C3d4E5f6G7",
    },
    cancelledAt: "2026-11-28T09:00:00.000Z",
  }),
});
const failedThenPaid = transaction({
  name: 'Karthik "KS" Subramanian',
  orderId: "VYO-20261201-RETRYD",
  products: [
    { name: "Lipid Profile, Fasting", price: 699 },
    { name: "Thyroid\nProfile", price: 500 },
  ],
  amount: 124_500,
  updatedAt: "2026-12-01T04:00:00.000Z",
  money: money({
    payment: {
      channel: "online",
      method: "card",
      at: "2026-12-01T04:00:00.000Z",
      paymentId: "pay_Z9y8x7w6v5u4t3",
      recordedBy: null,
    },
    failedAttempts: [
      { at: "2026-12-01T03:50:00.000Z", reason: "Payment declined by the bank" },
      { at: "2026-12-01T03:55:00.000Z", reason: null },
    ],
  }),
});
const cash = transaction({
  name: "Lakshmi Narayanan",
  orderId: "VYO-20261125-CASHED",
  amount: 2499,
  updatedAt: "2026-11-25T06:00:00.000Z",
  money: money({
    status: "paid-at-collection",
    payment: {
      channel: "at-collection",
      method: "cash",
      at: "2026-11-25T06:00:00.000Z",
      paymentId: null,
      recordedBy: "desk@vyom.example",
    },
  }),
});

describe("transactions CSV", () => {
  it("starts with a UTF-8 byte-order mark, then the header row: the table's columns first", () => {
    const csv = buildTransactionsCsv([]);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    expect(csv.slice(1)).toBe(header.join(","));
    expect(csvColumns.map((column) => column.label)).toEqual(header);
  });

  it("one row per order: the money state as a code and in words, the refund's own columns", () => {
    const [refund, retried, collected] = records(
      buildTransactionsCsv([refunded, failedThenPaid, cash]),
    );
    expect(refund).toEqual({
      Name: "Meena Sundaram",
      "Mobile Number": "9840012345",
      Products: "Health Package - Premium",
      // The reference the customer quotes; the gateway's order id last.
      "Booking Id": "VY-7KQ4-M9RX",
      Amount: "1200.00",
      "Payment Status": "Refunded ₹1,200 on 29 Nov 2026",
      "Updated At": "2026-11-27T10:30:00+05:30",
      "Status Code": "refunded",
      Method: "upi",
      "Paid At": "2026-11-27T10:30:00+05:30",
      "Payment Id": "pay_Q1w2e3r4t5y6u7",
      "Recorded By": "",
      "Refunded Amount": "1200.00",
      "Refund Date": "2026-11-29T02:00:00+05:30",
      "Refund Id": "rfnd_A1b2C3d4E5f6G7",
      "Failed Attempts": "0",
      "Order Id": "VYO-20261127-REFUND",
    });
    expect(retried).toMatchObject({
      Name: 'Karthik "KS" Subramanian',
      Products: "Lipid Profile, Fasting, Thyroid\nProfile",
      Amount: "124500.00",
      "Status Code": "paid-online",
      "Payment Status": "Paid online by card on 1 Dec 2026",
      "Refunded Amount": "",
      "Refund Date": "",
      "Failed Attempts": "2",
    });
    expect(collected).toMatchObject({
      "Status Code": "paid-at-collection",
      "Payment Status": "Paid in cash at collection on 25 Nov 2026",
      Method: "cash",
      "Payment Id": "",
      "Recorded By": "desk@vyom.example",
    });
  });

  it("parsed back, the amounts are numbers a spreadsheet sums and the times sort as text", () => {
    const rows = records(buildTransactionsCsv([refunded, failedThenPaid, cash]));
    const amounts = rows.map((row) => Number(row.Amount));
    expect(amounts.every(Number.isFinite)).toBe(true);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(1200 + 124_500 + 2499);
    expect(rows.map((row) => Number(row["Refunded Amount"] || 0))).toEqual([1200, 0, 0]);
    // ISO 8601 with one offset: sorting the text sorts the instants.
    const times = rows.map((row) => row["Updated At"] ?? "");
    expect(times.toSorted()).toEqual(times.toSorted((a, b) => Date.parse(a) - Date.parse(b)));
    expect(times.map((time) => new Date(time).toISOString())).toEqual([
      refunded.updatedAt,
      failedThenPaid.updatedAt,
      cash.updatedAt,
    ]);
  });

  it("escapes quotes, commas and line breaks, and parses back to the same fields", () => {
    const csv = buildTransactionsCsv([failedThenPaid]);
    expect(csv).toContain('"Karthik ""KS"" Subramanian"');
    expect(csv).toContain('"Lipid Profile, Fasting, Thyroid\nProfile"');
    const [, row] = parse(csv);
    expect(row).toEqual(csvColumns.map((column) => column.value(failedThenPaid)));
    // Records end in CRLF (RFC 4180); the line break inside a field stays as it was.
    expect(csv.split("\r\n")).toHaveLength(2);
  });

  it("keeps a spreadsheet from running a field as a formula", () => {
    const rows = [
      transaction({ name: '=HYPERLINK("http://evil.example","x")' }),
      transaction({ name: "@SUM(A1)\nnext" }),
      transaction({ name: "+91 caller" }),
      transaction({
        name: "Ravi",
        money: money({
          payment: {
            channel: "online",
            method: "-2+3",
            at: null,
            paymentId: "=cmd|' /C calc'!A0",
            recordedBy: null,
          },
        }),
      }),
    ];
    const parsed = parse(buildTransactionsCsv(rows)).slice(1);
    expect(parsed.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "'@SUM(A1)\nnext",
      "'+91 caller",
      "Ravi",
    ]);
    expect([parsed[3]?.[8], parsed[3]?.[10]]).toEqual(["'-2+3", "'=cmd|' /C calc'!A0"]);
  });

  it("writes times as ISO 8601 in India time, and nothing for no time", () => {
    expect(csvTime("2025-02-01T18:45:00.000Z")).toBe("2025-02-02T00:15:00+05:30");
    expect(csvTime(null)).toBe("");
  });

  it("is named Transaction-History-<today in India>.csv", () => {
    expect(transactionsCsvFileName(new Date("2025-03-14T10:00:00Z"))).toBe(
      "Transaction-History-2025-03-14.csv",
    );
    // 19:00 UTC on the 14th is already the 15th in India.
    expect(transactionsCsvFileName(new Date("2025-03-14T19:00:00Z"))).toBe(
      "Transaction-History-2025-03-15.csv",
    );
  });
});
