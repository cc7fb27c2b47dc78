import { describe, expect, it } from "vitest";
import { cbcLines, failure, message, withField, without } from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";
import { MAX_RESULTS_PER_MESSAGE } from "./lab-result-message.ts";

/** [title, the message's lines, the one problem's text: its `where` is the text before ":"] */
type Case = [title: string, lines: string[], text: string];

function onlyProblem(lines: string[], text: string, kind: "reject" | "error") {
  const refused = failure(convertOru(message(lines)));
  expect(refused.problems).toEqual([{ where: text.slice(0, text.indexOf(":")), text }]);
  expect(refused.kind).toBe(kind);
  expect(refused.controlId).toBe("MSG00042");
}

/** Well formed, but something needed to file the report is missing: ACK AE. */
const errors: Case[] = [
  ["no value", withField(cbcLines, "OBX", 3, 5, ""), "OBX[3]-5: the value is missing."],
  ["no unit", withField(cbcLines, "OBX", 3, 6, ""), "OBX[3]-6: the unit is missing."],
  [
    "no booking",
    withField(cbcLines, "OBR", 1, 2, ""),
    "OBR[1]-2: the booking reference (placer order number) is missing.",
  ],
  [
    "no report id",
    withField(cbcLines, "OBR", 1, 3, ""),
    "OBR[1]-3: the report id (filler order number) is missing.",
  ],
  [
    "no patient name",
    withField(cbcLines, "PID", 1, 5, ""),
    "PID-5: the patient's name is missing.",
  ],
  [
    "no PID",
    without(cbcLines, "PID"),
    "PID-5: the patient's name is missing (the message has no PID segment).",
  ],
  ["no OBX", without(cbcLines, "OBX"), "OBX: the message has no results (no OBX segment)."],
  [
    "a half signature",
    withField(cbcLines, "OBR", 1, 32, "&Kulkarni&Anjali"),
    "OBR[1]-32: the pathologist's registration number is missing.",
  ],
];

describe("convertOru: what is missing (AE), where and what", () => {
  it.each(errors)("%s", (_title, lines, text) => onlyProblem(lines, text, "error"));
  it("names every problem, and one malformed part makes it a reject", () => {
    let lines = withField(cbcLines, "OBX", 1, 6, "");
    lines = withField(lines, "OBX", 2, 5, "");
    lines = withField(lines, "PID", 1, 5, "");
    const missing = failure(convertOru(message(lines)));
    expect(missing.kind).toBe("error");
    expect(missing.problems.map((p) => p.where)).toEqual(["PID-5", "OBX[1]-6", "OBX[2]-5"]);

    lines = withField(lines, "OBX", 4, 8, "?");
    lines = withField(lines, "OBX", 4, 6, "");
    const malformed = failure(convertOru(message(lines)));
    expect(malformed.kind).toBe("reject");
    expect(malformed.problems.map((p) => p.where)).toEqual([
      "PID-5",
      "OBX[1]-6",
      "OBX[2]-5",
      "OBX[4]-6",
      "OBX[4]-8",
    ]);
  });

  it("refuses more results than one message may carry, and says how many", () => {
    const obx = "OBX|1|NM|HB^Haemoglobin^L||13.2|g/dL";
    const lines = [...cbcLines, ...Array<string>(MAX_RESULTS_PER_MESSAGE).fill(obx)];
    const refused = failure(convertOru(message(lines)));
    expect(refused).toMatchObject({ kind: "reject", controlId: "MSG00042" });
    expect(refused.problems).toEqual([
      {
        where: "OBX",
        text: `OBX: the message has ${MAX_RESULTS_PER_MESSAGE + 7} results; one message may carry at most ${MAX_RESULTS_PER_MESSAGE}.`,
      },
    ]);
  });
});
