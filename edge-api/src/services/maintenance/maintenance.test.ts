import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  reportAccess,
  submissionFileParts,
  submissionFiles,
  submissions,
  usedCaptchaChallenges,
} from "../../db/schema.ts";
import {
  grantReportAccess,
  reportAccessLifetimeMs,
  resolveReportAccess,
  revokeReportAccess,
} from "../reports/report-access.ts";
import { uploadRetentionDays } from "../uploads/upload-retention.ts";
import { pruneExpired } from "./maintenance.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const proof = (mobileNumber: string) => ({ kind: "mobile" as const, mobileNumber });

const DAY = 24 * 60 * 60 * 1000;

/** An upload of `kind` made `daysAgo`, with its file of one part; answers its submission id. */
async function uploadMade(kind: "prescription" | "career-application", daysAgo: number) {
  const at = new Date(ctx.clock().getTime() - daysAgo * DAY);
  const [row] = await ctx.db
    .insert(submissions)
    .values({ kind, name: "Priya Raman", mobileNumber: "9000000301", payload: {}, createdAt: at })
    .returning({ id: submissions.id });
  const submissionId = row?.id ?? "";
  const [file] = await ctx.db
    .insert(submissionFiles)
    .values({
      submissionId,
      fileName: "x.pdf",
      contentType: "application/pdf",
      sizeBytes: 4,
      sha256: "0".repeat(64),
      createdAt: at,
    })
    .returning({ id: submissionFiles.id });
  await ctx.db
    .insert(submissionFileParts)
    .values({ fileId: file?.id ?? "", seq: 0, content: new Uint8Array(4), createdAt: at });
  return { submissionId, fileId: file?.id ?? "" };
}

describe("pruneExpired", () => {
  it("deletes uploads past their kind's retention with their files, and keeps the rest", async () => {
    const { prescription, "career-application": application } = uploadRetentionDays;
    const oldRx = await uploadMade("prescription", prescription + 1);
    const keptRx = await uploadMade("prescription", prescription - 1);
    const keptCv = await uploadMade("career-application", prescription + 1);
    const oldCv = await uploadMade("career-application", application + 1);

    await pruneExpired(ctx.db, ctx.clock());

    const left = (await ctx.db.select({ id: submissions.id }).from(submissions)).map((r) => r.id);
    expect(left.sort()).toEqual([keptRx.submissionId, keptCv.submissionId].sort());
    const parts = (await ctx.db.select().from(submissionFileParts)).map((p) => p.fileId);
    expect(parts.sort()).toEqual([keptRx.fileId, keptCv.fileId].sort());
    expect(parts).not.toContain(oldRx.fileId);
    expect(parts).not.toContain(oldCv.fileId);
  });

  it("deletes expired and revoked report access, and keeps live access usable", async () => {
    const start = ctx.clock();
    const expired = await grantReportAccess(ctx.db, proof("9000000201"), start);
    const revoked = await grantReportAccess(ctx.db, proof("9000000202"), start);
    await revokeReportAccess(ctx.db, revoked.token, start);
    ctx.clock.advance(reportAccessLifetimeMs - 60_000);
    const live = await grantReportAccess(ctx.db, proof("9000000203"), ctx.clock());
    ctx.clock.advance(60_001);

    await pruneExpired(ctx.db, ctx.clock());

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
    await pruneExpired(ctx.db, now);
    const left = await ctx.db
      .select({ signature: usedCaptchaChallenges.signature })
      .from(usedCaptchaChallenges);
    expect(left.map((row) => row.signature)).toContain("prune-live");
    expect(left.map((row) => row.signature)).not.toContain("prune-expired");
  });
});
