/**
 * Every mobile field cleans with cleanMobile (digits, a +91 or leading 0 dropped, ten at most). A
 * local `replace(/\D/g, …)` on a mobile keeps the 91 of a pasted "+91 98765 43210" and gives a
 * wrong number, so none may come back.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = join(import.meta.dirname, "..");
const localCleaner = "replace(/\\D/g";

/** The app's sources under pwa/src: .ts and .tsx, tests and their helpers left out. */
function sources(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test[.-]/.test(file))
    .sort();
}

describe("mobile numbers are cleaned by cleanMobile only", () => {
  it("has no line that cleans a mobile with its own replace(/\\D/g, …)", () => {
    const files = sources();
    // Not vacuous: the app's own mobile fields are among the files read.
    expect(files).toContain(join("features", "admin", "desk", "technicians-panel.tsx"));
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(srcDir, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/mobile/i.test(line) && line.includes(localCleaner)) {
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(
      found,
      'Clean a mobile number with cleanMobile from "@vyom/catalog/contract", not replace(/\\D/g, …)',
    ).toEqual([]);
  });
});
