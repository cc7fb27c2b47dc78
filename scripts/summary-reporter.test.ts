import { afterEach, describe, expect, it, vi } from "vitest";
import type { TestModule } from "vitest/node";
import SummaryReporter from "./summary-reporter.ts";

type State = "passed" | "failed" | "skipped";

/** The few parts of Vitest's TestModule the reporter reads. */
function moduleOf(project: string, tests: State[], loadFailed = false, path = project): TestModule {
  const fake = {
    project: { name: project },
    relativeModuleId: path,
    state: () => (loadFailed ? "failed" : "passed"),
    errors: () => (loadFailed ? [new Error("import failed")] : []),
    children: { allTests: () => tests.map((state) => ({ result: () => ({ state }) })) },
  };
  // A stand-in with only what the reporter reads; the real class needs a running Vitest.
  return fake as unknown as TestModule;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the summary reporter (scripts/summary-reporter.ts)", () => {
  it("prints the slowest files, each project's wall time in start order, then the closing line last", () => {
    let now = 0;
    const reporter = new SummaryReporter({ now: () => now });
    const catalog = moduleOf("catalog", ["passed", "passed"], false, "src/a.test.ts");
    const api = moduleOf("edge-api:postgres", ["passed", "failed", "skipped"], false, "b.test.ts");
    const broken = moduleOf("edge-api:postgres", [], true, "c.test.ts");
    reporter.onTestModuleQueued(catalog);
    reporter.onTestModuleStart(catalog);
    now = 1_000;
    reporter.onTestModuleQueued(api);
    reporter.onTestModuleQueued(broken);
    reporter.onTestModuleStart(api);
    now = 2_000;
    reporter.onTestModuleStart(broken);
    now = 3_500;
    reporter.onTestModuleEnd(catalog);
    now = 65_000;
    reporter.onTestModuleEnd(api);
    reporter.onTestModuleEnd(broken);

    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    reporter.onTestRunEnd([catalog, api, broken], []);

    const lines = written.join("").trim().split("\n");
    expect(lines).toEqual([
      "slowest files:",
      "   64.0 s  edge-api:postgres  b.test.ts",
      "   63.0 s  edge-api:postgres  c.test.ts",
      "    3.5 s  catalog  src/a.test.ts",
      "",
      "catalog            wall    3.5 s  (1 files)",
      "edge-api:postgres  wall   64.0 s  (2 files)",
      "",
      "3 passed, 2 failed, 1 skipped",
    ]);
  });
});
