/**
 * Every string a request schema reads goes through the text rule (text-rule.ts). A schema built
 * with a bare `z.string()` would let NUL and lone surrogates through to the database, so this
 * reads the route and upload-field sources and names any that does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !/\.test(-\w+)?\.ts$|test-(helpers|support)/.test(path)
      ? [path]
      : [];
  });
}

const REQUEST_SCHEMA_FILES = [
  ...sources(join(src, "routes")),
  join(src, "services/uploads/upload-fields.ts"),
];

describe("the text rule covers every request schema", () => {
  it("finds the route sources", () => {
    expect(REQUEST_SCHEMA_FILES.length).toBeGreaterThan(20);
  });

  it("no request schema builds a string with a bare z.string()", () => {
    const bare = REQUEST_SCHEMA_FILES.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /\bz\s*\.\s*(coerce\s*\.\s*)?string\(|^\s*\.string\(/.test(line)
            ? [`${relative(src, path)}:${index + 1}`]
            : [],
        ),
    );
    expect(bare, "use text() or multilineText() from src/http/text-rule.ts").toEqual([]);
  });
});
