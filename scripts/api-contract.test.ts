/**
 * The route table (catalog/src/contract/routes/) is the one description of each API call:
 * - the app names a call by its table key (`call("POST /api/cart/create", ...)`,
 *   pwa/src/lib/api-client.ts), so no other app source writes an `/api/` path of its own;
 * - a request schema lives in the contract (catalog/src/contract/schemas/), never again in a
 *   route group of the API.
 * The outbox (pwa/src/sync/) names its routes by key too: a queued row goes to its kind's route.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test(-d)?\.tsx?$|\.test-support\.tsx?$|\/test\//.test(path))
    .sort();
}

/** The only module that calls fetch for the API: it makes the paths from the table's keys. */
const API_CLIENT = "pwa/src/lib/api-client.ts";

const pathExceptions: Record<string, string> = {
  // The service worker never answers /api/* itself: it recognises the prefix to let it pass.
  "pwa/src/sw.ts": "recognises the /api/ prefix, calls nothing",
};

/** A string or template literal that starts with `/api/`. */
const BARE_API_PATH = /["'`]\/api\//;

describe("the app's API calls", () => {
  const sources = sourcesUnder("pwa/src");

  it("write no /api/ path outside the API client: each call names its route by the table's key", () => {
    const offenders = sources.filter(
      (path) =>
        path !== API_CLIENT &&
        !(path in pathExceptions) &&
        BARE_API_PATH.test(readFileSync(join(root, path), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("read the outbox too: what it sends is checked like every other call", () => {
    expect(sources).toEqual(
      expect.arrayContaining(["pwa/src/sync/registry.ts", "pwa/src/sync/transport.ts"]),
    );
  });

  it("catches a bare path, a template path and a key-less call", () => {
    expect(BARE_API_PATH.test('apiGet("/api/users/me")')).toBe(true);
    expect(BARE_API_PATH.test("apiGet(`/api/orders/` + id)")).toBe(true);
    expect(BARE_API_PATH.test('call("GET /api/users/me")')).toBe(false);
  });
});

/** `const Name = z.object(...)` (or a union, or a chain starting on the next line). */
const SCHEMA_DECLARATION =
  /^(?:export )?const (\w+) = z(?:\s*$|\.(?:object|strictObject|union|discriminatedUnion)\()/gm;

describe("the API's request schemas", () => {
  const routeSources = [
    ...sourcesUnder("edge-api/src/routes"),
    ...sourcesUnder("edge-api/dev/routes"),
    ...sourcesUnder("edge-api/dev/payments-sim"),
  ];
  const contractNames = new Set(
    sourcesUnder("catalog/src/contract/schemas").flatMap((path) =>
      [...readFileSync(join(root, path), "utf8").matchAll(/^export const (\w+)/gm)].map(
        (match) => match[1],
      ),
    ),
  );

  it("are declared in the contract only: no route group declares one of its own", () => {
    const declared = routeSources.flatMap((path) =>
      [...readFileSync(join(root, path), "utf8").matchAll(SCHEMA_DECLARATION)].map(
        (match) => `${path}: ${match[1]}`,
      ),
    );
    expect(declared).toEqual([]);
  });

  it("never declare again, in any route group, a schema the contract has", () => {
    const twice = routeSources.flatMap((path) =>
      [...readFileSync(join(root, path), "utf8").matchAll(SCHEMA_DECLARATION)]
        .map((match) => match[1] ?? "")
        .filter((name) => contractNames.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(twice).toEqual([]);
  });

  it("have no <group>.schema.ts copies of the contract beside the routes", () => {
    expect(routeSources.filter((path) => path.endsWith(".schema.ts"))).toEqual([]);
  });
});
