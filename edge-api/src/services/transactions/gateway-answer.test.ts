import { describe, expect, it } from "vitest";
import {
  collectionIn,
  failureReasonIn,
  gatewayAnswerOf,
  paymentIdIn,
  paymentMethodIn,
} from "./gateway-answer.ts";

describe("reading a gateway's stored answer", () => {
  it("reads Razorpay's payment: method, pay_ id, and the reason it failed", () => {
    const paid = { id: "pay_Q1w2e3r4t5y6u7", method: "netbanking", status: "captured" };
    expect([paymentMethodIn(paid), paymentIdIn(paid), failureReasonIn(paid)]).toEqual([
      "netbanking",
      "pay_Q1w2e3r4t5y6u7",
      null,
    ]);
    const failed = { id: "pay_X", method: "upi", error_description: "Payment failed at the bank" };
    expect(failureReasonIn(failed)).toBe("Payment failed at the bank");
  });

  it("reads the earlier gateway's mode codes, payment id and message, ignoring 'No Error'", () => {
    const answer = { mode: "CC", mihpayid: "40309581231", txnid: "VYD-00001" };
    expect([paymentMethodIn(answer), paymentIdIn(answer)]).toEqual(["card", "40309581231"]);
    expect(paymentMethodIn({ mode: "NB" })).toBe("netbanking");
    expect(paymentMethodIn({ mode: "EMI" })).toBe("emi");
    expect(failureReasonIn({ error_Message: "No Error" })).toBeNull();
    expect(failureReasonIn({ error_Message: "Bank denied transaction" })).toBe(
      "Bank denied transaction",
    );
  });

  it("takes JSON text or an object, and anything else as empty", () => {
    expect(gatewayAnswerOf('{"mode":"UPI"}')).toEqual({ mode: "UPI" });
    expect(gatewayAnswerOf("status=failure&error=E308")).toEqual({});
    expect(gatewayAnswerOf("[1,2]")).toEqual({});
    expect(gatewayAnswerOf(null)).toEqual({});
    expect(paymentMethodIn({})).toBeNull();
  });

  it("reads a payment recorded at collection", () => {
    const log = {
      paidAtCollection: {
        method: "cash",
        amount: 1200,
        recordedBy: "desk@vyom.example",
        at: "2026-12-02T04:00:00.000Z",
      },
    };
    expect(collectionIn(log)).toEqual({
      method: "cash",
      recordedBy: "desk@vyom.example",
      at: "2026-12-02T04:00:00.000Z",
    });
    expect(collectionIn({})).toEqual({ method: null, recordedBy: null, at: null });
  });
});
