/** The device's check of a chosen file: the API's rules and words, by the file's bytes. */
import { formatFileSize, prescriptionFileRule, resumeFileRule } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { checkFile } from "./offline-form.file-check.ts";

const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 250, 251, 0xff, 0xd9]);
const docxBytes = () => new TextEncoder().encode("PK\u0003\u0004....word/document.xml");

describe("checking a chosen file on the device", () => {
  const rule = prescriptionFileRule;

  it("accepts an allowed type whatever its name, and refuses others with the API's words", async () => {
    expect(await checkFile(new File([jpegBytes()], "scan"), rule)).toEqual({
      ok: true,
      type: "image/jpeg",
    });
    expect(await checkFile(new File([docxBytes()], "rx.png", { type: "image/png" }), rule)).toEqual(
      {
        ok: false,
        message: "The prescription must be a PDF, JPEG, PNG or WebP file.",
      },
    );
  });

  it("refuses an empty file and one over 5 MB", async () => {
    expect(await checkFile(new File([], "rx.jpg"), rule)).toEqual({
      ok: false,
      message: "This file is empty. Please choose your prescription again.",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 300 * 1024);
    big.set(jpegBytes());
    expect(await checkFile(new File([big], "rx.jpg"), rule)).toEqual({
      ok: false,
      message: "The prescription is larger than 5 MB. Please choose a smaller file.",
    });
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(4.25 * 1024 * 1024)).toBe("4.3 MB");
  });

  it("finds a Word document's entry anywhere in the file, as the API does", async () => {
    // Neither in the first nor the last 64 KB: a device that read only those refused it.
    const middle = new Uint8Array(300 * 1024);
    middle.set(new TextEncoder().encode("PK\u0003\u0004"));
    middle.set(new TextEncoder().encode("word/document.xml"), 150 * 1024);
    expect(await checkFile(new File([middle], "cv.docx"), resumeFileRule)).toEqual({
      ok: true,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const zip = new TextEncoder().encode("PK\u0003\u0004....photos/holiday.jpg");
    expect(await checkFile(new File([zip], "cv.docx"), resumeFileRule)).toEqual({
      ok: false,
      message: "The résumé must be a PDF, DOC or DOCX file.",
    });
  });
});
