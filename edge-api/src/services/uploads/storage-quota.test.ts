/**
 * The uploads' storage ceiling (storage-quota.ts; docs/security.md, "Anonymous uploads fill the
 * database"): once the stored files and the largest file a route takes would pass
 * UPLOAD_STORAGE_QUOTA_MB, an upload is refused with 507 `storage-full` before its body is read,
 * stores nothing, and is logged at error level; the outbox sends it again later.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { submissionFileParts, submissions } from "../../db/schema.ts";
import { storageFullMessage, storedUploadBytes } from "./storage-quota.ts";
import {
  captchaHeader,
  postForm,
  samples,
  unlinkedParts,
  uploadForm,
} from "./uploads.test-support.ts";

const MB = 1024 * 1024;
let ctx: TestContext;
beforeAll(async () => {
  // 6 MB: room for one more file of the prescriptions' 5 MB while under 1 MB is stored.
  ctx = await createTestContext({ env: { UPLOAD_STORAGE_QUOTA_MB: "6" } });
});
afterAll(() => ctx?.close());

const prescription = async (mobile: string, bytes: Uint8Array) =>
  postForm(
    ctx,
    "/api/prescriptions",
    uploadForm(
      { name: "Priya Raman", mobileNumber: mobile },
      { field: "file", bytes, name: "rx.jpg", type: "image/jpeg" },
    ),
    await captchaHeader(ctx),
  );

/** A JPEG of about `size` bytes (its real signature, then filler). */
const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(samples.jpeg());
  return bytes;
};

describe("the uploads' storage ceiling", () => {
  it("takes uploads while they fit, then refuses with 507 before reading the body, storing nothing", async () => {
    expect((await prescription("9000000201", jpegOf(600 * 1024))).status).toBe(201);
    expect((await prescription("9000000202", jpegOf(600 * 1024))).status).toBe(201);
    // 1.2 MB stored + a file of up to 5 MB would pass 6 MB.
    const stored = await storedUploadBytes(ctx.db);
    expect(stored).toBeGreaterThan(MB);
    const refused = await prescription("9000000203", jpegOf(10 * 1024));
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ error: "storage-full", message: storageFullMessage });
    expect(
      await ctx.db.select().from(submissions).where(eq(submissions.mobileNumber, "9000000203")),
    ).toEqual([]);
    expect(await storedUploadBytes(ctx.db)).toBe(stored);
    expect(await unlinkedParts(ctx)).toEqual([]);
    expect(ctx.logger.records.filter((r) => r.event === "uploads.storage-quota-reached")).toEqual([
      expect.objectContaining({ level: "error", storedBytes: stored, quotaBytes: 6 * MB }),
    ]);
  });

  it("takes uploads again once space is freed", async () => {
    await ctx.db.delete(submissionFileParts);
    expect((await prescription("9000000204", jpegOf(10 * 1024))).status).toBe(201);
  });
});
