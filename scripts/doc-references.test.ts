import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commentsOf,
  headingAnchors,
  type Problem,
  problemsIn,
  type Repository,
  repositoryAt,
  repositoryRoot,
} from "./doc-references.ts";

/** A small repository: two files, a folder, and a doc with two headings. */
const fake: Repository = {
  has: (path) => ["docs/product.md", "pwa/src/lib/x.ts", "pwa/src/lib", "pwa/src"].includes(path),
  hasPrefix: (path) => path === "pwa/src/lib/x",
  anchorsOf: (path) => (path === "docs/product.md" ? new Set(["routes", "login-flow"]) : undefined),
};

const messagesOf = (file: string, text: string) =>
  problemsIn(file, text, fake).map((problem) => problem.message);

describe("the reference check", () => {
  it("takes a heading's anchor as GitHub makes it", () => {
    const anchors = headingAnchors(
      "# Title\n## Login and sign-up dialog\n### Sign-up flow\n## Title\n",
    );
    expect([...anchors]).toEqual(["title", "login-and-sign-up-dialog", "sign-up-flow", "title-1"]);
  });

  it("reads comments only, not strings or code", () => {
    const source = [
      'const a = "// not a comment";',
      "/** a doc comment */",
      `const b = "$" + "{a}" + \`/* nor this */\`; // trailing`,
      "const c = <div>{/* in JSX */}</div>;",
    ].join("\n");
    const texts = commentsOf(source).map((comment) => comment.text);
    expect(texts.sort()).toEqual(["/* in JSX */", "/** a doc comment */", "// trailing"]);
  });

  it("accepts paths and anchors that exist", () => {
    expect(
      messagesOf(
        "pwa/src/app/y.ts",
        "/** See docs/product.md#routes, pwa/src/lib/x.ts, pwa/src/lib/x and lib/x.ts. */",
      ),
    ).toEqual([]);
  });

  it("refuses a missing file, a missing anchor and citations from outside", () => {
    const old = ["decisions", "md"].join(".");
    const section = ["spec", "section 4"].join(" ");
    const issue = ["issue", "9"].join(" ");
    const found = messagesOf(
      "pwa/src/app/y.ts",
      `/** docs/gone.md, docs/product.md#nowhere, lib/gone.ts, ${old}, ${section}, ${issue}. */`,
    );
    expect(found).toHaveLength(6);
    expect(found.join("\n")).toMatch(/docs\/gone\.md/);
    expect(found.join("\n")).toMatch(/#nowhere/);
    expect(found.join("\n")).toMatch(/lib\/gone\.ts/);
  });

  it("follows markdown links from the doc's own folder", () => {
    expect(messagesOf("docs/a.md", "[x](product.md#login-flow) [y](#routes)\n## Routes\n")).toEqual(
      [],
    );
    expect(messagesOf("docs/a.md", "[x](product.md#gone) [y](missing.md)")).toHaveLength(2);
  });
});

describe("the repository's comments and docs", () => {
  it("point only at files, folders and headings that exist, and at nothing outside", () => {
    const { files, repo } = repositoryAt(repositoryRoot);
    const problems: Problem[] = files.flatMap((file) =>
      problemsIn(file, readFileSync(join(repositoryRoot, file), "utf8"), repo),
    );
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});
