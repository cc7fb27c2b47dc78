/**
 * Every pwa test: IndexedDB is fake-indexeddb (Dexie runs on it unchanged); rendered trees are
 * unmounted and the database emptied after each test, so no test sees another's rows; and an
 * unexpected console.error (a React warning, a failed act, a caught crash) fails the test.
 */
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { db } from "@/db/database.ts";

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(" ");
    throw new Error(`Unexpected console.error (${consoleErrors.length}): ${first}`);
  }
});
