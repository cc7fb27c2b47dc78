/**
 * Every pwa test: IndexedDB is fake-indexeddb (Dexie runs on it unchanged); rendered trees are
 * unmounted and the database emptied after each test, so no test sees another's rows; an
 * unexpected console.error (a React warning, a failed act, a caught crash) fails the test; and so
 * does any real network call: a unit test that needs the API stubs fetch
 * (`vi.stubGlobal("fetch", ...)`); the afterEach below undoes every stubbed global back to this
 * refusal, and only after the tree is unmounted. A test file's own afterEach runs before this
 * one, so it must not undo the stubs itself: a component still mounted would meet the refusal.
 */
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { db } from "@/db/database.ts";
import { notePageShown } from "@/lib/page-ready.ts";

// A lazy part (the side menu's content, a panel) is transformed by Vite on its first import in a
// test run, which takes seconds on a busy 2-core CI host: a findBy* waits up to 5 s for it instead
// of the library's 1 s (it returns as soon as the element shows, so no passing test waits longer).
configure({ asyncUtilTimeout: 5_000 });

// Components are tested without the page frame that announces the first page: the storage the
// chrome reads (lib/stored-live.ts) would otherwise wait for lib/page-ready.ts's timeout.
notePageShown();

let consoleErrors: unknown[][] = [];
let networkCalls: string[] = [];

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

// Refused even when the code under test catches the error (the outbox treats it as "offline"):
// the afterEach below fails the test that made the call.
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = requestUrl(input);
  networkCalls.push(url);
  throw new TypeError(`Unit tests have no network: stub fetch for ${url}`);
};

beforeEach(() => {
  consoleErrors = [];
  networkCalls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.restoreAllMocks();
  if (networkCalls.length > 0) {
    throw new Error(
      `Real network call in a unit test (stub fetch for it): ${[...new Set(networkCalls)].join(", ")}`,
    );
  }
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(" ");
    throw new Error(`Unexpected console.error (${consoleErrors.length}): ${first}`);
  }
});
