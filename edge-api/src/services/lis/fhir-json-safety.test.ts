import { beforeAll, describe, expect, it } from "vitest";
import { labBundle, resourceAt } from "./fhir-bundle.test-support.ts";
import { convertBundle } from "./fhir-bundle.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import { checkJsonSafety, MAX_JSON_DEPTH } from "./fhir-json-safety.ts";

beforeAll(() => ensureFhirDefinitions());

function problemsOf(body: unknown) {
  const result = convertBundle(body);
  if (result.ok) throw new Error("The message was accepted.");
  return result.problems;
}

/** `levels` arrays inside each other, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

describe("convertBundle: text that is not Unicode, or holds a NUL", () => {
  it("names a NUL where it is (once, though the validator also refuses it)", () => {
    const bundle = labBundle();
    Object.assign(resourceAt(bundle, 1), { name: [{ given: ["Asha"], family: "Ver\u0000ma" }] });
    expect(problemsOf(bundle)).toEqual([
      {
        where: "Bundle.entry[1].resource.name[0].family",
        text: "The text holds a NUL character (U+0000).",
      },
    ]);
  });

  it("names a lone surrogate, which the validator lets through, and keeps whole pairs", () => {
    const bundle = labBundle();
    Object.assign(resourceAt(bundle, 4), { code: { text: "Haemoglobin \uD83D" } });
    expect(problemsOf(bundle)).toEqual([
      {
        where: "Bundle.entry[4].resource.code.text",
        text: "The text holds a lone UTF-16 surrogate (it is not valid Unicode).",
      },
    ]);
    const paired = labBundle();
    Object.assign(resourceAt(paired, 1), { name: [{ text: "Asha \uD83D\uDE00 Verma" }] });
    expect(convertBundle(paired).ok).toBe(true);
  });

  it("names a property name that holds one, and never repeats the bad text", () => {
    const bundle = labBundle();
    Object.assign(resourceAt(bundle, 1), { "name\uDC00": "x" });
    const problems = problemsOf(bundle);
    expect(problems).toContainEqual({
      where: "Bundle.entry[1].resource",
      text: 'The property name "name\uFFFD" holds a lone UTF-16 surrogate (it is not valid Unicode).',
    });
    const clean = (text: string) => !text.includes("\u0000") && !/[\uD800-\uDFFF]/.test(text);
    expect(problems.every((p) => clean(p.where) && clean(p.text))).toBe(true);
  });

  it("names the first 20 and counts the rest", () => {
    const { problems } = checkJsonSafety({ list: Array(25).fill("a\u0000") }, "Bundle");
    expect(problems).toHaveLength(21);
    expect(problems[19]?.where).toBe("Bundle.list[19]");
    expect(problems[20]).toEqual({
      where: "Bundle",
      text: "5 more texts hold a NUL, a lone surrogate or a control character.",
    });
  });
});

describe("convertBundle: nesting", () => {
  it("refuses a Bundle nested 10 000 deep, without overflowing the stack", () => {
    const bundle = { resourceType: "Bundle", type: "collection", entry: nested(10_000) };
    const problems = problemsOf(bundle);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe(`Bundle.entry${"[0]".repeat(MAX_JSON_DEPTH - 1)}`);
    expect(problems[0]?.text).toBe(
      "The body nests deeper than 32 levels: no FHIR lab Bundle does.",
    );
  });

  it("allows 32 levels and refuses 33", () => {
    expect(checkJsonSafety(nested(MAX_JSON_DEPTH), "Bundle")).toEqual({
      problems: [],
      tooDeep: false,
    });
    expect(checkJsonSafety(nested(MAX_JSON_DEPTH + 1), "Bundle").tooDeep).toBe(true);
  });

  it("quotes a property name that is not a plain name in a where", () => {
    const { problems } = checkJsonSafety({ "odd key": { "x`y": nested(40) } }, "Bundle");
    expect(problems[0]?.where).toMatch(/^Bundle\.`odd key`\.`x\\`y`\[0\]/);
  });
});
