import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { otpChallenges } from "../../db/schema.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMetrics } from "../../metrics.ts";
import { createAltchaCaptcha } from "../captcha/altcha-captcha.ts";
import { createInMemoryUsedChallenges } from "../captcha/in-memory-used-challenges.ts";
import type { SmsSender } from "../sms/sms.ts";
import { createOtpService, type OtpPurpose } from "./otp.service.ts";

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
  const secretKey = "k".repeat(32);
  const otp = createOtpService({
    db: database.handle.db,
    clock,
    logger: createMemoryLogger(),
    metrics: createMetrics(),
    secretKey,
    sms,
    captcha: createAltchaCaptcha({
      secretKey,
      now: clock,
      usedChallenges: createInMemoryUsedChallenges(),
    }),
    smsDailyBudget: 1_000,
  });
  const lastCode = () => sent.at(-1)?.code ?? "";
  const send = (mobile: string, client: string, purpose: OtpPurpose = "login") =>
    otp.send({ mobile, purpose, client, remoteIp: client, captcha: undefined });
  const check = (mobile: string, code: string, client: string, purpose: OtpPurpose = "login") =>
    otp.check({ mobile, code, purpose, client });
  return { otp, sent, clock, lastCode, send, check };
}

describe("OTP service", () => {
  it("stores only a keyed hash of the code", async () => {
    const { lastCode, send } = setup();
    await send("9000000001", "addr-1");
    const rows = await database.handle.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, "9000000001"));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(lastCode());
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("compares at most 5 tries against one code, even when they arrive together", async () => {
    const { lastCode, send, check } = setup();
    const mobile = "9000000002";
    await send(mobile, "addr-2");
    const code = lastCode();
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 100_000).padStart(5, "0"),
    );
    guesses[29] = code;
    const results = await Promise.all(guesses.map((g, i) => check(mobile, g, `addr-c${i}`)));
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
    const { otp, lastCode, send, check } = setup();
    const mobile = "9000000003";
    await send(mobile, "addr-3");
    const first = await check(mobile, lastCode(), "addr-3");
    expect(first.status).toBe("correct");
    if (first.status !== "correct") return;
    await otp.release(first.challengeId);
    const second = await check(mobile, lastCode(), "addr-3");
    expect(second.status).toBe("correct");
    if (second.status !== "correct") return;
    expect(await otp.consume(second.challengeId)).toBe(true);
    expect(await otp.consume(second.challengeId)).toBe(false);
  });
});
