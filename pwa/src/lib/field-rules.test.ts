import { describe, expect, it } from "vitest";
import {
  choiceRule,
  cleanDigits,
  cleanMobile,
  codeRule,
  dateRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
} from "./field-rules.ts";

describe("field rules", () => {
  it("names: letters, spaces, dots and apostrophes only", () => {
    expect(nameRule("")).toBe("Name is required");
    expect(nameRule("Anita 2")).toBe("Please enter only alphabetic characters");
    expect(nameRule("R. K. O'Neil")).toBeUndefined();
    expect(nameRule("மீனா")).toBeUndefined();
  });

  it("mobile, e-mail, pincode", () => {
    expect(mobileRule("5876543210")).toBe("Enter valid number: 10 digits starting with 6-9");
    expect(mobileRule("9876543210")).toBeUndefined();
    expect(emailRule("a@b")).toBe("Enter a valid e-mail address");
    expect(emailRule("a@b.in")).toBeUndefined();
    expect(pincodeRule("6000")).toBe("Enter valid Pincode: 6 digits");
    expect(pincodeRule("600020")).toBeUndefined();
  });

  it("choices, codes, optional texts", () => {
    expect(choiceRule("gender", ["female", "male"])("")).toBe("Choose the gender");
    expect(codeRule("Enter your employee id")("E 1")).toBe("Enter your employee id");
    expect(codeRule("x")("E-1042")).toBeUndefined();
    expect(optionalText("Message", 3)("abcd")).toBe("Message is at most 3 characters");
    expect(optionalText("Message", 3)("")).toBeUndefined();
  });

  it("dates: real calendar dates within the range", () => {
    const rule = dateRule("Collection date", {
      min: () => "2026-01-10",
      outside: "Choose today or a later date",
    });
    expect(rule("")).toBe("Collection date is required");
    expect(rule("2026-02-30")).toBe("Date is not a real calendar date");
    expect(rule("2026-01-09")).toBe("Choose today or a later date");
    expect(rule("2026-01-10")).toBeUndefined();
  });

  it("cleans what is typed or pasted", () => {
    expect(cleanMobile("+91 98765 43210")).toBe("9876543210");
    expect(cleanMobile("098765-43210")).toBe("9876543210");
    expect(cleanDigits("600 020x", 6)).toBe("600020");
  });
});
