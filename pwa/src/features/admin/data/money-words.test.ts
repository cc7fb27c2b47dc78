import { describe, expect, it } from "vitest";
import { money } from "../test/fake-admin-api.test-support.ts";
import { moneyTimeline } from "./money-timeline.ts";
import { moneyWords } from "./money-words.ts";

const paidByUpi = {
  channel: "online" as const,
  method: "upi",
  at: "2026-11-27T05:00:00.000Z",
  paymentId: "pay_Q1w2e3r4t5y6u7",
  recordedBy: null,
};
const refund = (status: "started" | "refunded" | "failed", settledAt: string | null) => ({
  status,
  amount: 1200,
  startedAt: "2026-11-28T09:00:00.000Z",
  settledAt,
  refundId: status === "started" ? null : "rfnd_A1b2C3d4E5f6G7",
});
const cancelledAt = "2026-11-28T09:00:00.000Z";

describe("an order's money in words", () => {
  it("says each state, with the amount and India's date where there is one", () => {
    const cases: [Parameters<typeof money>[0], string][] = [
      [{ payment: paidByUpi }, "Paid online by UPI on 27 Nov 2026"],
      [
        { payment: { ...paidByUpi, method: "test" } },
        "Paid online at the test gateway on 27 Nov 2026",
      ],
      [{ payment: { ...paidByUpi, method: null, at: null } }, "Paid online"],
      [
        { status: "refund-started", refund: refund("started", null), cancelledAt },
        "Refund of ₹1,200 started on 28 Nov 2026",
      ],
      [
        // 20:30 UTC on the 28th is the 29th in India.
        { status: "refunded", refund: refund("refunded", "2026-11-28T20:30:00.000Z"), cancelledAt },
        "Refunded ₹1,200 on 29 Nov 2026",
      ],
      [
        {
          status: "refund-failed",
          refund: refund("failed", "2026-11-29T04:00:00.000Z"),
          cancelledAt,
        },
        "Refund of ₹1,200 failed on 29 Nov 2026",
      ],
      [{ status: "cancelled-unpaid", payment: null, cancelledAt }, "Cancelled before payment"],
      [{ status: "awaiting-payment", payment: null }, "Awaiting payment"],
      [{ status: "payment-failed", payment: null }, "Payment failed"],
      [{ status: "awaiting-collection", payment: null }, "To be paid at collection"],
      [
        {
          status: "paid-at-collection",
          payment: { ...paidByUpi, channel: "at-collection", paymentId: null },
        },
        "Paid by UPI at collection on 27 Nov 2026",
      ],
      [
        {
          status: "paid-at-collection",
          payment: { ...paidByUpi, channel: "at-collection", method: "cash", paymentId: null },
        },
        "Paid in cash at collection on 27 Nov 2026",
      ],
    ];
    expect(cases.map(([state]) => moneyWords(money(state)))).toEqual(
      cases.map(([, words]) => words),
    );
  });
});

describe("an order's money timeline", () => {
  it("lists each failed attempt with the gateway's reason, the payment, the cancellation and the refund", () => {
    const steps = moneyTimeline(
      money({
        status: "refunded",
        payment: paidByUpi,
        refund: refund("refunded", "2026-11-28T20:30:00.000Z"),
        cancelledAt,
        failedAttempts: [
          { at: "2026-11-27T04:50:00.000Z", reason: "Payment declined by the bank" },
          { at: "2026-11-27T04:55:00.000Z", reason: null },
        ],
      }),
    );
    expect(steps).toEqual([
      {
        at: "2026-11-27T04:50:00.000Z",
        text: "Payment attempt failed: Payment declined by the bank",
      },
      {
        at: "2026-11-27T04:55:00.000Z",
        text: "Payment attempt failed (the gateway gave no reason)",
      },
      {
        at: "2026-11-27T05:00:00.000Z",
        text: "Paid online by UPI, payment id pay_Q1w2e3r4t5y6u7",
      },
      { at: cancelledAt, text: "Booking cancelled" },
      { at: "2026-11-28T09:00:00.000Z", text: "Refund of ₹1,200 started" },
      { at: "2026-11-28T20:30:00.000Z", text: "Refunded ₹1,200, refund id rfnd_A1b2C3d4E5f6G7" },
    ]);
  });

  it("says who recorded a collection, and what an unpaid order waits for", () => {
    expect(
      moneyTimeline(
        money({
          status: "paid-at-collection",
          payment: {
            channel: "at-collection",
            method: "cash",
            at: "2026-12-02T04:00:00.000Z",
            paymentId: null,
            recordedBy: "desk@vyom.example",
          },
        }),
      ),
    ).toEqual([
      {
        at: "2026-12-02T04:00:00.000Z",
        text: "Paid in cash at collection, recorded by desk@vyom.example",
      },
    ]);
    expect(moneyTimeline(money({ status: "awaiting-collection", payment: null }))).toEqual([
      { at: null, text: "To be paid at collection" },
    ]);
    expect(
      moneyTimeline(money({ status: "cancelled-unpaid", payment: null, cancelledAt })),
    ).toEqual([{ at: cancelledAt, text: "Booking cancelled before payment" }]);
  });
});
