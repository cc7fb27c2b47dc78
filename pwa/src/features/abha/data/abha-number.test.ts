import { abhaMessages } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { abhaNumberProblem, formatAbhaNumber } from "./abha-number.ts";

describe("an ABHA number as typed", () => {
  it.each(["91-1234-5678-9012", "91 1234 5678 9012", "91123456789012", " 91-1234-5678-9012 "])(
    "accepts %j",
    (typed) => {
      expect(abhaNumberProblem(typed)).toBeNull();
    },
  );

  it.each(["", "91-1234-5678-901", "911234567890123", "91--1234-5678-9012", "priya@abdm"])(
    "refuses %j with the contract's message",
    (typed) => {
      expect(abhaNumberProblem(typed)).toBe(abhaMessages.number);
    },
  );

  it("is shown 2-4-4-4 with hyphens, whatever the API stored", () => {
    expect(formatAbhaNumber("91123456789012")).toBe("91-1234-5678-9012");
    expect(formatAbhaNumber("91 1234 5678 9012")).toBe("91-1234-5678-9012");
    expect(formatAbhaNumber("91-1234-5678-9012")).toBe("91-1234-5678-9012");
    expect(formatAbhaNumber("not-a-number")).toBe("not-a-number");
  });
});
