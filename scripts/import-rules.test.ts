import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import-direction rules live in biome.json. These tests lint small files laid out as in the
 * repo, in a scratch copy of the configuration, so a change to the rules that lets a forbidden
 * import through fails here.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const biomeBin = join(repoRoot, "node_modules", "@biomejs", "biome", "bin", "biome");
const scratch = mkdtempSync(join(tmpdir(), "import-rules-"));
const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
config.$schema = undefined;
config.vcs = { enabled: false };
writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Files whose one import the rules forbid. */
const forbidden: Array<[path: string, source: string]> = [
  ["pwa/src/features/cart/components/a.ts", 'import { imported } from "@/app/router";'],
  ["pwa/src/features/cart/components/b.ts", 'import { imported } from "@/features/auth/x";'],
  ["pwa/src/features/cart/components/c.ts", 'import { imported } from "../../auth/x";'],
  ["pwa/src/lib/d.ts", 'import { imported } from "@/features/cart/x";'],
  ["pwa/src/db/e.ts", 'import { imported } from "../app/router";'],
  ["catalog/src/f.ts", 'import { imported } from "react";'],
  ["catalog/src/g.ts", 'import { imported } from "@vyom/edge-api/app";'],
  ["edge-api/src/h.ts", 'import { imported } from "dexie";'],
  // API layers: routes validate, call services and answer; services own the SQL.
  ["edge-api/src/routes/cart/m.ts", 'import { imported } from "drizzle-orm";'],
  ["edge-api/src/routes/cart/n.ts", 'import type { SQL as imported } from "drizzle-orm";'],
  ["edge-api/src/routes/cart/o.ts", 'import { imported } from "drizzle-orm/pg-core";'],
  ["edge-api/src/routes/cart/p.ts", 'import { carts as imported } from "../../db/schema.ts";'],
  ["edge-api/src/routes/cart/q.ts", 'import * as imported from "../../db/schema.ts";'],
  [
    "edge-api/src/routes/cart/r.ts",
    'import { createDatabase as imported } from "../../db/client.ts";',
  ],
  [
    "edge-api/src/routes/health/s.ts",
    'import { pendingMigrations as imported } from "../../db/migrate.ts";',
  ],
  ["edge-api/src/routes/cart/t.ts", 'import { imported } from "dexie";'],
  // The http middleware sits beside the routes: no SQL either.
  ["edge-api/src/http/ae.ts", 'import { imported } from "drizzle-orm";'],
  ["edge-api/src/http/af.ts", 'import { users as imported } from "../db/schema.ts";'],
  // edge-api/src/db is the bottom layer: it imports no service, route or http module.
  ["edge-api/src/db/u.ts", 'import { imported } from "../services/admin/sessions.ts";'],
  ["edge-api/src/db/v.ts", 'import { imported } from "../routes/cart/cart.routes.ts";'],
  ["edge-api/src/db/w.ts", 'import { imported } from "dexie";'],
  // edge-api/dev/ is not compiled for production: src reaches it only through development.ts.
  ["edge-api/src/ah.ts", 'import { imported } from "../dev/development.ts";'],
  [
    "edge-api/src/services/lis/ai.ts",
    'import { imported } from "../../../dev/lis-sim/oru-message.ts";',
  ],
  [
    "edge-api/src/routes/lis/aj.ts",
    'import type { imported } from "../../../dev/routes/dev.routes.ts";',
  ],
  ["edge-api/src/db/ak.ts", 'import { imported } from "../../dev/embedded-database.ts";'],
  ["edge-api/src/http/al.ts", 'import { imported } from "../../dev/sms-sim/dev-inbox.ts";'],
  ["edge-api/src/services/sms/am.ts", 'import { imported } from "@vyom/edge-api/msg91-sim";'],
  // The test payment gateway lets anyone mark an order paid: development's only.
  [
    "edge-api/src/services/payments/an.ts",
    'import { imported } from "../../../dev/payments-sim/test-gateway.ts";',
  ],
  [
    "edge-api/src/routes/payments/ao.ts",
    'import type { imported } from "../../../dev/payments-sim/test-gateway.routes.ts";',
  ],
];

/** Files whose one import the rules allow. */
const allowed: Array<[path: string, source: string]> = [
  ["pwa/src/features/cart/components/i.ts", 'import { imported } from "../data/cart";'],
  ["pwa/src/features/cart/components/j.ts", 'import { imported } from "@/lib/format";'],
  ["pwa/src/app/k.ts", 'import { imported } from "@/features/cart/components/x";'],
  ["edge-api/src/l.ts", 'import { imported } from "@vyom/catalog";'],
  ["edge-api/src/routes/cart/x.ts", 'import { imported } from "../../services/cart/carts.ts";'],
  [
    "edge-api/src/routes/cart/y.ts",
    'import type { Database as imported } from "../../db/client.ts";',
  ],
  [
    "edge-api/src/routes/cart/z.ts",
    'import type { CartMember as imported } from "../../db/schema.ts";',
  ],
  [
    "edge-api/src/routes/cart/cart.test.ts",
    'import { carts as imported } from "../../db/schema.ts";',
  ],
  ["edge-api/src/http/ag.ts", 'import { imported } from "../services/accounts/accounts.ts";'],
  ["edge-api/src/services/cart/aa.ts", 'import { carts as imported } from "../../db/schema.ts";'],
  ["edge-api/src/services/cart/ab.ts", 'import { imported } from "drizzle-orm";'],
  ["edge-api/src/db/ac.ts", 'import { imported } from "./schema.ts";'],
  ["edge-api/src/db/ad.test.ts", 'import { imported } from "../services/otp/otp-limits.ts";'],
  ["edge-api/src/development.ts", 'import type { imported } from "../dev/development.ts";'],
  [
    "edge-api/src/routes/lis/an.test.ts",
    'import { imported } from "../../../dev/lis-sim/fhir-bundle-message.ts";',
  ],
  ["edge-api/dev/routes/ao.ts", 'import { imported } from "../../src/http/validate.ts";'],
];

/**
 * The restricted imports Biome reports in each file, from one run over all of them: a Biome
 * process per file took 14 s of a CI run.
 */
let restrictedImports: Map<string, number>;

beforeAll(() => {
  const files = [...forbidden, ...allowed];
  for (const [path, source] of files) {
    const file = join(scratch, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${source}\nexport const used = imported;\n`);
  }
  let output: string;
  try {
    output = execFileSync(
      biomeBin,
      ["lint", "--reporter=json", "--max-diagnostics=none", ...files.map(([path]) => path)],
      { cwd: scratch, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? "");
  }
  const report = JSON.parse(output) as {
    summary: { changed: number; unchanged: number };
    diagnostics: { category: string; location?: { path?: string } }[];
  };
  // Every file was linted: one left out would pass the "allows" cases below without a look.
  expect(report.summary.changed + report.summary.unchanged).toBe(files.length);
  restrictedImports = new Map();
  for (const { category, location } of report.diagnostics) {
    if (category !== "lint/style/noRestrictedImports" || !location?.path) continue;
    restrictedImports.set(location.path, (restrictedImports.get(location.path) ?? 0) + 1);
  }
});

describe("import direction (biome.json)", () => {
  it.each(forbidden)("forbids %s: %s", (path) => {
    expect(restrictedImports.get(path) ?? 0).toBe(1);
  });

  it.each(allowed)("allows %s: %s", (path) => {
    expect(restrictedImports.get(path) ?? 0).toBe(0);
  });
});
