/**
 * The uploads' storage ceiling (storage-quota.ts; docs/security.md, "Anonymous uploads fill the
 * files' volume"): a flood of uploads from many addresses, four at a time, stops at
 * FILES_QUOTA_BYTES. The store never holds more, the refused uploads get 507 `storage-full` with
 * the message before their body is read and store nothing, and each alert is logged once per
 * trip; the maintenance re-arms them once files were deleted, and the next flood alerts again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { pruneExpired } from "../maintenance/maintenance.ts";
import { storageFullMessage, storedFileBytes } from "./storage-quota.ts";
import { uploadRetentionDays } from "./upload-retention.ts";
import {
  captchaHeader,
  leftBehind,
  nothingLeftBehind,
  postForm,
  samples,
  uploadForm,
} from "./uploads.test-support.ts";

const MB = 1024 * 1024;
const QUOTA = 20 * MB;
const FILE = 2 * MB;
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { FILES_QUOTA_BYTES: String(QUOTA) } });
});
afterAll(() => ctx?.close());

/** A JPEG of `size` bytes (its real signature, then filler). */
const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(samples.jpeg());
  return bytes;
};

let sent = 0;
/** A prescription from an address of its own (postForm's default). */
const prescription = async () =>
  postForm(
    ctx,
    "/api/prescriptions",
    uploadForm(
      { name: "Priya Raman", mobileNumber: `90000${String(++sent).padStart(5, "0")}` },
      { field: "file", bytes: jpegOf(FILE), name: "rx.jpg", type: "image/jpeg" },
    ),
    await captchaHeader(ctx),
  );

const alerts = (event: string) => ctx.logger.records.filter((r) => r.event === event);

/** Rounds of four uploads at once until a whole round is refused; answers the statuses. */
async function flood() {
  const statuses: number[] = [];
  for (let round = 0; round < 12; round++) {
    const answers = await Promise.all([1, 2, 3, 4].map(() => prescription()));
    for (const answer of answers) {
      statuses.push(answer.status);
      if (answer.status === 507) {
        expect(await answer.json()).toEqual({ error: "storage-full", message: storageFullMessage });
      }
    }
    expect(await ctx.files.usedBytes()).toBeLessThanOrEqual(QUOTA);
    if (answers.every((answer) => answer.status === 507)) break;
  }
  return statuses;
}

describe("a flood of uploads from many addresses", () => {
  it("stops at the quota: the store never holds more, and each alert is logged once", async () => {
    const statuses = await flood();
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201 && status !== 507)).toEqual([]);
    // Room is held for the largest file (5 MB) while a body is read: 2 MB files fill 16 of 20 MB.
    expect(accepted).toBe(8);
    expect(await storedFileBytes(ctx.db)).toBe(accepted * FILE);
    expect(await ctx.files.usedBytes()).toBe(accepted * FILE);
    expect(await leftBehind(ctx)).toEqual(nothingLeftBehind);
    expect(alerts("uploads.storage-quota-reached")).toEqual([
      expect.objectContaining({ level: "error", quotaBytes: QUOTA }),
    ]);
    expect(alerts("uploads.storage-quota-warning")).toEqual([
      expect.objectContaining({ level: "warn", quotaBytes: QUOTA }),
    ]);
  });

  it("takes uploads again once retention freed space, and alerts again on the next trip", async () => {
    ctx.clock.advance((uploadRetentionDays.prescription + 1) * DAY);
    await pruneExpired(ctx.deps, ctx.clock());
    expect(await ctx.files.usedBytes()).toBe(0);

    const statuses = await flood();
    expect(statuses.filter((status) => status === 201)).toHaveLength(8);
    expect(await ctx.files.usedBytes()).toBe(8 * FILE);
    expect(alerts("uploads.storage-quota-reached")).toHaveLength(2);
    expect(alerts("uploads.storage-quota-warning")).toHaveLength(2);
  });
});
