/**
 * The HL7 ACK that answers an ORU^R01 (docs/lis-integration.md, "HL7 v2").
 *
 * Guarantees:
 * - a message that could be read is answered by @medplum/core's buildAck, so MSH-3..6 are the
 *   message's own, swapped (our reply goes back to its sender) and MSA-2 is its MSH-10 as sent;
 *   one that could not (no MSH) gets a minimal ACK of our own with MSA-2 the control id if known;
 * - the same input gives the same text: MSH-7 and the ACK's control id (MSH-10) come from `now`,
 *   never from the clock (buildAck reads the clock for both, so they are overwritten);
 * - free text (MSA-3, ERR-8) is escaped with the message's own delimiters, so a problem quoting
 *   "Sharma^Ramesh" cannot break the ACK apart.
 */
import { Hl7Context, Hl7Message, Hl7Segment } from "@medplum/core";
import { formatHl7Timestamp } from "./hl7-datetime.ts";
import { escapeHl7 } from "./hl7-escape.ts";
import { rawField } from "./hl7-read.ts";
import type { MessageProblem } from "./lab-result-message.ts";

export type AckCode = "AA" | "AE" | "AR";

export interface AckInput {
  /** The message as parsed (convertOru gives it whenever the MSH could be read). */
  parsed?: Hl7Message;
  /** MSH-10 of the message answered, for the ACK of a message that could not be parsed. */
  controlId?: string;
  code: AckCode;
  /** MSA-3: one line for the lab, e.g. "Stored." or "2 problems; see ERR." */
  text: string;
  /** One ERR segment each. */
  problems?: MessageProblem[];
  now: Date;
}

/**
 * ERR-3 (HL7 table 0357) and ERR-4 severity for each answer. An AA with problems was stored: its
 * ERRs are warnings.
 */
const ERROR_CODES: Record<AckCode, { code: string; text: string; severity: string }> = {
  AA: { code: "0", text: "Message accepted", severity: "W" },
  AE: { code: "207", text: "Application internal error", severity: "E" },
  AR: { code: "102", text: "Data type error", severity: "E" },
};

/** "OBX[3]-6" → segment OBX, third of its name, field 6 (ERR-2 ERL); undefined for "message". */
function locationOf(where: string): string[] | undefined {
  const m = /^([A-Z][A-Z0-9]{2})(?:\[(\d+)\])?(?:-(\d+))?$/.exec(where);
  if (!m) return undefined;
  return [m[1] ?? "", m[2] ?? "1", ...(m[3] ? [m[3]] : [])];
}

function errSegment(problem: MessageProblem, code: AckCode, context: Hl7Context): Hl7Segment {
  const error = ERROR_CODES[code];
  const c = context.componentSeparator;
  const s = context.subcomponentSeparator;
  const location = locationOf(problem.where);
  const message = problem.text.startsWith(problem.where)
    ? problem.text
    : `${problem.where}: ${problem.text}`;
  const loc = location?.map((part) => escapeHl7(part, context));
  const fields = [
    "ERR",
    // ERR-1 (ELD): what 2.3 and 2.4 receivers read; 2.5 keeps it for them. seg^seq^field^code.
    loc ? [loc[0], loc[1], loc[2] ?? "", [error.code, error.text, "HL70357"].join(s)].join(c) : "",
    // ERR-2 (ERL): seg^seq^field.
    loc?.join(c) ?? "",
    [error.code, error.text, "HL70357"].join(c),
    error.severity,
    "",
    "",
    "",
    escapeHl7(message, context),
  ];
  return new Hl7Segment(fields, context);
}

function minimalAck(input: AckInput, context: Hl7Context): Hl7Message {
  const msh = new Hl7Segment(
    ["MSH", context.getMsh2(), "", "", "", "", "", "", "ACK", "", "P", "2.5.1"],
    context,
  );
  const msa = new Hl7Segment(
    ["MSA", input.code, escapeHl7(input.controlId ?? "", context)],
    context,
  );
  return new Hl7Message([msh, msa], context);
}

/** The ACK, as ER7 text with \r between segments. */
export function buildAck(input: AckInput): string {
  const context = input.parsed?.context ?? new Hl7Context();
  const ack = input.parsed
    ? input.parsed.buildAck({ ackCode: input.code })
    : minimalAck(input, context);
  const msh = ack.header;
  msh.setField(7, formatHl7Timestamp(input.now));
  // The ACK's own control id, as buildAck makes it (the time in ms), but from `now`.
  msh.setField(10, String(input.now.getTime()));
  if (input.parsed) {
    // buildAck always says P (production); a training or debugging sender gets its own back.
    const processing = rawField(input.parsed.header, 11);
    if (processing) msh.setField(11, processing);
    if (!rawField(msh, 12)) msh.setField(12, "2.5.1");
  }
  ack.getSegment("MSA")?.setField(3, escapeHl7(input.text, context));
  for (const problem of input.problems ?? []) {
    ack.setSegment(ack.segments.length, errSegment(problem, input.code, context));
  }
  return ack.toString();
}
