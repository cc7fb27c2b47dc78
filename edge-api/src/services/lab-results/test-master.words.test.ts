/**
 * How the test master reads words: the one-line blood group (LOINC 882-1) and ABO and Rh apart,
 * the urine dipstick's words pad by pad, and screening serology. Nothing is called normal that
 * is not plainly so.
 */
import { describe, expect, it } from "vitest";
import { masterParameterOf } from "./test-master.ts";
import { wordKey } from "./test-master.words.ts";

function readerOf(labCode: string) {
  const parameter = masterParameterOf({ labCode });
  if (parameter?.kind !== "text" || !parameter.read) throw new Error(`${labCode} is not read`);
  return parameter.read;
}

describe("test master: the one-line blood group (882-1)", () => {
  const read = readerOf("ABORH");

  it.each([
    ["B Positive", "B Rh(D) positive"],
    ["O Rh(D) negative", "O Rh(D) negative"],
    ["AB +ve", "AB Rh(D) positive"],
    ["A-", "A Rh(D) negative"],
    ["AB−", "AB Rh(D) negative"],
    ["O RhD Neg", "O Rh(D) negative"],
    ["B, Rh positive", "B Rh(D) positive"],
    ["Blood group: A Rh (D) Positive", "A Rh(D) positive"],
    ["Group O Rhesus positive", "O Rh(D) positive"],
    ["a1 positive", "A Rh(D) positive"],
    ["A2B NEGATIVE", "AB Rh(D) negative"],
    ["O (+ve)", "O Rh(D) positive"],
    ["B D positive", "B Rh(D) positive"],
    ["b pos", "B Rh(D) positive"],
  ])("reads %s as %s, nothing to flag", (words, as) => {
    expect(read(words)).toEqual({ meaning: "normal", as });
  });

  it.each([
    "B weak D positive",
    "O Du positive",
    "Bombay (Oh)",
    "B",
    "Positive",
    "0 Positive",
    "OPOS",
    "AB Rh null",
    "B Positive (weak D)",
    "A or B",
    "",
  ])("gives %j to the doctor, never calls it normal", (words) => {
    expect(read(words)).toEqual({ meaning: "for-doctor" });
  });
});

describe("test master: ABO and Rh apart", () => {
  it("reads ABO alone, and the whole group when the lab wrote it on the ABO line", () => {
    const abo = readerOf("ABO");
    expect(abo("B")).toEqual({ meaning: "normal", as: "B" });
    expect(abo("ab")).toEqual({ meaning: "normal", as: "AB" });
    expect(abo("O Positive")).toEqual({ meaning: "normal", as: "O Rh(D) positive" });
    expect(abo("C")).toEqual({ meaning: "for-doctor" });
    expect(abo("B weak")).toEqual({ meaning: "for-doctor" });
  });

  it("reads Rh alone, positive and negative alike: a type, not a finding", () => {
    const rh = readerOf("RH");
    expect(rh("Positive")).toEqual({ meaning: "normal", as: "Rh(D) positive" });
    expect(rh("Rh(D) Negative")).toEqual({ meaning: "normal", as: "Rh(D) negative" });
    expect(rh("-ve")).toEqual({ meaning: "normal", as: "Rh(D) negative" });
    expect(rh("Weak D")).toEqual({ meaning: "for-doctor" });
    expect(rh("Du positive")).toEqual({ meaning: "for-doctor" });
  });
});

describe("test master: the urine dipstick", () => {
  const pads = ["UPRO", "UGLU", "UKET", "UBLD", "UBIL", "UNIT", "ULEU"];
  const meaning = (labCode: string, words: string) => readerOf(labCode)(words).meaning;

  it.each(["Nil", "Negative", "NEG", "-ve", "Absent", "Not detected", "nil."])(
    "reads %s as the usual result on every pad",
    (words) => {
      for (const pad of pads) expect(meaning(pad, words), pad).toBe("normal");
    },
  );

  it.each(["Present", "Positive", "+", "++", "+++", "1+", "2 +", "4+", "+ve"])(
    "reads %s as a finding on every pad",
    (words) => {
      for (const pad of pads) expect(meaning(pad, words), pad).toBe("abnormal");
    },
  );

  it("never calls Trace normal: it goes to the doctor on every pad", () => {
    for (const pad of pads) {
      expect(meaning(pad, "Trace"), pad).toBe("for-doctor");
      expect(meaning(pad, "Traces"), pad).toBe("for-doctor");
    }
  });

  it("reads Small, Moderate, Large only where the pad grades in words", () => {
    for (const pad of ["UKET", "UBLD", "UBIL", "ULEU"]) {
      expect(meaning(pad, "Moderate"), pad).toBe("abnormal");
      expect(meaning(pad, "large"), pad).toBe("abnormal");
    }
    for (const pad of ["UPRO", "UGLU", "UNIT"]) {
      expect(meaning(pad, "Moderate"), pad).toBe("for-doctor");
    }
  });

  it("gives the doctor what it does not know, including words normal for another test", () => {
    for (const pad of pads) {
      for (const words of ["Normal", "Non-reactive", "30 mg/dL", "Nil (trace)", "?"]) {
        expect(meaning(pad, words), `${pad} ${words}`).toBe("for-doctor");
      }
    }
  });
});

describe("test master: screening serology", () => {
  it("reads non-reactive as the usual result, reactive as not, anything else for the doctor", () => {
    for (const labCode of ["HBSAG", "HCVAB", "HIVAB", "VDRL"]) {
      const read = readerOf(labCode);
      for (const words of ["Non-reactive", "Non Reactive", "NONREACTIVE", "NR", "Negative"]) {
        expect(read(words), `${labCode} ${words}`).toEqual({ meaning: "normal" });
      }
      for (const words of ["Reactive", "REACTIVE", "Positive", "Detected"]) {
        expect(read(words), `${labCode} ${words}`).toEqual({ meaning: "abnormal" });
      }
      for (const words of ["Weakly reactive", "Borderline", "Equivocal", "Reactive 1:8", "Nil"]) {
        expect(read(words), `${labCode} ${words}`).toEqual({ meaning: "for-doctor" });
      }
    }
  });

  it("folds case, spaces, a closing full stop and a hyphen between letters, never a sign", () => {
    expect(wordKey(" Non - Reactive. ")).toBe("nonreactive");
    expect(wordKey("2 +")).toBe("2+");
    expect(wordKey("-ve")).toBe("-ve");
    expect(wordKey("+ve")).not.toBe(wordKey("-ve"));
  });
});
