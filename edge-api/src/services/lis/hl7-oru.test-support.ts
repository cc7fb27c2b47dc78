/**
 * Messages for the HL7 v2 tests, written by hand the way an Indian lab's LIS sends them
 * (v2.3.1, no SPM: the sample is in OBR-7/OBR-15), and a way to change one field of one.
 */
import type { Hl7Conversion } from "./hl7-oru.ts";
import type { LabResultMessage } from "./lab-result-message.ts";

/** A CBC from a lab in Pune: lab codes, some with the LOINC beside them, counts in cumm. */
export const cbcLines = [
  "MSH|^~\\&|LABMATE|SRL-PUNE|VYOM|VYOM|20240115143000||ORU^R01|MSG00042|P|2.3.1",
  "PID|1||PUN/2024/00123^^^SRL^MR||Sharma^Ramesh^Kumar||19800512|M",
  "PV1|1|O",
  // OBR-2 booking, OBR-3 report, OBR-7 collected, OBR-15 source, OBR-22 reported, OBR-25, OBR-32.
  "OBR|1|BK-7F3A2C|RPT-2024-000981|CBC^Complete Blood Count^L|||20240115083000||||||||BLD&Blood&HL70070|||||||20240115142500|||F|||||||MMC-2009/1234&Kulkarni&Anjali",
  "OBX|1|NM|HB^Haemoglobin^L^718-7^Hemoglobin^LN||13.2|g/dL|13.0-17.0|N|||F",
  "OBX|2|NM|789-8^RBC Count^LN||4.52|mill/cumm|4.5-5.5|N|||F",
  "OBX|3|NM|TLC^Total Leucocyte Count^L||11800|cells/cumm|4000-11000|H|||F",
  "OBX|4|NM|PLT^Platelet Count^L^777-3^Platelets^LN||1.45|lakhs/cumm|1.5-4.1|L|||F",
  "OBX|5|NM|PCV^Packed Cell Volume^L||41.5|%|40-50|N|||F",
  "OBX|6|NM|ESR^ESR (Westergren)^L||22|mm/1st hr|<=15|H|||F",
  "NTE|1||Kindly correlate clinically.",
  "OBX|7|SN|NEUT^Neutrophils^L||^72|%|40-80|N",
];

/** What cbcLines says (times in India time: 08:30 IST is 03:00 UTC). */
export const cbcRecord: LabResultMessage = {
  lisReportId: "RPT-2024-000981",
  bookingReference: "BK-7F3A2C",
  status: "final",
  issuedAt: "2024-01-15T08:55:00.000Z",
  patient: { name: "Ramesh Kumar Sharma", gender: "male", birthDate: "1980-05-12" },
  sample: { id: "RPT-2024-000981", type: "Blood", collectedAt: "2024-01-15T03:00:00.000Z" },
  signedBy: { name: "Anjali Kulkarni", registration: "MMC-2009/1234" },
  results: [
    {
      labCode: "HB",
      loinc: "718-7",
      name: "Haemoglobin",
      value: 13.2,
      unit: "g/dL",
      low: 13,
      high: 17,
      rangeText: "13.0-17.0",
      interpretation: "N",
      status: "final",
    },
    {
      loinc: "789-8",
      name: "RBC Count",
      value: 4.52,
      unit: "mill/cumm",
      low: 4.5,
      high: 5.5,
      rangeText: "4.5-5.5",
      interpretation: "N",
      status: "final",
    },
    {
      labCode: "TLC",
      name: "Total Leucocyte Count",
      value: 11800,
      unit: "cells/cumm",
      low: 4000,
      high: 11000,
      rangeText: "4000-11000",
      interpretation: "H",
      status: "final",
    },
    {
      labCode: "PLT",
      loinc: "777-3",
      name: "Platelet Count",
      value: 1.45,
      unit: "lakhs/cumm",
      low: 1.5,
      high: 4.1,
      rangeText: "1.5-4.1",
      interpretation: "L",
      status: "final",
    },
    {
      labCode: "PCV",
      name: "Packed Cell Volume",
      value: 41.5,
      unit: "%",
      low: 40,
      high: 50,
      rangeText: "40-50",
      interpretation: "N",
      status: "final",
    },
    {
      labCode: "ESR",
      name: "ESR (Westergren)",
      value: 22,
      unit: "mm/1st hr",
      high: 15,
      rangeText: "<=15",
      interpretation: "H",
      status: "final",
    },
    {
      labCode: "NEUT",
      name: "Neutrophils",
      value: 72,
      unit: "%",
      low: 40,
      high: 80,
      rangeText: "40-80",
      interpretation: "N",
      status: "final",
    },
  ],
};

/** The lines as one message, \r between segments unless told otherwise. */
export function message(lines: string[], separator = "\r"): string {
  return lines.join(separator);
}

/**
 * The lines with field `field` of the `occurrence`-th (1-based) segment named `name` set to
 * `value` (not for MSH, whose fields are numbered one off). A test edit, not a parser.
 */
export function withField(
  lines: string[],
  name: string,
  occurrence: number,
  field: number,
  value: string,
): string[] {
  let seen = 0;
  return lines.map((line) => {
    if (!line.startsWith(`${name}|`) || ++seen !== occurrence) return line;
    const fields = line.split("|");
    while (fields.length <= field) fields.push("");
    fields[field] = value;
    return fields.join("|");
  });
}

/** The lines without the segments named `name`. */
export function without(lines: string[], name: string): string[] {
  return lines.filter((line) => !line.startsWith(`${name}|`));
}

/** The refusal, or a failed test when the message was read. */
export function failure(conversion: Hl7Conversion) {
  if (conversion.ok) throw new Error("expected the message to be refused");
  return conversion;
}

/** The record read, or a failed test naming the problems. */
export function record(conversion: Hl7Conversion) {
  if (!conversion.ok) throw new Error(JSON.stringify(conversion.problems));
  return conversion.message;
}
