import { describe, expect, it } from "vitest";
import { oruMessage } from "../../../dev/lis-sim/oru-message.ts";
import { cbcLines, cbcRecord, message, record } from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";
import type { LabResultMessage } from "./lab-result-message.ts";

describe("convertOru: a lab's message", () => {
  it("reads a CBC from an Indian LIS (2.3.1, no SPM, counts in lakhs and cumm)", () => {
    const conversion = convertOru(message(cbcLines));
    expect(record(conversion)).toEqual(cbcRecord);
    expect(conversion.ok && conversion.controlId).toBe("MSG00042");
  });

  it("reads the same message with \\n or \\r\\n between segments, and a trailing break", () => {
    for (const separator of ["\n", "\r\n"]) {
      expect(record(convertOru(`${message(cbcLines, separator)}${separator}`))).toEqual(cbcRecord);
    }
  });
});

describe("convertOru: round trip through the simulator's oruMessage", () => {
  const sent = { controlId: "SIM-0001", sentAt: new Date("2024-03-02T06:00:00Z") };
  const full: LabResultMessage = {
    lisReportId: "LIS|R^9&1~2\\3",
    bookingReference: "bk_01HQ3",
    status: "corrected",
    issuedAt: "2024-03-02T05:45:10.250Z",
    patient: {
      name: "Mary^Ann D'Souza|Fernandes & Co~\\",
      gender: "female",
      birthDate: "1992-02-29",
    },
    sample: { id: "S-77&1", type: "Serum | gel ^ tube", collectedAt: "2024-03-01T23:15:00.000Z" },
    signedBy: { name: "Dr. K. R. Iyer&Co", registration: "KMC^55|12" },
    results: [
      {
        labCode: "GLU^F",
        loinc: "1558-6",
        name: "Glucose, Fasting (Plasma)",
        value: 96,
        unit: "mg/dL",
        low: 70,
        high: 100,
        rangeText: "70-100",
        status: "corrected",
      },
      {
        loinc: "2093-3",
        name: "Cholesterol",
        value: 212.5,
        unit: "mg/dL",
        high: 200,
        rangeText: "<200",
        interpretation: "H",
        status: "final",
      },
      {
        name: "Vitamin D",
        value: -0.5,
        unit: "10^3/uL",
        rangeText: "Deficient: <20 & Sufficient: 30-100",
        status: "amended",
      },
      {
        labCode: "HDL",
        name: "HDL",
        value: 38,
        unit: "mg/dL",
        low: 40,
        rangeText: ">=40",
        interpretation: "L",
        status: "preliminary",
      },
    ],
  };

  it("gives back the record, delimiters in every free-text value included", () => {
    expect(record(convertOru(oruMessage(full, sent)))).toEqual(full);
  });

  it("gives back a record with only what is required", () => {
    const bare: LabResultMessage = {
      lisReportId: "R1",
      bookingReference: "B1",
      status: "partial",
      patient: { name: "Lakshmi" },
      sample: { type: "Urine" },
      results: [{ name: "pH", value: 6, unit: "[pH]", status: "partial" }],
    };
    expect(record(convertOru(oruMessage(bare, sent)))).toEqual(bare);
  });

  it("answers with the control id the simulator sent", () => {
    const conversion = convertOru(oruMessage(full, sent));
    expect(conversion.ok && conversion.controlId).toBe("SIM-0001");
  });
});
