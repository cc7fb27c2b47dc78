import { describe, expect, it } from "vitest";
import {
  cbcLines,
  cbcRecord,
  failure,
  message,
  record,
  withField,
  without,
} from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";

/** [title, the message's lines, the one problem's text: its `where` is the text before ":"] */
type Case = [title: string, lines: string[], text: string];

function onlyProblem(lines: string[], text: string, kind: "reject" | "error") {
  const refused = failure(convertOru(message(lines)));
  expect(refused.problems).toEqual([{ where: text.slice(0, text.indexOf(":")), text }]);
  expect(refused.kind).toBe(kind);
  expect(refused.controlId).toBe("MSG00042");
}

/** Malformed: ACK AR. */
const rejects: Case[] = [
  ["no OBR", without(cbcLines, "OBR"), "OBR: the message has no OBR segment (the test reported)."],
  [
    "an encapsulated document",
    withField(cbcLines, "OBX", 2, 2, "ED"),
    'OBX[2]-2: the value type is "ED"; only NM, SN, TX, ST, FT, CE or CWE is accepted.',
  ],
  [
    "no value type",
    withField(cbcLines, "OBX", 2, 2, ""),
    "OBX[2]-2: the value type is missing; only NM, SN, TX, ST, FT, CE or CWE is accepted.",
  ],
  [
    "a word for a number",
    withField(cbcLines, "OBX", 1, 5, "Normal"),
    'OBX[1]-5: "Normal" is not a number.',
  ],
  [
    "a comma decimal",
    withField(cbcLines, "OBX", 1, 5, "13,2"),
    'OBX[1]-5: "13,2" is not a number.',
  ],
  [
    "two values",
    withField(cbcLines, "OBX", 1, 5, "13.2~13.4"),
    'OBX[1]-5: "13.2~13.4" holds more than one value; send one number per OBX.',
  ],
  [
    "an SN limit",
    withField(cbcLines, "OBX", 7, 5, "<^5"),
    'OBX[7]-5: "<^5" is a limit (<), not a measured number.',
  ],
  [
    "an SN ratio",
    withField(cbcLines, "OBX", 7, 5, "^1^:^128"),
    'OBX[7]-5: "^1^:^128" is a ratio or a range, not one number.',
  ],
  [
    "an unknown flag",
    withField(cbcLines, "OBX", 3, 8, "HIGH"),
    'OBX[3]-8: the flag "HIGH" is not one of L, H, LL, HH, N, A, AA, POS, NEG, DET, ND, IND, RR, NR.',
  ],
  [
    "an unknown result status",
    withField(cbcLines, "OBX", 3, 11, "R"),
    'OBX[3]-11: the result status "R" is not one of F (final), P (preliminary), C (corrected), M (amended).',
  ],
  [
    "an unknown report status",
    withField(cbcLines, "OBR", 1, 25, "X"),
    'OBR[1]-25: the report status is "X"; send A (partial), P (preliminary), F (final), C (corrected) or M (amended).',
  ],
  [
    "no report status",
    withField(cbcLines, "OBR", 1, 25, ""),
    "OBR[1]-25: the report status is missing; send A (partial), P (preliminary), F (final), C (corrected) or M (amended).",
  ],
  [
    "an unnamed test",
    withField(cbcLines, "OBX", 2, 3, ""),
    "OBX[2]-3: the test is not identified (no code, no name).",
  ],
  [
    "an ISO date",
    withField(cbcLines, "OBR", 1, 7, "2024-01-15"),
    'OBR[1]-7: "2024-01-15" is not a date-time of the form YYYYMMDD[HHMM[SS]][+/-ZZZZ].',
  ],
  [
    "a day that is not",
    withField(cbcLines, "OBR", 1, 22, "20230229"),
    'OBR[1]-22: "20230229" is not a date-time of the form YYYYMMDD[HHMM[SS]][+/-ZZZZ].',
  ],
  [
    "an hour that is not",
    withField(cbcLines, "OBR", 1, 22, "202401152460"),
    'OBR[1]-22: "202401152460" is not a date-time of the form YYYYMMDD[HHMM[SS]][+/-ZZZZ].',
  ],
  [
    "a bad birth date",
    withField(cbcLines, "PID", 1, 7, "19801345"),
    'PID-7: the date of birth "19801345" is not a date of the form YYYYMMDD.',
  ],
  [
    "an unknown sex",
    withField(cbcLines, "PID", 1, 8, "Male"),
    'PID-8: the sex "Male" is not one of F, M, O, U (or A, N).',
  ],
  [
    "a second patient",
    [...cbcLines, "PID|2||X||Rao^Sita"],
    "PID[2]: a second patient; one message carries one patient's report.",
  ],
  [
    "an OBX before any OBR",
    [cbcLines[0] ?? "", cbcLines[1] ?? "", cbcLines[4] ?? "", ...cbcLines.slice(3)],
    "OBX[1]: this result comes before any OBR; each OBX follows the OBR of its test.",
  ],
  [
    "a stray line",
    [...cbcLines.slice(0, 3), "Kindly correlate clinically", ...cbcLines.slice(3)],
    'segment 4: "Kindly correlate cli" is not an HL7 segment.',
  ],
];

describe("convertOru: what is malformed (AR), where and what", () => {
  it.each(rejects)("%s", (_title, lines, text) => onlyProblem(lines, text, "reject"));
});

describe("convertOru: what is not HL7", () => {
  it.each([
    ["text", "hello"],
    ["JSON", '{"resourceType":"Bundle"}'],
    ["an empty body", ""],
    ["a message without its MSH", message(cbcLines.slice(1))],
  ])("refuses %s with no control id", (_title, text) => {
    const refused = failure(convertOru(text));
    expect(refused.kind).toBe("reject");
    expect(refused.parsed).toBeUndefined();
    expect(refused.controlId).toBeUndefined();
    expect(refused.problems).toEqual([
      {
        where: "MSH",
        text: "MSH: the message does not start with an MSH segment: it is not HL7 v2.",
      },
    ]);
  });

  it("refuses bad encoding characters", () => {
    const refused = failure(convertOru(message(["MSH|^^\\&|LABMATE", ...cbcLines.slice(1)])));
    expect(refused.problems).toEqual([
      {
        where: "MSH-2",
        text: 'MSH-2: the encoding characters are not valid; start with "MSH|^~\\&|".',
      },
    ]);
  });

  it.each([
    ["ADT^A01", "ADT^A01"],
    ["ORU^R03", "ORU^R03"],
    ["ORU^R01^ADT_A01", "ORU^R01^ADT_A01"],
    ["", "missing"],
  ])("refuses message type %s, still answering its control id", (type, shown) => {
    const lines = [cbcLines[0]?.replace("ORU^R01", type) ?? "", ...cbcLines.slice(1)];
    const refused = failure(convertOru(message(lines)));
    expect(refused.problems).toEqual([
      {
        where: "MSH-9",
        text: `MSH-9: the message type is ${shown}; only ORU^R01 is accepted here.`,
      },
    ]);
    expect(refused.controlId).toBe("MSG00042");
    expect(refused.parsed?.header.name).toBe("MSH");
  });

  it("refuses a message without a control id, and says so", () => {
    const lines = [cbcLines[0]?.replace("|MSG00042|", "||") ?? "", ...cbcLines.slice(1)];
    const refused = failure(convertOru(message(lines)));
    expect(refused.problems).toEqual([
      { where: "MSH-10", text: "MSH-10: the message control id is missing." },
    ]);
    expect(refused.controlId).toBeUndefined();
    expect(refused.parsed?.header.name).toBe("MSH");
  });

  it("accepts ORU^R01^ORU_R01 (2.3.1 and later)", () => {
    const lines = [cbcLines[0]?.replace("ORU^R01", "ORU^R01^ORU_R01") ?? "", ...cbcLines.slice(1)];
    expect(record(convertOru(message(lines)))).toEqual(cbcRecord);
  });

  it("refuses a NUL character, still answering the control id", () => {
    const lines = withField(cbcLines, "PID", 1, 5, "Sharma\u0000^Ramesh");
    const at = message(lines).indexOf("\u0000") + 1;
    const refused = failure(convertOru(message(lines)));
    expect(refused).toMatchObject({ kind: "reject", controlId: "MSG00042" });
    expect(refused.problems).toEqual([
      {
        where: "message",
        text: `message: character ${at} is NUL (U+0000), which HL7 text cannot hold.`,
      },
    ]);
  });

  it.each([
    ["a high surrogate alone", "Sharma\uD83D^Ramesh"],
    ["a low surrogate alone", "Sharma\uDE00^Ramesh"],
  ])("refuses %s", (_title, name) => {
    const text = message(withField(cbcLines, "PID", 1, 5, name));
    const at = text.indexOf("Sharma") + 7;
    const refused = failure(convertOru(text));
    expect(refused.kind).toBe("reject");
    expect(refused.problems).toEqual([
      {
        where: "message",
        text: `message: character ${at} is half of a UTF-16 pair (a lone surrogate); send valid UTF-8 text.`,
      },
    ]);
  });

  it("keeps a whole character beyond the BMP", () => {
    const lines = withField(cbcLines, "PID", 1, 5, "Sharma^Ramesh 😀");
    expect(record(convertOru(message(lines))).patient.name).toBe("Ramesh 😀 Sharma");
  });

  it("refuses a NUL in the MSH without inventing a control id", () => {
    const refused = failure(convertOru(message([`${cbcLines[0]}\u0000`, ...cbcLines.slice(1)])));
    expect(refused.kind).toBe("reject");
    expect(refused.parsed).toBeUndefined();
    expect(refused.controlId).toBeUndefined();
  });
});
