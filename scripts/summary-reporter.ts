import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints each project's wall time (from its first file queued to its last file done), the slowest
 * files (from start to end, setup included: where the next speed-up of CI is), and then one
 * plain closing line, `N passed, N failed, N skipped`, after Vitest's own summary, so CI can read
 * the result of the run without knowing Vitest's format and see where its time went. A module
 * that failed to load (a syntax error, a throwing import) counts as a failure.
 */
export default class SummaryReporter implements Reporter {
  private readonly projects = new Map<string, { first: number; last: number; files: number }>();
  private readonly files = new Map<string, { project: string; start: number; end?: number }>();
  private readonly now: () => number;

  /** Vitest hands a reporter its options; a test passes its own clock. */
  constructor(options: { now?: () => number } = {}) {
    this.now = options.now ?? (() => performance.now());
  }

  onTestModuleQueued(testModule: TestModule) {
    const name = testModule.project.name || "(root)";
    const at = this.now();
    const seen = this.projects.get(name);
    if (seen) seen.files += 1;
    else this.projects.set(name, { first: at, last: at, files: 1 });
  }

  onTestModuleStart(testModule: TestModule) {
    const project = testModule.project.name || "(root)";
    this.files.set(testModule.relativeModuleId, { project, start: this.now() });
  }

  onTestModuleEnd(testModule: TestModule) {
    const at = this.now();
    const seen = this.projects.get(testModule.project.name || "(root)");
    if (seen) seen.last = Math.max(seen.last, at);
    const file = this.files.get(testModule.relativeModuleId);
    if (file) file.end = at;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      if (testModule.state() === "failed" && testModule.errors().length > 0) failed += 1;
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\n${this.slowestFiles()}\n${this.projectTimes()}`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  /** The `count` slowest files, slowest first: `  12.3 s  project  path`. */
  slowestFiles(count = 10): string {
    const timed = [...this.files].flatMap(([path, { project, start, end }]) =>
      end === undefined ? [] : [{ path, project, seconds: (end - start) / 1000 }],
    );
    const slowest = timed.sort((a, b) => b.seconds - a.seconds).slice(0, count);
    if (slowest.length === 0) return "";
    const rows = slowest.map(
      ({ path, project, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${project}  ${path}\n`,
    );
    return `slowest files:\n${rows.join("")}`;
  }

  /** One line per project, in the order they started: `name  wall 123.4 s  (N files)`. */
  projectTimes(): string {
    const rows = [...this.projects].sort(([, a], [, b]) => a.first - b.first);
    const width = Math.max(0, ...rows.map(([name]) => name.length));
    return rows
      .map(([name, { first, last, files }]) => {
        const seconds = ((last - first) / 1000).toFixed(1);
        return `${name.padEnd(width)}  wall ${seconds.padStart(6)} s  (${files} files)\n`;
      })
      .join("");
  }
}
