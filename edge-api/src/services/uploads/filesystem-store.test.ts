/**
 * The file store on a directory (filesystem-store.ts): a file is there whole or not at all, an
 * aborted one leaves nothing, a key that is not the server's never becomes a path, and what else
 * lies in the directory (a volume's lost+found) is neither listed nor counted.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStoredKey, putFile } from "./file-store.ts";
import type { FilesystemStore } from "./filesystem-store.ts";
import { type OpenedFileStore, openTemporaryFileStore } from "./open-file-store.ts";

let opened: OpenedFileStore;
let store: FilesystemStore;
beforeAll(async () => {
  opened = await openTemporaryFileStore();
  store = opened.files;
});
afterAll(() => opened?.close());

const key = () => newStoredKey("prescription", randomUUID(), new Date("2026-03-10T06:00:00Z"));
const encode = (value: string) => new TextEncoder().encode(value);

describe("the filesystem store", () => {
  it("shows a file only once it is finished, and counts what it holds", async () => {
    const k = key();
    const writer = await store.open(k);
    await writer.write(encode("%PDF-1.4 "));
    expect(await store.bytes(k)).toBeUndefined();
    await writer.write(encode("a prescription"));
    await writer.finish();
    expect(new TextDecoder().decode(await store.bytes(k))).toBe("%PDF-1.4 a prescription");
    const stream = await store.stream(k);
    expect(stream && (await text(stream))).toBe("%PDF-1.4 a prescription");
    expect(await store.usedBytes()).toBe(23);
    await store.delete(k);
    expect(await store.bytes(k)).toBeUndefined();
    expect(await store.stream(k)).toBeUndefined();
    await store.delete(k); // nothing there: not an error
  });

  it("leaves nothing of an aborted file", async () => {
    const k = key();
    const writer = await store.open(k);
    await writer.write(encode("half a file"));
    await writer.abort();
    await writer.abort();
    expect(await readdir(store.dir, { recursive: true })).not.toContainEqual(
      expect.stringContaining(".partial"),
    );
    expect(await store.bytes(k)).toBeUndefined();
  });

  it.each([
    "../../etc/passwd",
    "prescription/2026-03-10/../../../etc/passwd",
    `/tmp/${randomUUID()}`,
    `prescription/2026-03-10/${randomUUID()}/..`,
    `Prescription/2026-03-10/${randomUUID()}`,
    `prescription/2026-03-10/${randomUUID()}\0`,
    "",
  ])("refuses a key the server never makes: %j", async (bad) => {
    await expect(store.open(bad)).rejects.toThrow(/Not a stored file key/);
    await expect(store.bytes(bad)).rejects.toThrow(/Not a stored file key/);
    await expect(store.delete(bad)).rejects.toThrow(/Not a stored file key/);
  });

  it("lists and counts only the files it wrote", async () => {
    const k = key();
    await putFile(store, k, encode("résumé"));
    await mkdir(join(store.dir, "lost+found"), { recursive: true });
    await writeFile(join(store.dir, "lost+found", "#1234"), "x".repeat(1000));
    await writeFile(join(store.dir, "notes.txt"), "x".repeat(1000));
    const keys: string[] = [];
    for await (const listed of store.keys()) keys.push(listed);
    expect(keys).toEqual([k]);
    expect(await store.usedBytes()).toBe(encode("résumé").byteLength);
  });
});
