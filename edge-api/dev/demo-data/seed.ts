/**
 * Demo data for development, so the admin screens have something to show: ~30 payment
 * transactions (paid and unpaid, products from the catalogue, a gateway-style responseLog) over
 * the last 60 days, and a few home-collection bookings. Idempotent: demo rows have fixed ids
 * (`VYD-…` orders, `demo-booking-…` keys) and are inserted only once. Never run in production.
 * Also the demo lab reports (demo-reports.ts beside it): completed bookings with results
 * for two legacy demo customers and a demo corporate's employees, seeded on their own so a
 * database seeded before them gets them too.
 */
import { healthPackages, labTests } from "@vyom/catalog";
import { buildBookingPayload, indiaDateTime, utmDefaults } from "@vyom/catalog/contract";
import { like } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";
import {
  bookings,
  corporateEmployees,
  labReports,
  type TransactionProduct,
  transactions,
} from "../../src/db/schema.ts";
import { demoReportRows } from "./demo-reports.ts";
import { seedDemoServiceAreas } from "./demo-service-areas.ts";

const NAMES = [
  "Arun Kumar",
  "Priya Raman",
  "Karthik Subramanian",
  "Divya Krishnan",
  "Suresh Babu",
  "Lakshmi Narayanan",
  "Venkatesh Rao",
  "Anitha Reddy",
  "Manjunath Gowda",
  "Deepa Nair",
  "Ramesh Iyer",
  "Kavya Shetty",
  "Srinivas Murthy",
  "Meena Sundaram",
  "Prakash Naidu",
  "Revathi Balaji",
  "Harish Hegde",
  "Sangeetha Menon",
  "Vijay Anand",
  "Pooja Bhat",
  "Ganesh Pillai",
  "Swathi Rao",
  "Mohammed Imran",
  "Fathima Begum",
  "Joseph Thomas",
  "Nandini Prasad",
  "Rajesh Chandran",
  "Bhavana Kulkarni",
  "Sathish Kumar",
  "Keerthana Selvam",
];
const PINCODES = ["600020", "600041", "560034", "560076", "520010", "530017", "627002", "570017"];
const FAILURES = [
  {
    status: "failure",
    unmappedstatus: "failed",
    error: "E308",
    message: "Bank denied transaction",
  },
  {
    status: "failure",
    unmappedstatus: "userCancelled",
    error: "E1606",
    message: "Transaction cancelled by user",
  },
  {
    status: "pending",
    unmappedstatus: "pending",
    error: "E000",
    message: "Awaiting bank confirmation",
  },
];
const MODES = [
  { mode: "UPI", bankcode: "UPI" },
  { mode: "CC", bankcode: "VISA" },
  { mode: "DC", bankcode: "RUPAY" },
  { mode: "NB", bankcode: "HDFB" },
];
const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: the same demo data on every machine. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

function catalogueProducts(): TransactionProduct[][] {
  const packages = healthPackages.map((p) => ({ name: p.packageName, price: p.currentPrice }));
  const tests = labTests
    .filter((t) => typeof t.chennaiPrice === "number")
    .map((t) => ({ name: t.testName, price: t.chennaiPrice as number }));
  return [packages, tests];
}

export function demoTransactions(now: Date, count = 30) {
  const rnd = random(20_250_314);
  const [packages = [], tests = []] = catalogueProducts();
  return Array.from({ length: count }, (_, index) => {
    const products: TransactionProduct[] = [];
    if (packages.length > 0 && rnd.next() < 0.6) products.push(rnd.pick(packages));
    const extraTests = products.length === 0 ? rnd.int(1, 3) : rnd.int(0, 2);
    for (let i = 0; i < extraTests && tests.length > 0; i++) {
      const test = rnd.pick(tests);
      if (!products.some((p) => p.name === test.name)) products.push(test);
    }
    const amount = products.reduce((sum, p) => sum + p.price, 0);
    const paid = rnd.next() < 0.7;
    const createdAt = new Date(now.getTime() - rnd.int(0, 59) * DAY - rnd.int(0, 12 * 60) * 60_000);
    const updatedAt = new Date(createdAt.getTime() + rnd.int(1, 15) * 60_000);
    const orderId = `VYD-${String(index + 1).padStart(5, "0")}`;
    const name = NAMES[index % NAMES.length] as string;
    const mobileNumber = `${rnd.pick(["6", "7", "8", "9"])}${String(rnd.int(0, 999_999_999)).padStart(9, "0")}`;
    const { mode, bankcode } = rnd.pick(MODES);
    const failure = rnd.pick(FAILURES);
    const responseLog = {
      gateway: "vyom-test-gateway",
      mihpayid: String(rnd.int(10_000_000_000, 99_999_999_999)),
      txnid: orderId,
      mode,
      bankcode,
      amount: amount.toFixed(2),
      net_amount_debit: paid ? amount.toFixed(2) : "0.00",
      addedon: indiaDateTime(createdAt),
      productinfo: products.map((p) => p.name).join(", "),
      firstname: name.split(" ")[0],
      phone: mobileNumber,
      ...(paid
        ? {
            status: "success",
            unmappedstatus: "captured",
            bank_ref_num: String(rnd.int(100_000_000_000, 999_999_999_999)),
            error: "E000",
            error_Message: "No Error",
          }
        : {
            status: failure.status,
            unmappedstatus: failure.unmappedstatus,
            bank_ref_num: null,
            error: failure.error,
            error_Message: failure.message,
          }),
    };
    return {
      orderId,
      name,
      mobileNumber,
      products,
      amount,
      paymentStatus: paid,
      responseLog: JSON.stringify(responseLog),
      createdAt,
      updatedAt,
    };
  });
}

export function demoBookings(now: Date, count = 6) {
  const rnd = random(600_020);
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[(index * 7 + 3) % NAMES.length] as string;
    const mobileNumber = `9${String(rnd.int(0, 999_999_999)).padStart(9, "0")}`;
    const pincode = rnd.pick(PINCODES);
    const createdAt = new Date(now.getTime() - rnd.int(0, 20) * DAY - rnd.int(0, 600) * 60_000);
    const date = new Date(createdAt.getTime() + rnd.int(1, 4) * DAY).toISOString().slice(0, 10);
    const source = rnd.pick(["organic", "google", "instagram"]);
    const policy = rnd.next() < 0.8;
    // The request the app would have sent (the contract's builder), stored as a booking row is.
    const request = buildBookingPayload({ name, mobileNumber, date, pincode, policy }, createdAt, {
      ...utmDefaults,
      source,
    });
    return {
      idempotencyKey: `demo-booking-${index + 1}`,
      name,
      mobileNumber,
      collectionDate: date,
      pincode,
      policyValue: request.Policy_Value,
      status: "sent-to-crm" as const,
      payload: {
        bookingData: request.bookingData,
        activity: request.activity,
        leadDetails: request.leadDetails,
      },
      createdAt,
    };
  });
}

/** Inserts the demo rows unless they are already there. Returns how many were added. */
export async function seedDemoData(db: Database, now: Date) {
  const payments = await seedDemoPayments(db, now);
  const reports = await seedDemoReports(db, now);
  const serviceAreas = await db.transaction(seedDemoServiceAreas);
  return { ...payments, ...reports, serviceAreas };
}

async function seedDemoPayments(db: Database, now: Date) {
  const existing = await db
    .select({ orderId: transactions.orderId })
    .from(transactions)
    .where(like(transactions.orderId, "VYD-%"))
    .limit(1);
  if (existing.length > 0) return { transactions: 0, bookings: 0 };
  return db.transaction(async (tx) => {
    const t = await tx
      .insert(transactions)
      .values(demoTransactions(now))
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    const b = await tx
      .insert(bookings)
      .values(demoBookings(now))
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    return { transactions: t.length, bookings: b.length };
  });
}

/** Demo reports, their completed bookings and the demo corporate's employees (fixed ids). */
async function seedDemoReports(db: Database, now: Date) {
  const rows = demoReportRows(now);
  return db.transaction(async (tx) => {
    await tx.insert(bookings).values(rows.bookings).onConflictDoNothing();
    const r = await tx
      .insert(labReports)
      .values(rows.reports)
      .onConflictDoNothing()
      .returning({ id: labReports.id });
    const e = await tx
      .insert(corporateEmployees)
      .values(rows.employees)
      .onConflictDoNothing()
      .returning({ id: corporateEmployees.employeeId });
    return { labReports: r.length, corporateEmployees: e.length };
  });
}
