/**
 * React DOM makes five errors when its module is evaluated (HydrationMismatchException,
 * SuspenseException and the like): sentinels it throws and catches by identity to steer
 * rendering, never shown to anyone. While a DevTools client is attached (DevTools itself,
 * Lighthouse, Playwright), V8 records a detailed stack for every error made, and the first one
 * made at a module's top level has it re-parse that whole module to find its source positions:
 * React DOM's 200 KB, 50-100 ms on the main thread of our build machine, right after the
 * prerendered page is painted, where Lighthouse counts it as blocking time. A browser with no
 * DevTools attached evaluates the same module in 5-9 ms. So the build makes those five as objects
 * of Error's prototype with no stack: the same identity, `instanceof Error` and message, nothing
 * to capture (docs/performance.md, figure 2).
 */
import type { Plugin } from "vite";

const file = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** A top-level `var Name = Error(formatProdErrorMessage(N))`, or one of a `var` list's lines. */
const sentinel = /^(var | {2})([\w$]+) = Error\((formatProdErrorMessage\(\d+\))\)(?=[,;]$)/gm;

// Appended: a function declaration is hoisted, and the module's "use strict" stays its first
// statement.
const helper =
  "\nfunction stacklessSentinel(message) {\n" +
  "  var error = Object.create(Error.prototype);\n" +
  "  error.message = message;\n" +
  "  return error;\n" +
  "}\n";

/** The sentinels React DOM 19 makes; a React upgrade that changes them fails the build here. */
export const reactDomSentinels = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
];

export function withStacklessSentinels(code: string): string {
  const found: string[] = [];
  const rewritten = code.replace(sentinel, (_, start: string, name: string, message: string) => {
    found.push(name);
    return `${start}${name} = stacklessSentinel(${message})`;
  });
  if (found.join() !== reactDomSentinels.join())
    throw new Error(
      `react-dom-client's module-level errors are ${found.join(", ") || "gone"}, not ` +
        `${reactDomSentinels.join(", ")}: review pwa/scripts/react-dom-sentinels.ts for this React version.`,
    );
  return rewritten + helper;
}

export function reactDomSentinelsWithoutStacks(): Plugin {
  return {
    name: "vyom:react-dom-sentinels",
    apply: "build",
    transform(code, id) {
      return file.test(id) ? withStacklessSentinels(code) : null;
    },
  };
}
