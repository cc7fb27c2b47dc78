import { describe, expect, it } from "vitest";
import { matchPatient, sameName, sameStoredName } from "./patient-match.ts";

describe("sameName", () => {
  it.each([
    ["Jane Doe", "DOE JANE"],
    ["Mrs. Lakshmi Devi", "Lakshmi Devi"],
    ["R. Priya", "Priya Raman"],
    ["Mohammed Imran", "Mohammed Imran Khan"],
  ])("%s is %s", (a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ["Ravi Shankar", "Lakshmi Devi"],
    ["P. R.", "Priya Raman"],
    ["Priya Raman", "Priya Krishnan"],
    ["", "Priya Raman"],
  ])("%s is not %s", (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });
});

describe("matchPatient", () => {
  it("answers the booking's person the lab names, as the booking spells them", () => {
    expect(matchPatient("RAMAN^PRIYA", ["Arun Kumar", "Priya Raman"])).toBe("Priya Raman");
    expect(matchPatient("Someone Else", ["Arun Kumar"])).toBeUndefined();
  });
});

describe("sameStoredName", () => {
  it("is the same words in any order, without titles, case or punctuation", () => {
    expect(sameStoredName("Mrs. Priya Raman", "RAMAN, priya")).toBe(true);
  });

  it.each([
    // An initial of the holder's name is not a family member's first name.
    ["Kavya Shetty R", "Ravi Shetty"],
    ["Priya R", "Priya Raman"],
    ["Mohammed Imran", "Mohammed Imran Khan"],
    ["", ""],
  ])("%s is not %s", (a, b) => {
    expect(sameStoredName(a, b)).toBe(false);
  });
});
