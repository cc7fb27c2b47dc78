import { Hl7Message } from "@medplum/core";
import { describe, expect, it } from "vitest";
import { buildAck } from "./hl7-ack.ts";
import { formatHl7Timestamp } from "./hl7-datetime.ts";
import { unescapeHl7 } from "./hl7-escape.ts";
import { cbcLines, failure, message, withField } from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";

const now = new Date("2024-01-15T09:00:00.000Z");

/** The ACK as a lab's LIS reads it. */
function readAck(text: string) {
  const ack = Hl7Message.parse(text);
  const msh = ack.header;
  const msa = ack.getSegment("MSA");
  const errs = ack.getAllSegments("ERR");
  return {
    sender: [3, 4].map((f) => msh.getField(f).toString()),
    receiver: [5, 6].map((f) => msh.getField(f).toString()),
    time: msh.getField(7).toString(),
    type: msh.getField(9).toString(),
    ackId: msh.getField(10).toString(),
    version: msh.getField(12).toString(),
    code: msa?.getComponent(1, 1),
    answers: unescapeHl7(msa?.getComponent(2, 1) ?? "", ack.context),
    text: unescapeHl7(msa?.getComponent(3, 1) ?? "", ack.context),
    errors: errs.map((err) => ({
      location: err.getField(2).toString(),
      code: err.getField(3).toString(),
      message: unescapeHl7(err.getComponent(8, 1), ack.context),
    })),
  };
}

describe("buildAck", () => {
  it("accepts (AA) a stored message: sender and receiver swapped, MSA-2 its control id", () => {
    const conversion = convertOru(message(cbcLines));
    if (!conversion.ok) throw new Error("expected the CBC to read");
    const ack = buildAck({ parsed: conversion.parsed, code: "AA", text: "Stored.", now });
    expect(readAck(ack)).toEqual({
      sender: ["VYOM", "VYOM"],
      receiver: ["LABMATE", "SRL-PUNE"],
      time: "20240115143000+0530",
      type: "ACK^R01",
      ackId: String(now.getTime()),
      version: "2.3.1",
      code: "AA",
      answers: "MSG00042",
      text: "Stored.",
      errors: [],
    });
  });

  it("gives the same text for the same input, whatever the clock says", () => {
    const conversion = convertOru(message(cbcLines));
    const input = { parsed: conversion.parsed, code: "AA" as const, text: "Stored.", now };
    expect(buildAck(input)).toBe(buildAck(input));
    expect(buildAck(input)).toContain(formatHl7Timestamp(now));
  });

  it("answers a message that cannot be filed (AE) with an ERR per problem", () => {
    let lines = withField(cbcLines, "OBX", 3, 6, "");
    lines = withField(lines, "OBX", 5, 5, "");
    const refused = failure(convertOru(message(lines)));
    expect(refused.kind).toBe("error");
    const ack = readAck(
      buildAck({
        parsed: refused.parsed,
        controlId: refused.controlId,
        code: "AE",
        text: "2 problems: nothing was stored.",
        problems: refused.problems,
        now,
      }),
    );
    expect(ack).toMatchObject({
      code: "AE",
      answers: "MSG00042",
      text: "2 problems: nothing was stored.",
    });
    expect(ack.errors).toEqual([
      {
        location: "OBX^3^6",
        code: "207^Application internal error^HL70357",
        message: "OBX[3]-6: the unit is missing.",
      },
      {
        location: "OBX^5^5",
        code: "207^Application internal error^HL70357",
        message: "OBX[5]-5: the value is missing.",
      },
    ]);
  });

  it("rejects (AR) a malformed message, quoting what it sent without breaking the ACK", () => {
    const refused = failure(convertOru(message(withField(cbcLines, "OBX", 1, 8, "H\\S\\A"))));
    const ack = buildAck({
      parsed: refused.parsed,
      code: "AR",
      text: "Rejected: see ERR | fix & resend ~ \\ ^",
      problems: refused.problems,
      now,
    });
    const read = readAck(ack);
    expect(read).toMatchObject({ code: "AR", answers: "MSG00042" });
    expect(read.text).toBe("Rejected: see ERR | fix & resend ~ \\ ^");
    expect(read.errors).toEqual([
      {
        location: "OBX^1^8",
        code: "102^Data type error^HL70357",
        message:
          'OBX[1]-8: the flag "H\\S\\A" is not one of L, H, LL, HH, N, A, AA, POS, NEG, DET, ND, IND, RR, NR.',
      },
    ]);
    expect(ack.split("\r")).toHaveLength(3);
  });

  it("rejects what is not HL7 with a minimal ACK of its own", () => {
    const refused = failure(convertOru("hello"));
    const ack = buildAck({ code: "AR", text: "Not HL7 v2.", problems: refused.problems, now });
    expect(readAck(ack)).toEqual({
      sender: ["", ""],
      receiver: ["", ""],
      time: "20240115143000+0530",
      type: "ACK",
      ackId: String(now.getTime()),
      version: "2.5.1",
      code: "AR",
      answers: "",
      text: "Not HL7 v2.",
      errors: [
        {
          location: "MSH^1",
          code: "102^Data type error^HL70357",
          message: "MSH: the message does not start with an MSH segment: it is not HL7 v2.",
        },
      ],
    });
  });

  it("answers the control id it was given when there is no parsed message", () => {
    const ack = readAck(buildAck({ controlId: "C^7", code: "AR", text: "Wrong key.", now }));
    // Escaped, so even an id holding a delimiter comes back whole.
    expect(ack).toMatchObject({
      type: "ACK",
      code: "AR",
      answers: "C^7",
      text: "Wrong key.",
      errors: [],
    });
  });

  it("answers a message whose body holds a NUL from its MSH alone", () => {
    const refused = failure(convertOru(message(withField(cbcLines, "PID", 1, 5, "A\u0000"))));
    const ack = readAck(
      buildAck({
        parsed: refused.parsed,
        code: "AR",
        text: "Rejected.",
        problems: refused.problems,
        now,
      }),
    );
    expect(ack).toMatchObject({
      code: "AR",
      answers: "MSG00042",
      receiver: ["LABMATE", "SRL-PUNE"],
    });
    expect(ack.errors.map((e) => e.location)).toEqual([""]);
  });

  it("uses the message's own delimiters", () => {
    const lines = cbcLines.map((line) => line.replaceAll("|", "#").replace("^~\\&", "$~\\%"));
    const custom = lines.map((line) => line.replaceAll("^", "$").replaceAll("&", "%"));
    const conversion = convertOru(message(custom));
    expect(conversion.ok).toBe(true);
    const ack = buildAck({ parsed: conversion.parsed, code: "AA", text: "a#b$c", now });
    expect(ack.startsWith("MSH#$~\\%#VYOM#VYOM#LABMATE#SRL-PUNE#")).toBe(true);
    expect(ack).toContain("MSA#AA#MSG00042#a\\F\\b\\S\\c");
  });
});
