import { describe, expect, it } from "vitest";
import {
  choiceRule,
  cityRule,
  cleanDigits,
  cleanMobile,
  codeRule,
  dateRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
  requiredText,
} from "./field-rules.ts";

describe("field rules", () => {
  it("names: letters, spaces, dots and apostrophes only", () => {
    expect(nameRule("")).toBe("Name is required");
    expect(nameRule("Anita 2")).toBe("Please enter only alphabetic characters");
    expect(nameRule("R. K. O'Neil")).toBeUndefined();
    expect(nameRule("மீனா")).toBeUndefined();
  });

  it("free text: no control characters or broken Unicode, as the API's text rule", () => {
    const broken = "must not contain control characters or broken Unicode";
    expect(requiredText("Company name", 120)("Acme\u0000")).toBe(`Company name ${broken}`);
    expect(requiredText("Company name", 120)("Acme \ud800")).toBe(`Company name ${broken}`);
    expect(cityRule("Chen\u001bnai")).toBe(`City ${broken}`);
    expect(optionalText("Message", 1000)("Hi \ude00\ud83d")).toBe(`Message ${broken}`);
    expect(optionalText("Message", 1000)("Two sites:\r\n\tChennai")).toBeUndefined();
    expect(optionalText("Message", 1000)("Namaste 🙏🏽")).toBeUndefined();
    expect(emailRule("a\u0000b@c.in")).toBe("Enter a valid e-mail address");
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
