/**
 * Results that are text in HL7 v2 (OBX-2 TX, ST, FT) and numbers with no unit: what is read, and
 * what is refused with which ACK code, the OBX named.
 */
import { describe, expect, it } from "vitest";
import { oruMessage } from "../../../dev/lis-sim/oru-message.ts";
import {
  cbcLines,
  cbcRecord,
  failure,
  message,
  record,
  withField,
} from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";
import { MAX_RESULT_TEXT } from "./result-text.ts";

/** A urine routine as an Indian LIS sends it: words, a culture note, pH and gravity bare. */
const urineLines = [
  ...cbcLines.slice(0, 3),
  "OBR|1|BK-7F3A2C|RPT-2024-000990|URINE^Urine routine^L|||20240115083000||||||||UR&Urine&HL70070|||||||20240115142500|||F",
  "OBX|1|TX|UCOL^Colour^L^5778-6^Color of Urine^LN||Pale yellow||Pale yellow|N|||F",
  "OBX|2|ST|UAPP^Appearance^L||Clear||||||F",
  "OBX|3|NM|USG^Specific gravity^L||1.015||1.005-1.030|N|||F",
  "OBX|4|NM|UPH^pH^L||6.0||5.0-8.0|N|||F",
  "OBX|5|FT|CULT^Culture^L||No growth after 48 hours.\\.br\\Sterile.|||N|||F",
  "OBX|6|ST|HBSAG^HBsAg^L||Reactive||Non-reactive|A|||F",
];
const urine = (lines = urineLines) => convertOru(message(lines));

describe("convertOru: results that are text", () => {
  it("reads TX, ST and FT as words, with the range as the lab's text and its flag", () => {
    const results = record(urine()).results;
    expect(results[0]).toEqual({
      labCode: "UCOL",
      loinc: "5778-6",
      name: "Colour",
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
      interpretation: "N",
      status: "final",
    });
    expect(results[1]).toMatchObject({ labCode: "UAPP", value: "Clear", unit: "" });
    expect(results[4]).toMatchObject({ value: "No growth after 48 hours.\nSterile.", unit: "" });
    expect(results[5]).toMatchObject({
      value: "Reactive",
      rangeText: "Non-reactive",
      interpretation: "A",
    });
  });

  it("reads a number the test master gives no unit (specific gravity, pH) without one", () => {
    const results = record(urine()).results;
    expect(results[2]).toMatchObject({ labCode: "USG", value: 1.015, unit: "", low: 1.005 });
    expect(results[3]).toMatchObject({ labCode: "UPH", value: 6, unit: "", high: 8 });
  });

  it("reads a text's numeric-looking range as words only, and ignores a unit sent with words", () => {
    const lines = withField(withField(urineLines, "OBX", 2, 7, "0-5"), "OBX", 2, 6, "mg/dL");
    const [, appearance] = record(urine(lines)).results;
    expect(appearance).toEqual(expect.objectContaining({ unit: "", rangeText: "0-5" }));
    expect(appearance).not.toHaveProperty("low");
    expect(appearance).not.toHaveProperty("high");
  });

  it("joins TX and FT repetitions as lines, keeps an unescaped ^, reads FT's formatting", () => {
    const lines = withField(
      withField(urineLines, "OBX", 1, 5, "Pale~yellow^ish"),
      "OBX",
      5,
      5,
      "Growth of E. coli\\.sp\\>10\\S\\5 CFU/mL\\.in+2\\~Sensitive\\.sk 2\\to nitrofurantoin",
    );
    const results = record(urine(lines)).results;
    expect(results[0]?.value).toBe("Pale\nyellow^ish");
    expect(results[4]?.value).toBe("Growth of E. coli\n>10^5 CFU/mL\nSensitive  to nitrofurantoin");
  });

  it("reads text at the longest allowed, trimmed, with CR LF line ends made one", () => {
    const long = "a".repeat(MAX_RESULT_TEXT);
    const lines = withField(urineLines, "OBX", 5, 5, `  ${long}  `);
    expect(record(urine(lines)).results[4]?.value).toBe(long);
    const crlf = withField(urineLines, "OBX", 5, 5, "Line one\\X0D0A\\Line two");
    expect(record(urine(crlf)).results[4]?.value).toBe("Line one\nLine two");
  });
});

describe("convertOru: words through the simulator's oruMessage and back", () => {
  it("gives the same words back, delimiters and line breaks included, and a bare number", () => {
    const sent = {
      ...cbcRecord,
      results: [
        {
          labCode: "CULT",
          name: "Culture",
          value: "Growth of E. coli ^ >10|5 ~ CFU/mL & more\nSensitive to \\ nitrofurantoin",
          unit: "",
          rangeText: "No growth",
          interpretation: "A" as const,
          status: "final" as const,
        },
        {
          labCode: "USG",
          name: "Specific gravity",
          value: 1.015,
          unit: "",
          status: "final" as const,
        },
      ],
    };
    const text = oruMessage(sent, {
      controlId: "SIM-T1",
      sentAt: new Date("2024-01-15T09:00:00Z"),
    });
    expect(text).toContain("|TX|CULT^");
    expect(record(convertOru(text)).results).toEqual(sent.results);
  });
});

/** [title, the lines, the one problem's text (its `where` is the text before ":"), ACK kind] */
type Refusal = [string, string[], string, "error" | "reject"];

const refusals: Refusal[] = [
  [
    "text over 2,000 characters",
    withField(urineLines, "OBX", 5, 5, "b".repeat(MAX_RESULT_TEXT + 1)),
    `OBX[5]-5: the text is ${MAX_RESULT_TEXT + 1} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
    "error",
  ],
  [
    "a tab in the text",
    withField(urineLines, "OBX", 2, 5, "Clear\tslightly"),
    "OBX[2]-5: the text holds a control character (U+0009); only line breaks may be sent in it.",
    "error",
  ],
  [
    "a control character sent as hex data",
    withField(urineLines, "OBX", 1, 5, "Pale\\X07\\yellow"),
    "OBX[1]-5: the text holds a control character (U+0007); only line breaks may be sent in it.",
    "error",
  ],
  [
    "a NUL sent as hex data",
    withField(urineLines, "OBX", 1, 5, "Pale\\X00\\yellow"),
    "OBX[1]-5: the text holds a NUL character (U+0000).",
    "error",
  ],
  [
    "no words, only spaces",
    withField(urineLines, "OBX", 2, 5, "   "),
    "OBX[2]-5: the value is missing.",
    "error",
  ],
  [
    "two strings in an ST",
    withField(urineLines, "OBX", 2, 5, "Clear~Turbid"),
    "OBX[2]-5: an ST value holds one string; send lines of text as TX or FT.",
    "reject",
  ],
  [
    "a number without a unit, for a parameter that has one",
    withField(urineLines, "OBX", 3, 3, "HB^Haemoglobin^L"),
    "OBX[3]-6: the unit is missing.",
    "error",
  ],
  [
    "a number without a unit, for a code the master does not know",
    withField(urineLines, "OBX", 4, 3, "XPH^pH (other)^L"),
    "OBX[4]-6: the unit is missing.",
    "error",
  ],
];

describe("convertOru: text that cannot be filed, the OBX named", () => {
  it.each(refusals)("%s", (_title, lines, text, kind) => {
    const refused = failure(convertOru(message(lines)));
    expect(refused.problems).toEqual([{ where: text.slice(0, text.indexOf(":")), text }]);
    expect(refused.kind).toBe(kind);
  });

  it("refuses a NUL or a lone surrogate anywhere in the message before reading it (AR)", () => {
    for (const [bad, words] of [
      ["\u0000", "is NUL (U+0000)"],
      ["\uD800", "is half of a UTF-16 pair"],
    ] as const) {
      const refused = failure(
        convertOru(message(withField(urineLines, "OBX", 1, 5, `Pale${bad}`))),
      );
      expect(refused.kind).toBe("reject");
      expect(refused.problems).toEqual([
        { where: "message", text: expect.stringContaining(words) },
      ]);
    }
  });
});
