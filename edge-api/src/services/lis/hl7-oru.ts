/**
 * An HL7 v2 ORU^R01 message (ER7 text) to one LabResultMessage (docs/lis-integration.md,
 * "HL7 v2"). @medplum/core splits the text; this module decides what the parts mean.
 *
 * Guarantees:
 * - the whole record or every problem, never a half-read record: each problem says where
 *   (`OBX[3]-6`: the third OBX of the message, field 6) and what, in words a lab's integrator
 *   understands;
 * - `kind` tells the ACK code: "reject" (AR) when anything is malformed, otherwise "error" (AE)
 *   when the message is well formed but something needed to file it is missing;
 * - the control id (MSH-10) and the parsed message are returned whenever the MSH could be read,
 *   so that even a rejected message gets an ACK that answers it.
 */
import { Hl7Message, type Hl7Segment } from "@medplum/core";
import { readObx } from "./hl7-obx.ts";
import { readOrders } from "./hl7-order.ts";
import { readPatient } from "./hl7-patient.ts";
import { componentCount, type ProblemKind, ProblemList, rawField, value } from "./hl7-read.ts";
import {
  type LabResultMessage,
  MAX_RESULTS_PER_MESSAGE,
  type MessageProblem,
  type ResultValue,
} from "./lab-result-message.ts";

export type Hl7Conversion =
  | { ok: true; message: LabResultMessage; controlId: string; parsed: Hl7Message }
  | {
      ok: false;
      problems: MessageProblem[];
      kind: ProblemKind;
      controlId?: string;
      parsed?: Hl7Message;
    };

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** MSH, the field separator, four distinct encoding characters, the field separator again. */
const MSH_START = /^MSH([^\w\s])([^\w\s])([^\w\s])([^\w\s])([^\w\s])\1/;
const SEGMENT_NAME = /^[A-Z][A-Z0-9]{2}$/;
/** Control characters other than the segment separators (\r, \n) and tab (catalog/src/text.ts). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function encodingIsValid(text: string): boolean {
  const m = MSH_START.exec(text);
  return m !== null && new Set(m.slice(1, 6)).size === 5;
}

/** One segment separator (\r), whichever of \r, \n or \r\n the LIS used; no empty segments. */
function normalise(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== "")
    .join("\r");
}

function characterProblems(text: string, problems: ProblemList): void {
  const nul = text.indexOf("\u0000");
  if (nul !== -1) {
    problems.reject("message", `character ${nul + 1} is NUL (U+0000), which HL7 text cannot hold.`);
  }
  const lone = LONE_SURROGATE.exec(text);
  if (lone) {
    problems.reject(
      "message",
      `character ${lone.index + 1} is half of a UTF-16 pair (a lone surrogate); send valid UTF-8 text.`,
    );
  }
  const control = CONTROL.exec(text);
  if (control && control[0] !== "\u0000") {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    problems.reject(
      "message",
      `character ${control.index + 1} is a control character (U+${code}), which HL7 text cannot hold.`,
    );
  }
}

/** The MSH alone, when it is sound, so that a message rejected for its body is still answered. */
function headerOnly(text: string): { parsed: Hl7Message; controlId?: string } | undefined {
  const line = text.split("\r", 1)[0] ?? "";
  const clean = new ProblemList();
  characterProblems(line, clean);
  if (!clean.empty || !encodingIsValid(line)) return undefined;
  const parsed = Hl7Message.parse(line);
  const controlId = value(parsed.header, 10);
  return controlId ? { parsed, controlId } : { parsed };
}

function failed(problems: ProblemList, text: string): Hl7Conversion {
  return { ok: false, problems: problems.problems, kind: problems.kind, ...headerOnly(text) };
}

function isOruR01(msh: Hl7Segment): boolean {
  const [event, trigger, structure] = [1, 2, 3].map((c) => value(msh, 9, c));
  const parts = componentCount(msh, 9);
  if (event !== "ORU" || trigger !== "R01") return false;
  return parts === 2 || (parts === 3 && structure === "ORU_R01");
}

/** Reads an ORU^R01 into a LabResultMessage, or names every problem found in it. */
export function convertOru(text: string): Hl7Conversion {
  const problems = new ProblemList();
  const normalised = normalise(text);
  characterProblems(text, problems);
  if (!problems.empty) return failed(problems, normalised);
  if (!normalised.startsWith("MSH")) {
    problems.reject("MSH", "the message does not start with an MSH segment: it is not HL7 v2.");
    return failed(problems, normalised);
  }
  if (!encodingIsValid(normalised)) {
    problems.reject("MSH-2", 'the encoding characters are not valid; start with "MSH|^~\\&|".');
    return failed(problems, normalised);
  }
  const parsed = Hl7Message.parse(normalised);
  const msh = parsed.header;
  const controlId = value(msh, 10);
  if (!isOruR01(msh)) {
    const sent = rawField(msh, 9) || "missing";
    problems.reject("MSH-9", `the message type is ${sent}; only ORU^R01 is accepted here.`);
    return failed(problems, normalised);
  }
  if (!controlId) problems.reject("MSH-10", "the message control id is missing.");

  const obrs: Hl7Segment[] = [];
  const pids: Hl7Segment[] = [];
  const spms: Hl7Segment[] = [];
  /** Each OBX with the index (in obrs) of the OBR before it: the test it is a result of. */
  const obxs: { obx: Hl7Segment; obr: number }[] = [];
  parsed.segments.forEach((segment, i) => {
    if (!SEGMENT_NAME.test(segment.name)) {
      const shown = segment.toString().slice(0, 20);
      problems.reject(`segment ${i + 1}`, `"${shown}" is not an HL7 segment.`);
    } else if (segment.name === "OBR") obrs.push(segment);
    else if (segment.name === "PID") pids.push(segment);
    else if (segment.name === "SPM") spms.push(segment);
    else if (segment.name === "OBX") obxs.push({ obx: segment, obr: obrs.length - 1 });
  });
  if (obxs.length > MAX_RESULTS_PER_MESSAGE) {
    // Stops here: the problems of thousands of lines would only bury this one.
    const text = `the message has ${obxs.length} results; one message may carry at most ${MAX_RESULTS_PER_MESSAGE}.`;
    problems.reject("OBX", text);
    return failed(problems, normalised);
  }
  if (obrs.length === 0)
    problems.reject("OBR", "the message has no OBR segment (the test reported).");
  if (obrs.length > 0 && obxs.length === 0) {
    problems.error("OBX", "the message has no results (no OBX segment).");
  }

  const { order, statuses } = readOrders(obrs, spms[0], problems);
  const patient = readPatient(pids, problems);
  const results: ResultValue[] = [];
  obxs.forEach(({ obx, obr }, i) => {
    // Without any OBR that is the one problem named, not one per OBX.
    if (obr < 0 && obrs.length > 0) {
      const text = "this result comes before any OBR; each OBX follows the OBR of its test.";
      problems.reject(`OBX[${i + 1}]`, text);
      return;
    }
    const result = readObx(obx, i + 1, statuses[obr] ?? order.status, problems);
    if (result) results.push(result);
  });

  if (!problems.empty) {
    const answered = controlId ? { controlId } : {};
    return { ok: false, problems: problems.problems, kind: problems.kind, ...answered, parsed };
  }
  const message: LabResultMessage = { ...order, patient, results };
  return { ok: true, message, controlId, parsed };
}
