import { describe, expect, it } from "vitest";

/**
 * docs/product.md#offline: the admin area is online only: nothing of it goes to IndexedDB, local
 * storage or the Cache API (session storage holds only the signed-in flag, see data/admin-flag.ts).
 * Checked on the source, so a later change that starts storing admin data fails here.
 */
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("admin storage", () => {
  it("has sources to check", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sources))("%s stores nothing on the device", (_file, source) => {
    expect(source).not.toMatch(/from "(@\/db|dexie|dexie-react-hooks|@\/sync)[/"]/);
    expect(source).not.toMatch(/\b(localStorage|indexedDB|caches)\b/);
  });

  it("only the flag module touches session storage", () => {
    const users = Object.entries(sources)
      .filter(([, source]) => /\bsessionStorage\b/.test(source))
      .map(([file]) => file);
    expect(users).toEqual(["./data/admin-flag.ts"]);
  });
});
