import { readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * `npm run typecheck` checks the code that runs on Node (scripts, bench, the API, the browser
 * tests, the build's configuration) as ONE program, the root tsconfig.json, instead of one per
 * workspace: the API's modules were checked three times over (by the root program through the
 * bench, by edge-api's, and by the browser tests' through their server), about a third of the
 * compiler's CPU in a CI run. The workspaces keep their own tsconfig for an editor and
 * `npm run typecheck -w …`; these tests keep them and the root program from drifting apart.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Config {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include: string[];
}

const read = (path: string): Config => JSON.parse(readFileSync(join(repoRoot, path), "utf8"));
const root = read("tsconfig.json");
/** The Node-side programs the root one stands for. */
const nodePrograms = ["edge-api/tsconfig.json", "pwa/tsconfig.node.json"];

describe("the typecheck's Node-side program (tsconfig.json)", () => {
  it.each(nodePrograms)("includes every file %s includes", (path) => {
    const config = read(path);
    const included = config.include.map((entry) =>
      relative(repoRoot, normalize(join(repoRoot, dirname(path), entry))),
    );
    expect(included.filter((entry) => !root.include.includes(entry))).toEqual([]);
  });

  it.each(nodePrograms)("checks %s's files with the same options", (path) => {
    const config = read(path);
    expect(config.extends).toBe("../tsconfig.json");
    expect({ ...root.compilerOptions, ...config.compilerOptions }).toEqual(root.compilerOptions);
  });

  it("is what `npm run typecheck` runs, with every other program of the workspaces", () => {
    const scripts = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).scripts;
    const programs = [...String(scripts.typecheck).matchAll(/tsc --noEmit -p (\S+)/g)].map(
      (match) => match[1],
    );
    expect(programs).toEqual([".", "catalog", "pwa/tsconfig.json", "pwa/tsconfig.sw.json"]);
  });
});
