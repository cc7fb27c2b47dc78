import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { reportAccess, usedCaptchaChallenges } from "../../db/schema.ts";
import {
  grantReportAccess,
  reportAccessLifetimeMs,
  resolveReportAccess,
  revokeReportAccess,
} from "../reports/report-access.ts";
import { pruneExpired } from "./maintenance.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const proof = (mobileNumber: string) => ({ kind: "mobile" as const, mobileNumber });

describe("pruneExpired", () => {
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
