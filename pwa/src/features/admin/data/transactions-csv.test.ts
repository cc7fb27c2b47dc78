import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { transaction } from "../test/fake-admin-api.test-support.ts";
import { toTransactionRow, transactionColumns } from "./transaction-rows.ts";
import { buildTransactionsCsv, transactionsCsvFileName, utf8Bom } from "./transactions-csv.ts";

const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data;

const tricky = [
  transaction({
    name: 'Karthik "KS" Subramanian',
    products: [
      { name: "Lipid Profile, Fasting", price: 699 },
      { name: "Thyroid\nProfile", price: 500 },
    ],
    amount: 1199,
    orderId: "VYD-00002",
  }),
  transaction({
    name: "Lakshmi Narayanan",
    orderId: "VYD-00001",
    paymentStatus: false,
    amount: 124_500,
  }),
  transaction({ name: "  Ramesh, Iyer  ", orderId: "VYD-00003", products: [] }),
].map(toTransactionRow);

describe("transactions CSV", () => {
  it("starts with a UTF-8 byte-order mark, then the header row", () => {
    const csv = buildTransactionsCsv([]);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    expect(csv.slice(1)).toBe(
      "Name,Mobile Number,Products,Booking Id,Amount,Payment Status,Updated At",
    );
  });

  it("escapes quotes, commas and line breaks, and parses back to the same rows", () => {
    const csv = buildTransactionsCsv(tricky);
    expect(csv).toContain('"Karthik ""KS"" Subramanian"');
    expect(csv).toContain('"Lipid Profile, Fasting, Thyroid\nProfile"');
    expect(csv).toContain('"₹1,24,500"');
    const [header, ...rows] = parse(csv);
    expect(header).toEqual(transactionColumns.map((c) => c.label));
    expect(rows).toEqual(tricky.map((row) => transactionColumns.map((c) => row[c.key])));
    expect(rows[1]).toEqual([
      "Lakshmi Narayanan",
      "9840012345",
      "Health Package - Premium",
      "VYD-00001",
      "₹1,24,500",
      "Not Paid",
      tricky[1]?.updatedAt,
    ]);
    // Records end in CRLF (RFC 4180); the line break inside a field stays as it was.
    expect(csv.split("\r\n")).toHaveLength(1 + tricky.length);
  });

  it("keeps a spreadsheet from running a field as a formula", () => {
    const rows = [
      toTransactionRow(transaction({ name: '=HYPERLINK("http://evil.example","x")' })),
      toTransactionRow(transaction({ name: "@SUM(A1)\nnext" })),
      toTransactionRow(transaction({ name: "+91 caller" })),
    ];
    const parsed = parse(buildTransactionsCsv(rows)).slice(1);
    expect(parsed.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "'@SUM(A1)\nnext",
      "'+91 caller",
    ]);
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
