import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  reportAccess,
  submissionFiles,
  submissions,
  type UploadKind,
  uploadReservations,
  usedCaptchaChallenges,
} from "../../db/schema.ts";
import {
  grantReportAccess,
  reportAccessLifetimeMs,
  resolveReportAccess,
  revokeReportAccess,
} from "../reports/report-access.ts";
import { newStoredKey, putFile } from "../uploads/file-store.ts";
import { uploadRetentionDays } from "../uploads/upload-retention.ts";
import { storedUpload } from "../uploads/uploads.test-support.ts";
import { pruneExpired } from "./maintenance.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const proof = (mobileNumber: string) => ({ kind: "mobile" as const, mobileNumber });

const DAY = 24 * 60 * 60 * 1000;

/** An upload of `kind` made `daysAgo`, with its file in the store. */
const uploadMade = (kind: UploadKind, daysAgo: number) =>
  storedUpload(ctx, {
    kind,
    bytes: new TextEncoder().encode(`%PDF-1.4 ${kind} ${daysAgo}`),
    createdAt: new Date(ctx.clock().getTime() - daysAgo * DAY),
  });

describe("pruneExpired", () => {
  it("deletes exactly the uploads past their kind's retention, their rows and their bytes", async () => {
    const { prescription, "career-application": application } = uploadRetentionDays;
    const oldRx = await uploadMade("prescription", prescription + 1);
    const keptRx = await uploadMade("prescription", prescription - 1);
    const keptCv = await uploadMade("career-application", prescription + 1);
    const oldCv = await uploadMade("career-application", application + 1);

    await pruneExpired(ctx.deps, ctx.clock());

    const left = (await ctx.db.select({ id: submissions.id }).from(submissions)).map((r) => r.id);
    expect(left.sort()).toEqual([keptRx.submissionId, keptCv.submissionId].sort());
    const rows = (await ctx.db.select().from(submissionFiles)).map((file) => file.id);
    expect(rows.sort()).toEqual([keptRx.fileId, keptCv.fileId].sort());
    const stored: string[] = [];
    for await (const key of ctx.files.keys()) stored.push(key);
    expect(stored.sort()).toEqual([keptRx.storedKey, keptCv.storedKey].sort());
    expect(stored).not.toContain(oldRx.storedKey);
    expect(stored).not.toContain(oldCv.storedKey);
  });

  it("deletes stored files no row names once a day old, and lapsed reservations", async () => {
    const now = ctx.clock();
    const owned = await uploadMade("prescription", 3);
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    // Left by a server that died between writing a file and its transaction.
    const orphan = newStoredKey("prescription", randomUUID(), day(2));
    const inFlight = newStoredKey("prescription", randomUUID(), now);
    await putFile(ctx.files, orphan, new Uint8Array(10));
    await putFile(ctx.files, inFlight, new Uint8Array(10));
    await ctx.db.insert(uploadReservations).values([
      { bytes: 5, expiresAt: new Date(now.getTime() - 1) },
      { bytes: 7, expiresAt: new Date(now.getTime() + 60_000) },
    ]);

    await pruneExpired(ctx.deps, now);

    const stored: string[] = [];
    for await (const key of ctx.files.keys()) stored.push(key);
    expect(stored).toContain(owned.storedKey);
    expect(stored).toContain(inFlight);
    expect(stored).not.toContain(orphan);
    const reservations = await ctx.db.select().from(uploadReservations);
    expect(reservations.map((row) => row.bytes)).toEqual([7]);
  });

  it("deletes expired and revoked report access, and keeps live access usable", async () => {
    const start = ctx.clock();
    const expired = await grantReportAccess(ctx.db, proof("9000000201"), start);
    const revoked = await grantReportAccess(ctx.db, proof("9000000202"), start);
    await revokeReportAccess(ctx.db, revoked.token, start);
    ctx.clock.advance(reportAccessLifetimeMs - 60_000);
    const live = await grantReportAccess(ctx.db, proof("9000000203"), ctx.clock());
    ctx.clock.advance(60_001);

    await pruneExpired(ctx.deps, ctx.clock());

    const left = await ctx.db.select({ mobile: reportAccess.mobileNumber }).from(reportAccess);
    expect(left).toEqual([{ mobile: "9000000203" }]);
    expect(await resolveReportAccess(ctx.db, live.token, ctx.clock())).toMatchObject({
      proof: proof("9000000203"),
    });
    expect(await resolveReportAccess(ctx.db, expired.token, ctx.clock())).toBeUndefined();
  });

  it("deletes redeemed captchas past their expiry and keeps the live ones", async () => {
    const now = ctx.clock();
    await ctx.db.insert(usedCaptchaChallenges).values([
      { signature: "prune-expired", expiresAt: new Date(now.getTime() - 1) },
      { signature: "prune-live", expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await pruneExpired(ctx.deps, now);
    const left = await ctx.db
      .select({ signature: usedCaptchaChallenges.signature })
      .from(usedCaptchaChallenges);
    expect(left.map((row) => row.signature)).toContain("prune-live");
    expect(left.map((row) => row.signature)).not.toContain("prune-expired");
  });
});
