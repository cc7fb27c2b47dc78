/**
 * What a server process under test prints, for the tests that run one (npm-start.test.ts,
 * compiled-build.ts): stdout and stderr together as one text, and when to stop waiting.
 */
import type { ChildProcess } from "node:child_process";

export interface WatchedOutput {
  /** Everything printed so far. */
  output: () => string;
  /** Resolves with the exit code, or "seen" when `until` appears in the output. */
  settled: Promise<number | "seen">;
}

export function watchOutput(child: ChildProcess, until?: RegExp): WatchedOutput {
  let output = "";
  const settled = new Promise<number | "seen">((done) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) done("seen");
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => done(code ?? -1));
  });
  return { output: () => output, settled };
}
