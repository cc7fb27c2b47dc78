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
  const arun = { name: "Arun Kumar" };
  const priya = { name: "Priya Raman", birthDate: "1990-05-17", gender: "female" as const };

  it("answers the booking's person the lab names, as the booking spells them", () => {
    expect(matchPatient({ name: "RAMAN^PRIYA" }, [arun, priya])).toEqual({
      kind: "matched",
      person: priya,
    });
    expect(matchPatient({ name: "Someone Else" }, [arun])).toEqual({
      kind: "mismatch",
      differs: "name",
    });
  });

  it("needs the date of birth and gender given at booking, where they were", () => {
    const lab = { name: "Priya Raman", birthDate: "1990-05-17", gender: "female" as const };
    expect(matchPatient(lab, [priya])).toMatchObject({ kind: "matched" });
    expect(matchPatient({ ...lab, birthDate: "1990-05-18" }, [priya])).toEqual({
      kind: "mismatch",
      differs: "birthDate",
    });
    expect(matchPatient({ ...lab, gender: "male" }, [priya])).toEqual({
      kind: "mismatch",
      differs: "gender",
    });
    // Nothing was given at booking (a booking queued before the form asked): the name decides.
    expect(matchPatient({ ...lab, gender: "male" }, [{ name: "Priya Raman" }])).toMatchObject({
      kind: "matched",
    });
  });

  it("takes an age's year as within one year either way", () => {
    const aged = { name: "Priya Raman", approxBirthYear: 1990, gender: "female" as const };
    for (const birthDate of ["1989-01-01", "1990-07-01", "1991-12-31"]) {
      expect(matchPatient({ name: "Priya Raman", birthDate }, [aged]), birthDate).toMatchObject({
        kind: "matched",
      });
    }
    expect(matchPatient({ name: "Priya Raman", birthDate: "1988-12-31" }, [aged])).toEqual({
      kind: "mismatch",
      differs: "birthDate",
    });
  });

  it("chooses, of two people of one name, the one whose details agree", () => {
    const mother = { name: "Lakshmi Devi", birthDate: "1961-01-05", gender: "female" as const };
    const daughter = { name: "Lakshmi Devi", birthDate: "1992-03-14", gender: "female" as const };
    expect(
      matchPatient({ name: "Lakshmi Devi", birthDate: "1992-03-14" }, [mother, daughter]),
    ).toEqual({ kind: "matched", person: daughter });
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
