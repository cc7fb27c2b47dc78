import { describe, expect, it } from "vitest";
import {
  ageOn,
  ageRule,
  birthDateInputOf,
  birthDateOfInput,
  birthDateRule,
  cleanBirthDateInput,
  firstLackingDetails,
  genderRule,
  hasPersonDetails,
  personMessages as m,
  missingDetailsMessage,
  missingDetailsProblem,
  personDetailsOf,
  personDraftOf,
  personErrors,
  readPersonDetails,
} from "./person.rules.ts";

const today = "2025-03-14";

describe("a person's age and date of birth", () => {
  it.each([
    ["1990-03-14", 35],
    ["1990-03-15", 34],
    ["1990-03-13", 35],
    ["2025-03-14", 0],
    ["1905-03-14", 120],
    ["1904-03-15", 120],
    ["1904-03-14", 121],
    // Born on 29 February: a year older on 1 March of a common year.
    ["2000-02-29", 25],
  ])("born %s is %i on 2025-03-14", (birthDate, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });

  it("is a year older on 1 March, not 28 February, when born on 29 February", () => {
    expect(ageOn("2000-02-29", "2025-02-28")).toBe(24);
    expect(ageOn("2000-02-29", "2025-03-01")).toBe(25);
    expect(ageOn("2000-02-29", "2028-02-29")).toBe(28);
  });

  it.each([
    ["1961-01-05", undefined],
    [today, undefined],
    ["1904-03-15", undefined],
    ["", m.birthDate],
    ["05/01/1961", m.birthDate],
    ["1961-1-5", m.birthDate],
    ["1961-02-29", m.birthDateNotReal],
    ["1961-04-31", m.birthDateNotReal],
    ["2025-03-15", m.birthDateFuture],
    ["1904-03-14", m.birthDateTooOld],
  ])("the date of birth %j: %j", (value, message) => {
    expect(birthDateRule(value, today)).toBe(message);
  });

  it("without today checks only the date's form (where no clock is at hand)", () => {
    expect(birthDateRule("2099-01-01")).toBeUndefined();
    expect(birthDateRule("1800-01-01")).toBeUndefined();
    expect(birthDateRule("2099-02-29")).toBe(m.birthDateNotReal);
  });

  it.each([
    ["0", undefined],
    ["64", undefined],
    [" 64 ", undefined],
    ["120", undefined],
    ["", m.age],
    ["  ", m.age],
    ["121", m.ageRange],
    ["1000", m.ageRange],
    ["-1", m.ageRange],
    ["6.5", m.ageRange],
  ])("the age %j: %j", (value, message) => {
    expect(ageRule(value)).toBe(message);
  });

  it("takes the three genders the lab knows", () => {
    expect(["female", "male", "other"].map(genderRule)).toEqual([undefined, undefined, undefined]);
    expect(["", "Female", "F", "unknown"].map(genderRule)).toEqual(Array(4).fill(m.gender));
  });
});

describe("the date of birth as typed, DD/MM/YYYY", () => {
  it.each([
    ["1", "1"],
    ["14", "14"],
    ["140", "14/0"],
    ["1403", "14/03"],
    ["14031990", "14/03/1990"],
    ["140319901", "14/03/1990"],
    ["14/", "14/"],
    ["14/03/1990", "14/03/1990"],
    ["1/3/1990", "01/03/1990"],
    ["1/", "01/"],
    ["14//03", "14/03"],
    ["17.05.1990", "17/05/1990"],
    ["17-05-1990", "17/05/1990"],
    ["17 05 1990", "17/05/1990"],
    ["1990-03-14", "14/03/1990"],
    ["ab1c2", "12"],
    ["/12", "12"],
  ])("typing or pasting %j leaves %j", (typed, kept) => {
    expect(cleanBirthDateInput(typed)).toBe(kept);
    // Cleaning what it left changes nothing: the field's value is stable.
    expect(cleanBirthDateInput(kept)).toBe(kept);
  });

  it("is sent as YYYY-MM-DD once whole; anything else is sent as typed, and refused", () => {
    expect(birthDateOfInput("14/03/1990")).toBe("1990-03-14");
    expect(birthDateOfInput("1/3/1990")).toBe("1990-03-01");
    expect(birthDateOfInput("14/03/19")).toBe("14/03/19");
    expect(birthDateRule(birthDateOfInput("14/03/19"), today)).toBe(m.birthDate);
    expect(birthDateRule(birthDateOfInput("31/02/1990"), today)).toBe(m.birthDateNotReal);
    expect(birthDateInputOf("1990-03-14")).toBe("14/03/1990");
  });
});

describe("the form's details", () => {
  const empty = { birthDate: "", age: "", ageOnly: false, gender: "" };

  it("asks for the date, or the age when the date is not known, and the gender", () => {
    expect(personErrors(empty, today)).toEqual({ birthDate: m.birthDate, gender: m.gender });
    expect(personErrors({ ...empty, ageOnly: true }, today)).toEqual({
      age: m.age,
      gender: m.gender,
    });
    expect(personErrors({ ...empty, birthDate: "05/01/1961", gender: "male" }, today)).toEqual({});
    expect(personErrors({ ...empty, birthDate: "15/03/2025", gender: "male" }, today)).toEqual({
      birthDate: m.birthDateFuture,
    });
  });

  it("keeps only the field the person chose", () => {
    const both = { birthDate: "05/01/1961", age: "64", gender: "female" };
    expect(personDetailsOf({ ...both, ageOnly: false })).toEqual({
      birthDate: "1961-01-05",
      gender: "female",
    });
    expect(personDetailsOf({ ...both, ageOnly: true })).toEqual({ age: 64, gender: "female" });
    expect(personDraftOf({ age: 64, gender: "female" })).toEqual({
      birthDate: "",
      age: "64",
      ageOnly: true,
      gender: "female",
    });
    expect(personDraftOf({ birthDate: "1961-01-05", gender: "male" })).toEqual({
      birthDate: "05/01/1961",
      age: "",
      ageOnly: false,
      gender: "male",
    });
    expect(personDraftOf({})).toEqual(empty);
  });

  it("reads a stored record's valid details only", () => {
    expect(readPersonDetails({ birthDate: "1961-01-05", gender: "female" })).toEqual({
      birthDate: "1961-01-05",
      gender: "female",
    });
    expect(readPersonDetails({ age: 64, gender: "male" })).toEqual({ age: 64, gender: "male" });
    expect(readPersonDetails({})).toEqual({});
    expect(readPersonDetails({ birthDate: "05/01/1961", age: 6.5, gender: "F" })).toEqual({});
    // A record with both keeps the date of birth, the more exact of the two.
    expect(readPersonDetails({ birthDate: "1961-01-05", age: 64 })).toEqual({
      birthDate: "1961-01-05",
    });
  });
});

describe("who an order still lacks details of", () => {
  const members = [
    { name: "Kavya Shetty", birthDate: "1990-05-17", gender: "female" as const },
    { name: "Meena Shetty", gender: "female" as const },
    { name: "Old Record" },
    { name: "Ravi Shetty", age: 67, gender: "male" as const },
  ];

  it("names the first member a line is for who lacks them; a member without a line is not asked", () => {
    expect(members.map(hasPersonDetails)).toEqual([true, false, false, true]);
    expect(firstLackingDetails(members, [0, 3])).toBe(-1);
    expect(missingDetailsProblem(members, [0, 3, 3])).toBeUndefined();
    expect(firstLackingDetails(members, [3, 2, 1])).toBe(1);
    expect(missingDetailsProblem(members, [0, 2])).toBe(missingDetailsMessage("Old Record"));
  });

  it("says what is missing and why, naming the person", () => {
    expect(missingDetailsMessage("Priya")).toBe(
      "Add Priya's date of birth and gender: the lab needs them for the reference ranges.",
    );
  });
});
