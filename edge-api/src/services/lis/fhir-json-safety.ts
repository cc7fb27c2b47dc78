/**
 * The checks a parsed message body passes before anything else reads it (fhir-bundle.ts).
 *
 * Guarantees:
 * - Nesting: a body nested deeper than MAX_JSON_DEPTH levels is reported (`tooDeep`) and nothing
 *   under that level is visited. The walk keeps its own stack, so a body nested 10 000 deep costs
 *   a loop, never the call stack; the FHIR validator, which recurses, only sees bodies that passed.
 * - Text: every string, property names included, is checked for NUL (U+0000) and for a lone UTF-16
 *   surrogate (text that is not Unicode, which PostgreSQL and the SMS gateway both refuse). Each
 *   one is named by where it is, up to MAX_TEXT_PROBLEMS and then one line counting the rest.
 * - A `where` is a FHIRPath-like expression from `root` (`Bundle.entry[1].resource.name[0].text`)
 *   and never itself carries a NUL or a lone surrogate (they print as U+FFFD).
 */
import { isCleanMultilineText } from "@vyom/catalog/text";
import type { MessageProblem } from "./lab-result-message.ts";

/** A valid lab Bundle nests about 10 levels (contained resources add 2); 32 leaves room. */
export const MAX_JSON_DEPTH = 32;
const MAX_TEXT_PROBLEMS = 20;

export interface JsonSafety {
  problems: MessageProblem[];
  /** The body nests too deep: nothing else may read it (the validator would recurse). */
  tooDeep: boolean;
}

interface Visit {
  value: unknown;
  /** Levels of objects and arrays from the root, this one included. */
  depth: number;
  parent: Visit | undefined;
  key: string | number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function checkJsonSafety(body: unknown, root: string): JsonSafety {
  const problems: MessageProblem[] = [];
  let textProblems = 0;
  const badText = (text: string, visit: Visit, what: string) => {
    const fault = textFault(text);
    if (!fault) return;
    textProblems++;
    if (textProblems <= MAX_TEXT_PROBLEMS) {
      problems.push({ where: pathOf(visit, root), text: `${what} holds ${fault}.` });
    }
  };

  const stack: Visit[] = [{ value: body, depth: 1, parent: undefined, key: "" }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      badText(value, visit, "The text");
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (visit.depth > MAX_JSON_DEPTH) {
      problems.push({
        where: pathOf(visit, root),
        text: `The body nests deeper than ${MAX_JSON_DEPTH} levels: no FHIR lab Bundle does.`,
      });
      return { problems, tooDeep: true };
    }
    const depth = visit.depth + 1;
    if (Array.isArray(value)) {
      // Pushed in reverse so that problems come out in document order.
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], depth, parent: visit, key: i });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) badText(key, visit, `The property name "${printable(key)}"`);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      stack.push({ value: (value as Record<string, unknown>)[key], depth, parent: visit, key });
    }
  }
  if (textProblems > MAX_TEXT_PROBLEMS) {
    problems.push({
      where: root,
      text: `${textProblems - MAX_TEXT_PROBLEMS} more texts hold a NUL, a lone surrogate or a control character.`,
    });
  }
  return { problems, tooDeep: false };
}

function textFault(text: string): string | undefined {
  if (text.includes("\u0000")) return "a NUL character (U+0000)";
  if (LONE_SURROGATE.test(text)) return "a lone UTF-16 surrogate (it is not valid Unicode)";
  // The rule every text the API takes follows (catalog/src/text.ts): no control characters.
  if (!isCleanMultilineText(text)) return "a control character";
  return undefined;
}

/** `Bundle.entry[1].resource`, built only when a problem needs it (most bodies have none). */
function pathOf(visit: Visit, root: string): string {
  const parts: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) {
    if (typeof at.key === "number") parts.push(`[${at.key}]`);
    else if (PLAIN_NAME.test(at.key)) parts.push(`.${at.key}`);
    else parts.push(`.\`${printable(at.key).replace(/[`\\]/g, "\\$&")}\``);
  }
  return root + parts.reverse().join("");
}

/** Text safe to put in a problem: NUL and lone surrogates become U+FFFD. */
export function printable(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").replace(LONE_SURROGATES, "\uFFFD");
}
