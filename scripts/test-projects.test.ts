import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { edgeApiProjects, PGLITE_SMOKE } from "../edge-api/vitest.projects.ts";

/**
 * The PGlite smoke set names files one by one: a renamed or deleted file would quietly drop out
 * of it (an include that matches nothing is not an error to Vitest), so each must exist.
 */
const edgeApi = join(dirname(fileURLToPath(import.meta.url)), "..", "edge-api");

describe("the API's test projects (edge-api/vitest.projects.ts)", () => {
  it.each(PGLITE_SMOKE)("the PGlite smoke file %s exists", (file) => {
    expect(existsSync(join(edgeApi, file))).toBe(true);
  });

  it("runs the whole suite on PostgreSQL and the smoke set on PGlite when a server is set", () => {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
    try {
      const [pglite, postgres] = edgeApiProjects(edgeApi);
      expect(pglite?.test?.include).toEqual(PGLITE_SMOKE);
      expect(postgres?.test?.include).toEqual([
        "src/**/*.test.ts",
        "dev/**/*.test.ts",
        "test/**/*.test.ts",
      ]);
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
  });

  it("runs every test on PGlite when no server is set (a laptop without PostgreSQL)", () => {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    try {
      const [pglite, postgres] = edgeApiProjects(edgeApi);
      expect(pglite?.test?.include).toEqual([
        "src/**/*.test.ts",
        "dev/**/*.test.ts",
        "test/**/*.test.ts",
      ]);
      expect(postgres?.test?.include).toEqual(["test/postgres-guard.test.ts"]);
    } finally {
      if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
    }
  });
});
