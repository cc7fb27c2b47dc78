/**
 * react-router checks its own use with `invariant(condition, message)`, which throws `message`
 * when the condition fails: "useNavigate() may be used only in the context of a <Router>
 * component.", "Absolute route path … is not valid …" and the like. They are a developer's
 * messages, for a mistake no visitor can make, yet every one was in the first load (about 0.3 KB
 * gz, docs/performance.md figure 1). The build keeps each check but drops its message: the call
 * becomes `invariant(condition)`, and the function throws one short message that says where to
 * look. The stack still names the failing call.
 */
import type { Plugin } from "vite";

const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/** A call of react-router's `invariant` or `invariant2` (not its declaration, nor `x.invariant(`). */
const call = /(?<![\w$.])(invariant2?)\(/g;
const declaration =
  /^(function invariant2?\(value, message\) \{\n\s*if \([^\n]*\) \{\n\s*throw new Error\()message(\);)/gm;
const shortMessage = '"react-router: invariant failed (message left out by the build)"';

/**
 * The index of the first top-level comma of the call whose "(" is at `open`, and of its ")": a
 * small scanner over strings, template literals (with `${}` inside), comments and brackets. Throws
 * on code it cannot follow, so a react-router upgrade fails the build instead of breaking it.
 */
function argumentBounds(code: string, open: number): { comma: number; close: number } {
  // Each open bracket, and "`" for a template literal being read (its `${` pushes "{").
  const stack: string[] = ["("];
  let comma = -1;
  for (let i = open + 1; i < code.length; i++) {
    const char = code[i];
    const top = stack.at(-1);
    if (top === "`") {
      if (char === "\\") i++;
      else if (char === "`") stack.pop();
      else if (char === "$" && code[i + 1] === "{") {
        stack.push("{");
        i++;
      }
      continue;
    }
    if (char === '"' || char === "'") {
      for (i++; code[i] !== char; i++) {
        if (code[i] === "\\") i++;
        if (i >= code.length || code[i] === "\n") throw new Error(`unclosed string at ${i}`);
      }
    } else if (char === "`") stack.push("`");
    else if (char === "(" || char === "[" || char === "{") stack.push(char);
    else if (char === ")" || char === "]" || char === "}") {
      stack.pop();
      if (stack.length === 0) return { comma, close: i };
    } else if (char === "/" && code[i + 1] === "/") i = code.indexOf("\n", i);
    else if (char === "/" && code[i + 1] === "*") i = code.indexOf("*/", i) + 1;
    else if (char === "," && stack.length === 1 && comma < 0) comma = i;
  }
  throw new Error(`invariant( at ${open} is never closed`);
}

/** The module with every invariant's message left out; throws on what it does not expect. */
export function withoutInvariantMessages(code: string): string {
  let out = "";
  let from = 0;
  for (const match of code.matchAll(call)) {
    const open = match.index + match[0].length - 1;
    if (open < from) continue;
    if (code.slice(Math.max(0, match.index - 9), match.index) === "function ") continue;
    const { comma, close } = argumentBounds(code, open);
    if (comma < 0) continue;
    out += code.slice(from, comma);
    from = close;
  }
  return (out + code.slice(from)).replace(declaration, `$1${shortMessage}$2`);
}

export function reactRouterInvariantsWithoutMessages(): Plugin {
  return {
    name: "vyom:react-router-invariants",
    apply: "build",
    transform(code, id) {
      return file.test(id) ? withoutInvariantMessages(code) : null;
    },
  };
}
