/**
 * Coded results in HL7 v2 (OBX-2 CE and CWE): what is read into words and codes, and what is
 * refused with which ACK code, the OBX named.
 */
import { describe, expect, it } from "vitest";
import { cbcLines, failure, message, record, withField } from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";
import { MAX_RESULT_TEXT } from "./result-text.ts";

/** Serology, a one-line blood group and two dipstick pads as an Indian LIS codes them. */
const codedLines = [
  ...cbcLines.slice(0, 3),
  "OBR|1|BK-7F3A2C|RPT-2024-000995|SERO^Serology and urine^L|||20240115083000||||||||BLD&Blood&HL70070|||||||20240115142500|||F",
  "OBX|1|CE|HBSAG^HBsAg^L^5196-1^HBsAg^LN||NR^Non-reactive^L||Non-reactive|N|||F",
  "OBX|2|CWE|ABORH^Blood group^L^882-1^ABO+Rh group^LN||BPOS^B Positive^99BLD^^^^^^B Rh(D) Positive||||||F",
  "OBX|3|CE|UPRO^Protein^L||TR^Trace^L||Nil||||F",
  "OBX|4|CWE|UNIT^Nitrite^L||10828004^Positive^SCT^POS^Positive^L^^2023-03|||A|||F",
];
const coded = (lines = codedLines) => convertOru(message(lines));
/** The lines with OBX `n`'s value set to `value`. */
const obx = (n: number, value: string) => withField(codedLines, "OBX", n, 5, value);

describe("convertOru: coded results (CE, CWE)", () => {
  it("reads a CE's text as the words and its code, text and system as a coding", () => {
    expect(record(coded()).results[0]).toEqual({
      labCode: "HBSAG",
      loinc: "5196-1",
      name: "HBsAg",
      value: "Non-reactive",
      coded: { coding: [{ system: "L", code: "NR", display: "Non-reactive" }] },
      unit: "",
      rangeText: "Non-reactive",
      interpretation: "N",
      status: "final",
    });
    expect(record(coded()).results[2]).toMatchObject({
      value: "Trace",
      coded: { coding: [{ system: "L", code: "TR", display: "Trace" }] },
    });
  });

  it("reads a CWE's original text as the words and the concept's text, beside its coding", () => {
    expect(record(coded()).results[1]).toMatchObject({
      labCode: "ABORH",
      loinc: "882-1",
      value: "B Rh(D) Positive",
      coded: {
        coding: [{ system: "99BLD", code: "BPOS", display: "B Positive" }],
        text: "B Rh(D) Positive",
      },
    });
  });

  it("keeps the alternate coding, gives LOINC, SNOMED CT and HL7 tables their URIs", () => {
    expect(record(coded()).results[3]?.coded).toEqual({
      coding: [
        { system: "http://snomed.info/sct", code: "10828004", display: "Positive" },
        { system: "L", version: "2023-03", code: "POS", display: "Positive" },
      ],
    });
    const lines = withField(codedLines, "OBX", 1, 5, "LA6577-6^Negative^LN~");
    const hl7Table = withField(lines, "OBX", 3, 5, "N^Negative^HL70078");
    const [serology, , protein] = record(coded(hl7Table)).results;
    expect(serology?.coded?.coding).toEqual([
      { system: "http://loinc.org", code: "LA6577-6", display: "Negative" },
    ]);
    expect(protein?.coded?.coding?.[0]?.system).toBe(
      "http://terminology.hl7.org/CodeSystem/v2-0078",
    );
  });

  it("reads escapes in each component after the split", () => {
    const lines = obx(1, "NR^Non\\T\\reactive \\S\\ repeat\\.br\\neg^L");
    expect(record(coded(lines)).results[0]).toMatchObject({
      value: "Non&reactive ^ repeat\nneg",
      coded: { coding: [{ system: "L", code: "NR", display: "Non&reactive ^ repeat\nneg" }] },
    });
  });

  it("reads words sent without a code as words only, and a CWE's original text alone", () => {
    const [, group, protein] = record(coded(obx(2, "^^^^^^^^B Rh(D) Positive"))).results;
    expect(group).toMatchObject({ value: "B Rh(D) Positive", coded: { text: "B Rh(D) Positive" } });
    expect(group?.coded).not.toHaveProperty("coding");
    const wordsOnly = record(coded(obx(3, "^Trace"))).results[2];
    expect(wordsOnly).toMatchObject({ value: "Trace", unit: "" });
    expect(wordsOnly).not.toHaveProperty("coded");
    expect(protein?.value).toBe("Trace");
  });

  it("ignores a unit sent with a coded value and keeps its range as words", () => {
    const lines = withField(withField(codedLines, "OBX", 3, 6, "mg/dL"), "OBX", 3, 7, "0-10");
    const protein = record(coded(lines)).results[2];
    expect(protein).toMatchObject({ unit: "", rangeText: "0-10" });
    expect(protein).not.toHaveProperty("low");
  });
});

/** [title, the lines, the one problem's text (its `where` is the text before ":"), ACK kind] */
type Refusal = [string, string[], string, "error" | "reject"];

const refusals: Refusal[] = [
  ["nothing sent", obx(1, ""), "OBX[1]-5: the value is missing.", "error"],
  ["only separators", obx(1, "^^~^"), "OBX[1]-5: the value is missing.", "error"],
  [
    "a CE code with no words",
    obx(1, "NR^^L"),
    'OBX[1]-5: the code "NR" has no words for the report (components 2 or 5); send the words the patient reads.',
    "error",
  ],
  [
    "a CWE code with no words",
    obx(2, "BPOS^^99BLD"),
    'OBX[2]-5: the code "BPOS" has no words for the report (components 2, 5 or 9); send the words the patient reads.',
    "error",
  ],
  [
    "words too long",
    obx(3, `TR^${"t".repeat(MAX_RESULT_TEXT + 1)}^L`),
    `OBX[3]-5: component 2: the text is ${MAX_RESULT_TEXT + 1} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
    "error",
  ],
  [
    "a control character sent as hex data",
    obx(1, "NR^Non\\X07\\reactive^L"),
    "OBX[1]-5: component 2: the text holds a control character (U+0007); only line breaks may be sent in it.",
    "error",
  ],
  [
    "a NUL sent as hex data",
    obx(1, "NR^Non\\X00\\reactive^L"),
    "OBX[1]-5: the text holds a NUL character (U+0000).",
    "error",
  ],
  [
    "a line break in a code",
    obx(1, "N\\.br\\R^Non-reactive^L"),
    "OBX[1]-5: component 1 is a code and holds a line break.",
    "error",
  ],
  [
    "two coded answers",
    obx(1, "NR^Non-reactive^L~R^Reactive^L"),
    "OBX[1]-5: the value holds 2 coded answers; send one per OBX (a CodeableConcept is one answer).",
    "reject",
  ],
  [
    'a "^" left unescaped in a CE\'s words',
    obx(3, "TR^Trace^L^^^^^faint^band"),
    'OBX[3]-5: a CE value has at most 6 components and this one has 9; write a "^" inside the words as \\S\\.',
    "reject",
  ],
  [
    "a CWE with more than its 9 components",
    obx(2, "BPOS^B Positive^99BLD^^^^^^B Rh(D)^Positive"),
    'OBX[2]-5: a CWE value has at most 9 components and this one has 10; write a "^" inside the words as \\S\\.',
    "reject",
  ],
  [
    "a coding system with no code",
    obx(1, "^Non-reactive^L"),
    'OBX[1]-5: component 3 names the coding system "L" but component 1 has no code.',
    "reject",
  ],
  [
    "an alternate coding system with no code",
    obx(4, "10828004^Positive^SCT^^Positive^L"),
    'OBX[4]-5: component 6 names the coding system "L" but component 4 has no code.',
    "reject",
  ],
];

describe("convertOru: coded values that cannot be filed, the OBX named", () => {
  it.each(refusals)("%s", (_title, lines, text, kind) => {
    const refused = failure(convertOru(message(lines)));
    expect(refused.problems).toEqual([{ where: text.slice(0, text.indexOf(":")), text }]);
    expect(refused.kind).toBe(kind);
    expect(refused.controlId).toBe("MSG00042");
  });
});
