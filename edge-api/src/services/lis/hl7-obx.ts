/**
 * One OBX segment to one ResultValue (docs/lis-integration.md, "HL7 v2").
 *
 * Every field is checked before the OBX is given up on, so a lab sees all that is wrong with a
 * line at once. A missing value or unit is an "error" (AE: well formed, cannot be filed); any
 * value that is there but not what the guide allows is a "reject" (AR). A number (NM, SN) comes
 * with its unit unless the test master says the parameter has none (pH, specific gravity); text
 * (TX, ST, FT: hl7-obx-text.ts) and coded answers (CE, CWE: hl7-obx-coded.ts) have no unit, and
 * their OBX-7 is kept as words only.
 */
import type { Hl7Segment } from "@medplum/core";
import { takesNoUnit } from "../lab-results/test-master.ts";
import { unescapeHl7 } from "./hl7-escape.ts";
import { CODED_TYPES, readCoded } from "./hl7-obx-coded.ts";
import { readText } from "./hl7-obx-text.ts";
import { at, type ProblemList, rawField, repetitionCount, value } from "./hl7-read.ts";
import {
  type CodedValue,
  interpretations,
  type ReportStatus,
  type ResultValue,
} from "./lab-result-message.ts";

const NUMBER_TYPES = ["NM", "SN"];
const TEXT_TYPES = ["TX", "ST", "FT"];

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const IS_NUMBER = new RegExp(`^${NUMBER}$`);
const BETWEEN = new RegExp(`^(${NUMBER})\\s*-\\s*(${NUMBER})$`);
const BELOW = new RegExp(`^<=?\\s*(${NUMBER})$`);
const ABOVE = new RegExp(`^>=?\\s*(${NUMBER})$`);

/** OBX-11 codes the guide accepts (HL7 table 0085, plus M for an amended result). */
export const resultStatusCodes: Record<string, ReportStatus> = {
  F: "final",
  P: "preliminary",
  C: "corrected",
  M: "amended",
};

/** OBX-7 as sent, with its bounds when it is `low-high`, `<high`, `<=high`, `>low` or `>=low`. */
export function readRange(text: string): Pick<ResultValue, "low" | "high" | "rangeText"> {
  if (text === "") return {};
  const between = BETWEEN.exec(text);
  if (between) {
    const low = Number(between[1]);
    const high = Number(between[2]);
    // "10-5" is not a range: kept as text only rather than guessed at.
    return low <= high ? { low, high, rangeText: text } : { rangeText: text };
  }
  const below = BELOW.exec(text);
  if (below) return { high: Number(below[1]), rangeText: text };
  const above = ABOVE.exec(text);
  if (above) return { low: Number(above[1]), rangeText: text };
  return { rangeText: text };
}

function readNumber(obx: Hl7Segment, where: string, problems: ProblemList): number | undefined {
  const type = value(obx, 2);
  const raw = rawField(obx, 5).trim();
  if (raw === "" || /^\^*$/.test(raw)) {
    problems.error(where, "the value is missing.");
    return undefined;
  }
  if (repetitionCount(obx, 5) > 1) {
    problems.reject(where, `"${raw}" holds more than one value; send one number per OBX.`);
    return undefined;
  }
  let text = unescapeHl7(raw, obx.context);
  if (type === "SN") {
    const comparator = value(obx, 5, 1);
    const rest = value(obx, 5, 3) + value(obx, 5, 4);
    if (comparator !== "" && comparator !== "=") {
      problems.reject(where, `"${raw}" is a limit (${comparator}), not a measured number.`);
      return undefined;
    }
    if (rest !== "") {
      problems.reject(where, `"${raw}" is a ratio or a range, not one number.`);
      return undefined;
    }
    text = value(obx, 5, 2);
  }
  if (!IS_NUMBER.test(text)) {
    problems.reject(where, `"${raw}" is not a number.`);
    return undefined;
  }
  return Number(text);
}

function readCode(obx: Hl7Segment, index: number, problems: ProblemList) {
  const [code, name, system, altCode, altName, altSystem] = [1, 2, 3, 4, 5, 6].map((c) =>
    value(obx, 3, c),
  );
  const ids: Pick<ResultValue, "labCode" | "loinc"> = {};
  for (const [c, s] of [
    [code, system],
    [altCode, altSystem],
  ] as const) {
    if (!c) continue;
    if (s === "LN") ids.loinc ??= c;
    else ids.labCode ??= c;
  }
  const shownName = name || altName || code || altCode;
  if (!shownName)
    problems.reject(at("OBX", 3, index), "the test is not identified (no code, no name).");
  return { ...ids, name: shownName ?? "" };
}

/**
 * The result in an OBX, or undefined when something in it is wrong (each wrong thing is added to
 * `problems`). `index` is the OBX's 1-based place among the message's OBX segments.
 */
export function readObx(
  obx: Hl7Segment,
  index: number,
  reportStatus: ReportStatus,
  problems: ProblemList,
): ResultValue | undefined {
  const before = problems.problems.length;
  const type = value(obx, 2);
  let sent: number | string | undefined;
  let coded: CodedValue | undefined;
  if (NUMBER_TYPES.includes(type)) {
    sent = readNumber(obx, at("OBX", 5, index), problems);
  } else if (TEXT_TYPES.includes(type)) {
    sent = readText(obx, at("OBX", 5, index), problems);
  } else if (CODED_TYPES.includes(type)) {
    const answer = readCoded(obx, at("OBX", 5, index), problems);
    sent = answer?.value;
    coded = answer?.coded;
  } else {
    const shown = type === "" ? "missing" : `"${type}"`;
    problems.reject(
      at("OBX", 2, index),
      `the value type is ${shown}; only NM, SN, TX, ST, FT, CE or CWE is accepted.`,
    );
  }
  const isText = TEXT_TYPES.includes(type) || CODED_TYPES.includes(type);
  const ids = readCode(obx, index, problems);
  const unit = isText ? "" : value(obx, 6, 1) || value(obx, 6, 2);
  if (!unit && !isText && !takesNoUnit(ids)) {
    problems.error(at("OBX", 6, index), "the unit is missing.");
  }
  const rangeSent = unescapeHl7(rawField(obx, 7), obx.context).trim();
  const range = isText ? (rangeSent === "" ? {} : { rangeText: rangeSent }) : readRange(rangeSent);

  const flag = rawField(obx, 8).trim();
  const interpretation = interpretations.find((i) => i === flag);
  if (flag !== "" && !interpretation) {
    const allowed = interpretations.join(", ");
    problems.reject(at("OBX", 8, index), `the flag "${flag}" is not one of ${allowed}.`);
  }

  const statusCode = value(obx, 11);
  const status = statusCode === "" ? reportStatus : resultStatusCodes[statusCode];
  if (!status) {
    problems.reject(
      at("OBX", 11, index),
      `the result status "${statusCode}" is not one of F (final), P (preliminary), C (corrected), M (amended).`,
    );
  }

  if (problems.problems.length > before || sent === undefined || !status) return undefined;
  return {
    ...ids,
    value: sent,
    ...(coded && { coded }),
    unit,
    ...range,
    ...(interpretation ? { interpretation } : {}),
    status,
  };
}
