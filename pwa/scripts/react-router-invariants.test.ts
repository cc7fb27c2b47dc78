import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutInvariantMessages } from "./react-router-invariants.ts";

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve("react-router/package.json")), "dist/production");
const modules = readdirSync(dist).filter((name) => name.endsWith(".mjs"));

describe("react-router's invariants in the build", () => {
  it("keep every check, without its message, in modules that still parse", () => {
    const folder = mkdtempSync(join(tmpdir(), "router-invariants-"));
    try {
      for (const name of modules) {
        const code = readFileSync(join(dist, name), "utf8");
        const rewritten = withoutInvariantMessages(code);
        const calls = (text: string) => text.match(/(?<![\w$.])invariant2?\(/g)?.length ?? 0;
        expect(calls(rewritten), name).toBe(calls(code));
        expect(rewritten, name).not.toMatch(/may be used only in the context of a <Router>/);
        writeFileSync(join(folder, name), rewritten);
        execFileSync(process.execPath, ["--check", join(folder, name)]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(modules.length).toBeGreaterThan(0);
  });

  it("still throws when a check fails, with a message that says why it is short", () => {
    // JavaScript source with template literals in it: "${" is meant.
    const call = "  ok(a, [b, c]) && `x$" + "{f(d, e)}y`";
    const code =
      "function invariant(value, message) {\n" +
      '  if (value === false || value === null || typeof value === "undefined") {\n' +
      "    throw new Error(message);\n" +
      "  }\n}\n" +
      `invariant(\n  // a comment, with a comma\n${call},\n` +
      "  `Expected $" +
      '{key}, "(" and \\` $' +
      "{g({ h: 1 }, 2)}`\n);\n" +
      "invariant(true, 'it\\'s fine, really');\n" +
      "obj.invariant(x, 'kept');";
    const rewritten = withoutInvariantMessages(code);
    expect(rewritten).toContain(`invariant(\n  // a comment, with a comma\n${call});`);
    expect(rewritten).toContain("invariant(true);");
    expect(rewritten).toContain("obj.invariant(x, 'kept');");
    expect(rewritten).not.toContain("Expected");
    const check = new Function(`${rewritten.split("\ninvariant(")[0]}\nreturn invariant;`)() as (
      value: unknown,
    ) => void;
    expect(() => check(null)).toThrow(
      "react-router: invariant failed (message left out by the build)",
    );
    expect(() => check(1)).not.toThrow();
  });

  it("fails the build on code it cannot follow", () => {
    expect(() => withoutInvariantMessages('invariant(a, "never closed')).toThrow();
  });
});
