/**
 * The malformed input the API must refuse with a 4xx: text PostgreSQL cannot store (NUL, lone
 * and reversed surrogates) and other control characters, JSON nested ten thousand deep, numbers
 * past every range, the wrong types, and prototype keys. Shared by the fuzz tests.
 */
import fc from "fast-check";

/** Each alone makes a text field invalid (catalog/src/text.ts). */
export const POISONS = [
  "\u0000",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\ude00\ud83d",
  "\u0007",
  "\u001b",
  "\u007f",
] as const;

/** What survives a multipart body (UTF-8: a lone surrogate arrives as U+FFFD, valid text). */
export const ASCII_POISONS = POISONS.filter((p) => p.charCodeAt(0) < 0xd800);

/** Raw JSON texts that JSON.stringify cannot produce or that stress a parser. */
export const rawJsonJunk = fc.constantFrom(
  "1e999",
  "-1e999",
  "123456789012345678901234567890",
  "1e308",
  "-0",
  "9007199254740993",
  `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '[{"__proto__":null}]',
  '"\\u0000"',
  '"\\ud800"',
  '"\\udc00"',
  '"\\ude00\\ud83d"',
  "true",
  "null",
  "[]",
  "{}",
);

/** Values of the wrong type or out of range for any field. */
export const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom("", " ", "NA", -1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, null),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...POISONS),
);

/** Every leaf of a body: its parent, its key, its dotted path. */
export function leavesOf(body: unknown): Array<{
  parent: Record<string, unknown>;
  key: string;
  path: string;
}> {
  const found: Array<{ parent: Record<string, unknown>; key: string; path: string }> = [];
  const walk = (node: unknown, path: string[]) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (value !== null && typeof value === "object") walk(value, here);
      else found.push({ parent: node as Record<string, unknown>, key, path: here.join(".") });
    }
  };
  walk(body, []);
  return found;
}

const RAW = "@@raw-json@@";

/** A body as JSON text with one leaf replaced by raw JSON text (e.g. `1e999` or deep nesting),
 * or removed when `raw` is undefined. */
export function withRawLeaf(body: unknown, pick: number, raw: string | undefined): string {
  const copy = structuredClone(body);
  const leaves = leavesOf(copy);
  const leaf = leaves[pick % Math.max(leaves.length, 1)];
  if (!leaf) return raw ?? "{}";
  if (raw === undefined) {
    delete leaf.parent[leaf.key];
    return JSON.stringify(copy);
  }
  leaf.parent[leaf.key] = RAW;
  return JSON.stringify(copy).replace(JSON.stringify(RAW), raw);
}

/** A JSON object text with a `__proto__` key of its own first. */
export const withProtoKey = (json: string) =>
  json.startsWith("{") ? `{"__proto__":{"admin":true,"isAdmin":true},${json.slice(1)}` : json;
