/**
 * Every string a request schema reads goes through the text rule (catalog/src/contract/schemas/text.ts). A schema built
 * with a bare `z.string()` would let NUL and lone surrogates through to the database, so this
 * reads the route and upload-field sources, and the requests of the contract's schemas (each file
 * up to its `// ---- Answers ----` line: answers are the API's own text), and names any that does.
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

// The upload forms' fields are the contract's (catalog/src/contract/schemas/uploads.ts).
const REQUEST_SCHEMA_FILES = sources(join(src, "routes"));

/**
 * catalog/src/contract/schemas/: text.ts builds the rule itself; answers.ts, write-answer.ts and
 * every `<group>.answers.ts` hold only answers (zod/mini, which the app imports: a request there
 * would not be the API's validator).
 */
const contractSchemas = fileURLToPath(
  new URL("../../../catalog/src/contract/schemas", import.meta.url),
);
const CONTRACT_REQUEST_FILES = sources(contractSchemas).filter(
  (path) => !/[/\\](text|answers|write-answer|[\w-]+\.answers)\.ts$/.test(path),
);
const requestPart = (path: string) =>
  readFileSync(path, "utf8").split("// ---- Answers ----")[0] ?? "";

describe("the text rule covers every request schema", () => {
  it("finds the route sources", () => {
    expect(REQUEST_SCHEMA_FILES.length).toBeGreaterThan(20);
  });

  it("finds the contract's request schemas", () => {
    expect(CONTRACT_REQUEST_FILES.length).toBeGreaterThanOrEqual(7);
  });

  it("no request schema builds a string with a bare z.string()", () => {
    const bare = [...REQUEST_SCHEMA_FILES, ...CONTRACT_REQUEST_FILES].flatMap((path) =>
      requestPart(path)
        .split("\n")
        .flatMap((line, index) =>
          /\bz\s*\.\s*(coerce\s*\.\s*)?string\(|^\s*\.string\(/.test(line)
            ? [`${relative(src, path)}:${index + 1}`]
            : [],
        ),
    );
    expect(bare, "use text() or multilineText() from catalog/src/contract/schemas/text.ts").toEqual(
      [],
    );
  });

  it("the answers-only modules it skips are zod/mini, which the API's validators never take", () => {
    const answerModules = sources(contractSchemas).filter((path) => /\.answers\.ts$/.test(path));
    expect(answerModules.length).toBeGreaterThanOrEqual(7);
    const classic = answerModules.filter((path) =>
      /from "zod"|from "\.\/text\.ts"/.test(readFileSync(path, "utf8")),
    );
    expect(classic, "a request schema belongs in the group's request module").toEqual([]);
  });
});
