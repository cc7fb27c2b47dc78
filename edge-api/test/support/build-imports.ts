/**
 * What the compiled server (edge-api/dist) is made of, read from its JavaScript as Node would load
 * it: each file's static imports and re-exports, its dynamic imports of a fixed name, and the
 * dynamic imports whose name is computed at run time. production-build.test.ts holds the build to
 * what the production image carries (Containerfile: `npm ci --omit=dev`, then edge-api/dist).
 * Not a parser: tsc's output puts each import on its own statement, which is all this reads.
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, posix, relative, resolve } from "node:path";

/** The build's own files, as paths relative to its root (`services/crm/crm.js`). */
export function buildFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".js")) found.push(relative(root, path).split("\\").join("/"));
    }
  };
  walk(root);
  return found.sort();
}

const FIXED = [
  /(?:^|[;}\n])\s*(?:import|export)\s+(?:type\s+)?[\w*${}\s,]*?\s*from\s*["']([^"']+)["']/g,
  /(?:^|[;}\n])\s*import\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
/** `import(` followed by anything but a string: the name is computed at run time. */
const COMPUTED = /\bimport\(\s*(?!["'\s])/g;

export interface FileImports {
  /** Every specifier written out: relative files, packages, `node:` builtins. */
  fixed: string[];
  /** How many dynamic imports take a name computed at run time. */
  computed: number;
}

export function importsOf(javascript: string): FileImports {
  const fixed = FIXED.flatMap((pattern) =>
    [...javascript.matchAll(pattern)].map((match) => match[1] ?? ""),
  );
  return { fixed, computed: [...javascript.matchAll(COMPUTED)].length };
}

/** The package a bare specifier names: `drizzle-orm/pglite` is drizzle-orm's, `@a/b/c` is `@a/b`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

export function isBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || builtinModules.includes(specifier);
}

export interface BuildGraph {
  files: string[];
  /** Files of types only: compiled to an empty module, imported by no JavaScript. */
  typesOnly: Set<string>;
  imports: Map<string, FileImports>;
  /** Files some entry reaches through fixed imports. */
  reachable: Set<string>;
}

/** Reads a build and follows its fixed relative imports from `entries` (paths in the build). */
export function readBuild(root: string, entries: readonly string[]): BuildGraph {
  const files = buildFiles(root);
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));
  const imports = new Map(files.map((file) => [file, importsOf(texts.get(file) ?? "")] as const));
  const typesOnly = new Set(
    files.filter((file) => (texts.get(file) ?? "").replace(COMMENTS, "").trim() === "export {};"),
  );
  const reachable = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reachable.has(file)) continue;
    reachable.add(file);
    for (const specifier of imports.get(file)?.fixed ?? []) {
      if (!specifier.startsWith(".")) continue;
      pending.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }
  return { files, typesOnly, imports, reachable };
}

/** Where a relative specifier of `file` lands, relative to the build's root (`../dev/x` leaves it). */
export function landing(root: string, file: string, specifier: string): string {
  return relative(root, resolve(root, dirname(file), specifier))
    .split("\\")
    .join("/");
}
