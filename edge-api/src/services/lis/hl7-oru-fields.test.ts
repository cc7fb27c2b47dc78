import { describe, expect, it } from "vitest";
import { formatHl7Timestamp, parseHl7Date, parseHl7Timestamp } from "./hl7-datetime.ts";
import { readRange } from "./hl7-obx.ts";
import { reportStatusOf } from "./hl7-order.ts";
import {
  cbcLines,
  cbcRecord,
  message,
  record,
  withField,
  without,
} from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";

const read = (lines: string[]) => record(convertOru(message(lines)));

describe("OBX-7 reference ranges", () => {
  it.each([
    ["4.0-11.0", { low: 4, high: 11 }],
    ["4.0 - 11.0", { low: 4, high: 11 }],
    ["-2.5-2.5", { low: -2.5, high: 2.5 }],
    ["<200", { high: 200 }],
    ["<=15", { high: 15 }],
    ["< 0.5", { high: 0.5 }],
    [">40", { low: 40 }],
    [">=40", { low: 40 }],
    ["Adult: 150-400", {}],
    ["Negative", {}],
    ["10-5", {}],
  ])("%s", (text, bounds) => {
    expect(readRange(text)).toEqual({ ...bounds, rangeText: text });
  });

  it("reads nothing from an empty range, and an escaped one as sent", () => {
    expect(readRange("")).toEqual({});
    const result = read(withField(cbcLines, "OBX", 1, 7, "M\\T\\F: 12-17")).results[0];
    expect(result).toMatchObject({ rangeText: "M&F: 12-17" });
    expect(result?.low).toBeUndefined();
  });
});

describe("OBX values, codes and statuses", () => {
  it.each([
    ["^7.2", 7.2],
    ["=^7.2", 7.2],
    ["^-0.5", -0.5],
  ])("takes the number of SN %s", (sn, value) => {
    expect(read(withField(cbcLines, "OBX", 7, 5, sn)).results[6]?.value).toBe(value);
  });

  it("reads a LOINC given first and a lab code beside it, and a name-only test", () => {
    let lines = withField(cbcLines, "OBX", 1, 3, "718-7^Hemoglobin^LN^HB^Haemoglobin^99LAB");
    lines = withField(lines, "OBX", 2, 3, "^RBC");
    const [hb, rbc] = read(lines).results;
    expect(hb).toMatchObject({ loinc: "718-7", labCode: "HB", name: "Hemoglobin" });
    expect(rbc?.name).toBe("RBC");
    expect(rbc?.loinc).toBeUndefined();
    expect(rbc?.labCode).toBeUndefined();
  });

  it("takes the UCUM code of a coded unit, else its text", () => {
    let lines = withField(cbcLines, "OBX", 3, 6, "10*3/uL^thou/cumm^UCUM");
    lines = withField(lines, "OBX", 4, 6, "^lakhs/cumm");
    const results = read(lines).results;
    expect([results[2]?.unit, results[3]?.unit]).toEqual(["10*3/uL", "lakhs/cumm"]);
  });

  it("gives a result without OBX-11 its own test's status", () => {
    let lines = withField(cbcLines, "OBR", 1, 25, "C");
    lines = withField(lines, "OBX", 1, 11, "P");
    lines = withField(lines, "OBX", 2, 11, "M");
    const got = read(lines);
    expect(got.status).toBe("corrected");
    expect(got.results.map((r) => r.status)).toEqual([
      "preliminary",
      "amended",
      "final",
      "final",
      "final",
      "final",
      "corrected",
    ]);
  });
});

describe("several OBR segments (one per test)", () => {
  const lft = [
    "OBR|2|BK-7F3A2C|RPT-2024-000981|LFT^Liver Function Test^L|||20240115083000|||||||||||||||20240115150000|||P",
    "OBX|1|NM|SGPT^SGPT (ALT)^L^1742-6^ALT^LN||42|U/L|<50|N",
    "OBX|2|NM|BILT^Bilirubin Total^L||1.4|mg/dL|0.3-1.2|H|||F",
  ];

  it("merges their results into one record, each under its own test's status", () => {
    const got = read([...cbcLines, ...lft]);
    expect(got.results).toHaveLength(9);
    expect(got.results.slice(0, 7)).toEqual(cbcRecord.results);
    expect(got.results.slice(7).map((r) => [r.labCode, r.value, r.status])).toEqual([
      ["SGPT", 42, "preliminary"],
      ["BILT", 1.4, "final"],
    ]);
    expect(got.status).toBe("partial");
    expect(got.issuedAt).toBe("2024-01-15T09:30:00.000Z");
    expect(got.signedBy).toEqual(cbcRecord.signedBy);
  });

  it.each([
    [2, "booking reference (placer order number)", "BK-OTHER", "BK-7F3A2C"],
    [3, "report id (filler order number)", "RPT-OTHER", "RPT-2024-000981"],
  ])("refuses OBRs that disagree on OBR-%i", (field, what, other, first) => {
    const conversion = convertOru(
      message([...cbcLines, ...withField(lft, "OBR", 1, field, other)]),
    );
    expect(conversion).toMatchObject({ ok: false, kind: "reject" });
    expect(!conversion.ok && conversion.problems).toEqual([
      {
        where: `OBR[2]-${field}`,
        text: `OBR[2]-${field}: the ${what} "${other}" differs from "${first}" in OBR[1]; one message carries one report.`,
      },
    ]);
  });

  it.each([
    [["F", "F"], "final"],
    [["P", "P"], "preliminary"],
    [["F", "P"], "partial"],
    [["F", "C"], "corrected"],
    [["C", "M"], "amended"],
  ])("says a report with tests %j is %s", (codes, status) => {
    const map = { F: "final", P: "preliminary", C: "corrected", M: "amended" } as const;
    expect(reportStatusOf(codes.map((c) => map[c as keyof typeof map]))).toBe(status);
  });
});

describe("sample and signature", () => {
  const spm =
    "SPM|1|S-5521&LAB^F-88||BLD^Whole blood (EDTA)^HL70487|||||||||||||20240115081500+0530";

  it("takes the sample from an SPM when there is one", () => {
    expect(read([...cbcLines, spm]).sample).toEqual({
      id: "S-5521",
      type: "Whole blood (EDTA)",
      collectedAt: "2024-01-15T02:45:00.000Z",
    });
  });

  it("takes a coded sample type's code when it has no text, and a filler id alone", () => {
    const bare = "SPM|1|^F-88||SER";
    expect(read([...cbcLines, bare]).sample).toEqual({ id: "F-88", type: "SER" });
  });

  it.each([
    ["MMC-2009/1234&Kulkarni&Anjali^20240115", "subcomponents of the first component"],
    ["MMC-2009/1234^Kulkarni^Anjali", "components"],
  ])("reads the pathologist from %s (%s)", (field) => {
    expect(read(withField(cbcLines, "OBR", 1, 32, field)).signedBy).toEqual(cbcRecord.signedBy);
  });

  it("does not take an NDL start time for a name", () => {
    const refused = convertOru(
      message(withField(cbcLines, "OBR", 1, 32, "MMC-2009/1234^20240115")),
    );
    expect(!refused.ok && refused.problems).toEqual([
      { where: "OBR[1]-32", text: "OBR[1]-32: the pathologist's name is missing." },
    ]);
  });

  it("leaves the signature out when OBR-32 is empty", () => {
    expect(read(withField(cbcLines, "OBR", 1, 32, "")).signedBy).toBeUndefined();
  });

  it("reads a record without PV1 or NTE just the same", () => {
    expect(read(without(without(cbcLines, "PV1"), "NTE"))).toEqual(cbcRecord);
  });
});

describe("HL7 dates and times", () => {
  it.each([
    ["20240115", "2024-01-14T18:30:00.000Z"],
    ["202401150830", "2024-01-15T03:00:00.000Z"],
    ["20240115083000", "2024-01-15T03:00:00.000Z"],
    ["20240115083000.25", "2024-01-15T03:00:00.250Z"],
    ["20240115083000+0000", "2024-01-15T08:30:00.000Z"],
    ["20240115083000-0400", "2024-01-15T12:30:00.000Z"],
    ["20240229", "2024-02-28T18:30:00.000Z"],
  ])("reads %s (India time when no offset is given)", (hl7, iso) => {
    expect(parseHl7Timestamp(hl7)).toBe(iso);
  });

  it.each([
    "2024011",
    "2024-01-15",
    "20241301",
    "20240230",
    "2024011524",
    "20240115086000",
    "20240115+05",
    "20240115+1500",
  ])("refuses %s", (hl7) => {
    expect(parseHl7Timestamp(hl7)).toBeUndefined();
  });

  it("reads a birth date, with or without a time after it", () => {
    expect(parseHl7Date("19800512")).toBe("1980-05-12");
    expect(parseHl7Date("198005120000")).toBe("1980-05-12");
    expect(parseHl7Date("19800532")).toBeUndefined();
  });

  it("writes India time with its offset, and reads it back", () => {
    expect(formatHl7Timestamp(new Date("2024-01-15T03:00:00Z"))).toBe("20240115083000+0530");
    expect(formatHl7Timestamp("2024-01-15T03:00:00.125Z")).toBe("20240115083000.125+0530");
    expect(parseHl7Timestamp("20240115083000.125+0530")).toBe("2024-01-15T03:00:00.125Z");
  });
});
