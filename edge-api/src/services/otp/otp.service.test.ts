import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { otpChallenges } from "../../db/schema.ts";
import type { SmsSender } from "../sms/sms.ts";
import { createOtpService } from "./otp.service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function setup() {
  const sent: { mobile: string; code: string }[] = [];
  const sms: SmsSender = {
    async sendOtp(mobile, code) {
      sent.push({ mobile, code });
    },
  };
  const clock = createTestClock(new Date(Date.UTC(2030, 5, 1, 8)));
  const otp = createOtpService({ db: database.handle.db, clock, secretKey: "k".repeat(32), sms });
  const lastCode = () => sent.at(-1)?.code ?? "";
  return { otp, sent, clock, lastCode };
}

describe("OTP service", () => {
  it("stores only a keyed hash of the code", async () => {
    const { otp, lastCode } = setup();
    await otp.send("9000000001", "addr-1");
    const rows = await database.handle.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, "9000000001"));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(lastCode());
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("compares at most 5 tries against one code, even when they arrive together", async () => {
    const { otp, lastCode } = setup();
    const mobile = "9000000002";
    await otp.send(mobile, "addr-2");
    const code = lastCode();
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 100_000).padStart(5, "0"),
    );
    guesses[29] = code;
    const results = await Promise.all(guesses.map((g, i) => otp.check(mobile, g, `addr-c${i}`)));
    // Whatever order they ran in, exactly 5 were compared (each holds one of the code's tries):
    // the correct guess passes only if it was among them.
    expect(results.filter((r) => r.status === "correct").length).toBeLessThanOrEqual(1);
    const [row] = await database.handle.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, mobile));
    expect(row?.failedAttempts).toBe(5);
  });

  it("a correct code released after a failed action can be used again, once", async () => {
    const { otp, lastCode } = setup();
    const mobile = "9000000003";
    await otp.send(mobile, "addr-3");
    const first = await otp.check(mobile, lastCode(), "addr-3");
    expect(first.status).toBe("correct");
    if (first.status !== "correct") return;
    await otp.release(first.challengeId);
    const second = await otp.check(mobile, lastCode(), "addr-3");
    expect(second.status).toBe("correct");
    if (second.status !== "correct") return;
    expect(await otp.consume(second.challengeId)).toBe(true);
    expect(await otp.consume(second.challengeId)).toBe(false);
    expect(await otp.hasRecentVerification(mobile)).toBe(true);
  });
});
