import { describe, expect, it } from "vitest";
import {
  type BookTestValues,
  cleanMobile,
  cleanName,
  cleanPincode,
  fieldError,
  bookTestMessages as m,
  nameHadNonLetters,
  validateBookTest,
} from "./book-test.rules.ts";

const today = "2025-03-10";
const valid: BookTestValues = {
  name: "Priya Raman",
  mobileNumber: "9876543210",
  date: "2025-03-10",
  pincode: "600020",
  policy: false,
};

describe("what the fields accept", () => {
  it("name: letters, spaces, dots, apostrophes and hyphens, none leading; the rest stripped", () => {
    expect(cleanName("   Priya Raman")).toBe("Priya Raman");
    expect(cleanName("Priya.R@man 2nd!")).toBe("Priya.Rman nd");
    expect(cleanName(" 'K. D'Souza-Nair")).toBe("K. D'Souza-Nair");
    expect(cleanName("முருகன் Kumar")).toBe("முருகன் Kumar");
    expect(nameHadNonLetters("Priya1")).toBe(true);
    expect(nameHadNonLetters("  Priya Raman")).toBe(false);
  });

  it("mobile: digits only, at most 10, a leading 0 (or +91) dropped", () => {
    expect(cleanMobile("09876543210")).toBe("9876543210");
    expect(cleanMobile("98765 43210")).toBe("9876543210");
    expect(cleanMobile("+91 98765-43210")).toBe("9876543210");
    expect(cleanMobile("919876543210")).toBe("9876543210");
    expect(cleanMobile("98765432109999")).toBe("9876543210");
    expect(cleanMobile("abc")).toBe("");
  });

  it("pincode: digits only, at most 6", () => {
    expect(cleanPincode("600 020")).toBe("600020");
    expect(cleanPincode("6000201")).toBe("600020");
    expect(cleanPincode("PIN")).toBe("");
  });
});

describe("the messages", () => {
  it("accepts a complete booking", () => {
    expect(validateBookTest(valid, today)).toEqual({});
  });

  it("requires all four fields", () => {
    expect(
      validateBookTest({ ...valid, name: "", mobileNumber: "", date: "", pincode: "" }, today),
    ).toEqual({
      name: m.nameRequired,
      mobileNumber: m.mobileRequired,
      date: m.dateRequired,
      pincode: m.pincodeRequired,
    });
  });

  it("name: 'Please enter only alphabetic characters' for anything but letters", () => {
    expect(fieldError("name", { ...valid, name: "   " }, today)).toBe(m.nameRequired);
    expect(fieldError("name", { ...valid, name: "R2D2" }, today)).toBe(m.nameLetters);
    expect(m.nameLetters).toBe("Please enter only alphabetic characters");
  });

  it("mobile: 'Enter valid number' unless 10 digits starting 6-9", () => {
    for (const mobileNumber of ["98765", "987654321", "5876543210"]) {
      expect(fieldError("mobileNumber", { ...valid, mobileNumber }, today)).toBe(
        "Enter valid number",
      );
    }
    expect(fieldError("mobileNumber", valid, today)).toBeUndefined();
  });

  it("date: today or later in Asia/Kolkata, a real calendar date", () => {
    expect(fieldError("date", { ...valid, date: "2025-03-09" }, today)).toBe(m.datePast);
    expect(fieldError("date", { ...valid, date: "2025-02-30" }, today)).toBe(m.dateNotReal);
    expect(fieldError("date", { ...valid, date: "2025-03-11" }, today)).toBeUndefined();
  });

  it("pincode: 'Enter valid Pincode' unless 6 digits", () => {
    expect(fieldError("pincode", { ...valid, pincode: "6000" }, today)).toBe("Enter valid Pincode");
    expect(fieldError("pincode", valid, today)).toBeUndefined();
  });
});
