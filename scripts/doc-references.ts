import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What keeps the repository's comments and docs pointing inside the repository: every file or
 * folder a comment or doc names exists, every anchor cited after a markdown file's name (as code
 * cites the sections of the product document) has its heading, and nothing cites what a newcomer
 * cannot open (the old product documents, an issue tracker's numbers). doc-references.test.ts
 * runs it over the repository.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Text that points outside the repository. Built from parts so this file does not match itself. */
const outsideMentions: readonly { pattern: RegExp; message: string }[] = [
  {
    pattern: new RegExp(`\\b${"decisions"}\\.md\\b`, "i"),
    message: "names the old decisions file: cite docs/product.md or a docs/decisions/ record",
  },
  {
    pattern: new RegExp(`\\bspec(?:s|'s)? (?:sections?|${"\u00a7"})|\\bspec ${"\u00a7"}`, "i"),
    message: "cites a section of the old spec: cite docs/product.md#<section>",
  },
  {
    pattern: new RegExp(`\\bthe ${"spec"}\\b|\\b${"spec"}'s\\b|product-${"spec"}`, "i"),
    message: "cites the old spec: cite docs/product.md#<section>",
  },
  {
    pattern: new RegExp(`\\b${"issue"}s? #?\\d+|\\b${"issue"}s? \\(#?\\d+\\)`, "i"),
    message: "cites an issue number: say the reason in words or cite a doc",
  },
];

/** Where a path names something the build, a run or npm makes: not in the repository. */
const generated = /(^|\/)(dist|prerendered|\.data|node_modules|coverage)(\/|$)/;

/** Where the code's own short paths start (`services/otp/otp.service.ts` is the API's). */
const sourceRoots = ["edge-api/src", "edge-api", "pwa/src", "pwa", "catalog/src", "catalog"];

/** Top-level folders and files a repository-relative path starts with. */
const roots = ["docs", "catalog", "edge-api", "pwa", "bench", "scripts", ".ci"];
const rootFiles = ["README.md", "package.json", "biome.json", "tsconfig.json", "vite.config.ts"];

/** A path from the repository's root: a top-level folder or file, then anything. */
const rootPath = new RegExp(
  `(?<![\\w./@:-])((?:${roots.map((r) => r.replace(".", "\\.")).join("|")})/[\\w./@-]*|(?:${rootFiles
    .map((f) => f.replace(".", "\\."))
    .join("|")}))(#[\\w-]+)?`,
  "g",
);

/** A path to a source or doc file, relative to anything (`./`, the app's `@/`, a package). */
const filePath =
  /(?<![\w./@:-])((?:\.{1,2}\/|@\/)?[\w@-][\w.@-]*\/[\w./@-]*?\.(?:ts|tsx|md|css|json|sql|html))(#[\w-]+)?(?![\w/-])/g;

/** A markdown link's target: `[text](target)`. */
const markdownLink = /\]\(([^)\s]+)\)/g;

/** GitHub's heading anchors: lower case, no punctuation, spaces to hyphens, repeats counted. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * Comments, strings and template literals, in the order they start. Strings do not cross lines, so
 * an apostrophe in JSX text ("Didn't") costs at most the rest of its line; a template's `${}` is
 * read as part of the template. Not a parser: fast, and exact enough to find what comments cite.
 */
const lexemes =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\[\s\S])*`/g;

/** The comments of a TypeScript or TSX file, with their offsets (strings and code are not read). */
export function commentsOf(text: string): { start: number; text: string }[] {
  const comments: { start: number; text: string }[] = [];
  for (const match of text.matchAll(lexemes)) {
    if (match[0].startsWith("/")) comments.push({ start: match.index, text: match[0] });
  }
  return comments;
}

export interface Repository {
  /** Whether a repository-relative path is a file or folder of the repository. */
  has(path: string): boolean;
  /** Whether this is some file's path without its extension(s), as tests are named. */
  hasPrefix(path: string): boolean;
  /** The anchors of a markdown file of the repository. */
  anchorsOf(path: string): Set<string> | undefined;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** Every problem in one file's text. `file` is repository-relative, with forward slashes. */
export function problemsIn(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const report = (offset: number, message: string) =>
    problems.push({ file, line: lineAt(text, offset), message });

  for (const { pattern, message } of outsideMentions) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const match of text.matchAll(global)) report(match.index, `${message}: "${match[0]}"`);
  }

  const isCode = /\.(ts|tsx)$/.test(file);
  const isMarkdown = file.endsWith(".md");
  const isCss = file.endsWith(".css");
  if (!isCode && !isMarkdown && !isCss) return problems;

  const pieces = isCode
    ? commentsOf(text)
    : isCss
      ? [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ start: m.index, text: m[0] }))
      : [{ start: 0, text }];
  const fileDir = posix.dirname(file);
  const ancestors: string[] = [];
  for (let dir = fileDir; dir !== "." && dir !== "/"; dir = posix.dirname(dir)) ancestors.push(dir);

  const ownAnchors = isMarkdown ? headingAnchors(text) : undefined;
  const checkAnchor = (target: string, anchor: string, offset: number, shown: string) => {
    const anchors = target === file && ownAnchors ? ownAnchors : repo.anchorsOf(target);
    if (anchors && !anchors.has(anchor)) report(offset, `no heading for #${anchor} in ${shown}`);
  };

  for (const piece of pieces) {
    const checked = new Set<number>();
    for (const match of piece.text.matchAll(rootPath)) {
      const offset = piece.start + match.index;
      checked.add(offset);
      const path = (match[1] ?? "").replace(/[.,:;]+$/, "");
      if (generated.test(path)) continue;
      const found =
        repo.has(path) ||
        repo.hasPrefix(path) ||
        [...ancestors, ...sourceRoots].some((dir) => repo.has(posix.join(dir, path)));
      if (!found) report(offset, `names ${path}, which is not in the repository`);
      else if (match[2]) checkAnchor(path, match[2].slice(1), offset, path);
    }
    for (const match of piece.text.matchAll(filePath)) {
      const offset = piece.start + match.index;
      if (checked.has(offset)) continue;
      const path = match[1] ?? "";
      if (generated.test(path)) continue;
      const candidates = path.startsWith("@/")
        ? [posix.join("pwa/src", path.slice(2))]
        : path.startsWith(".")
          ? [posix.join(fileDir, path)]
          : [path, ...[...ancestors, ...sourceRoots].map((dir) => posix.join(dir, path))];
      const target = candidates.find((candidate) => repo.has(candidate));
      if (!target) report(offset, `names ${path}, which is not in the repository`);
      else if (match[2]) checkAnchor(target, match[2].slice(1), offset, path);
    }
    if (!isMarkdown) continue;
    for (const match of piece.text.matchAll(markdownLink)) {
      const link = match[1] ?? "";
      if (/^[a-z]+:/i.test(link)) continue;
      const [pathPart = "", anchor] = link.split("#");
      const target = pathPart === "" ? file : posix.normalize(posix.join(fileDir, pathPart));
      const offset = piece.start + match.index;
      if (generated.test(target)) continue;
      if (target !== file && !repo.has(target)) {
        report(offset, `links to ${link}, which is not in the repository`);
      } else if (anchor) checkAnchor(target, anchor, offset, link);
    }
  }
  return problems;
}

/** The files the check reads: what git tracks or would add, minus what no comment cites. */
const scanned = /\.(ts|tsx|md|css|json|yaml|yml|html)$|(^|\/)(Containerfile|run)$/;

/** The repository at `root`, read through git's list of files. */
export function repositoryAt(root: string): { files: string[]; repo: Repository } {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\n")
    .filter((path) => path !== "" && existsSync(join(root, path)));
  const paths = new Set(listed);
  const folders = new Set<string>();
  for (const path of listed) {
    for (let dir = posix.dirname(path); dir !== "."; dir = posix.dirname(dir)) folders.add(dir);
  }
  /** A test's name without its extensions: two stems for each `x.e2e.test.ts`. */
  const stems = new Set<string>();
  for (const path of listed) {
    for (
      let dot = path.indexOf(".", path.lastIndexOf("/") + 2);
      dot > 0;
      dot = path.indexOf(".", dot + 1)
    ) {
      stems.add(path.slice(0, dot));
    }
  }
  const anchorCache = new Map<string, Set<string>>();
  const repo: Repository = {
    has: (path) => {
      const clean = posix.normalize(path).replace(/\/$/, "");
      return paths.has(clean) || folders.has(clean);
    },
    hasPrefix: (path) => stems.has(posix.normalize(path)),
    anchorsOf: (path) => {
      const clean = posix.normalize(path);
      if (!clean.endsWith(".md") || !paths.has(clean)) return undefined;
      let anchors = anchorCache.get(clean);
      if (!anchors) {
        anchors = headingAnchors(readFileSync(join(root, clean), "utf8"));
        anchorCache.set(clean, anchors);
      }
      return anchors;
    },
  };
  const files = listed.filter(
    (path) =>
      scanned.test(path) &&
      path !== "package-lock.json" &&
      !path.startsWith("edge-api/drizzle/meta/"),
  );
  return { files, repo };
}

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
