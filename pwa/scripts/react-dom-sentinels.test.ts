import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { reactDomSentinels, withStacklessSentinels } from "./react-dom-sentinels.ts";

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
  "utf8",
);

/**
 * Evaluates the module as the bundle does, counting the errors made while it is evaluated; what
 * the code returns, for a test that appends a `return`.
 */
function evaluate(code: string) {
  let errorsMade = 0;
  // Called without `new`, as React DOM does; its prototype is Error's, as the helper reads it.
  function countingError(message?: string) {
    errorsMade++;
    return new Error(message);
  }
  countingError.prototype = Error.prototype;
  const module = { exports: {} as Record<string, unknown> };
  const returned: unknown = new Function("exports", "require", "module", "Error", code)(
    module.exports,
    require,
    module,
    countingError,
  );
  return { errorsMade, exports: module.exports, returned };
}

describe("React DOM's module-level errors without a stack", () => {
  it("are made when React DOM's module is evaluated, as it ships", () => {
    expect(evaluate(reactDomClient).errorsMade).toBe(reactDomSentinels.length);
  });

  it("make no error at all once rewritten, and React DOM still evaluates", () => {
    const rewritten = withStacklessSentinels(reactDomClient);
    const { errorsMade, exports } = evaluate(rewritten);
    expect(errorsMade).toBe(0);
    expect(typeof exports.hydrateRoot).toBe("function");
    expect(rewritten.trimStart()).toMatch(/^\/\*[\s\S]*?\*\/\s*\/\*[\s\S]*?\*\/\s*"use strict";/);
  });

  it("keep what React reads of them: Error's prototype and the message", () => {
    const stackless = evaluate(
      `${withStacklessSentinels(reactDomClient)}\nreturn SuspenseException;`,
    ).returned as Error;
    expect(stackless).toBeInstanceOf(Error);
    expect(stackless.message).toContain("react.dev/errors/460");
    expect(Object.hasOwn(stackless, "stack")).toBe(false);
  });

  it("fail the build when a React version makes other ones", () => {
    expect(() => withStacklessSentinels('"use strict";\nvar x = 1;\n')).toThrow(
      /module-level errors are gone/,
    );
  });
});
