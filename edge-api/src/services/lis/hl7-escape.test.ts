import { Hl7Context } from "@medplum/core";
import { describe, expect, it } from "vitest";
import { escapeHl7, unescapeHl7 } from "./hl7-escape.ts";

describe("HL7 escape sequences", () => {
  it("escapes every delimiter and line break, and reads them back", () => {
    const text = "O|Brien^Jr & Sons~\\Co\r\nline";
    const escaped = escapeHl7(text);
    expect(escaped).toBe("O\\F\\Brien\\S\\Jr \\T\\ Sons\\R\\\\E\\Co\\X0D\\\\X0A\\line");
    expect(unescapeHl7(escaped)).toBe(text);
  });

  it("uses the message's own delimiters", () => {
    const context = new Hl7Context("\r", "#", "$", "~", "!", "%");
    expect(escapeHl7("a#b$c%d!e\\", context)).toBe("a!F!b!S!c!T!d!E!e\\");
    expect(unescapeHl7("a!F!b!S!c!T!d!E!e\\", context)).toBe("a#b$c%d!e\\");
  });

  it("reads hex data, line breaks and highlighting, and leaves an unknown sequence as sent", () => {
    expect(unescapeHl7("\\X41C3A9\\")).toBe("Aé");
    expect(unescapeHl7("one\\.br\\two")).toBe("one\ntwo");
    expect(unescapeHl7("\\H\\HIGH\\N\\")).toBe("HIGH");
    expect(unescapeHl7("\\Q\\ and \\X4\\")).toBe("\\Q\\ and \\X4\\");
    expect(unescapeHl7("plain")).toBe("plain");
    expect(unescapeHl7("a\\X4100\\b")).toBe("a\\X4100\\b");
    expect(unescapeHl7("\\XFF\\")).toBe("\uFFFD");
  });
});
