import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { createInMemoryUsedChallenges } from "../../../test/support/captcha/in-memory-used-challenges.ts";
import { otpChallenges } from "../../db/schema.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMetrics } from "../../metrics.ts";
import { createAltchaCaptcha } from "../captcha/altcha-captcha.ts";
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
    // The service's own rules, not the day's budgets (routes/auth/otp-send-budgets.routes.test.ts).
    env: {
      OTP_DAILY_SMS_PER_NUMBER: 1_000,
      OTP_DAILY_SMS_PER_ADDRESS_GROUP: 1_000,
      OTP_DAILY_SMS_PER_NUMBER_PREFIX: 1_000,
      OTP_ADDRESS_GROUP_CAPTCHA: "off",
    },
  });
  const lastCode = () => sent.at(-1)?.code ?? "";
  // One browser (one binding, http/otp-client.ts) unless a test says otherwise.
  const send = (mobile: string, client: string, purpose: OtpPurpose = "login", binding = "b-1") =>
    otp.send({ mobile, purpose, client, binding, remoteIp: client, captcha: undefined });
  const check = (
    mobile: string,
    code: string,
    client: string,
    purpose: OtpPurpose = "login",
    binding: string | undefined = "b-1",
  ) => otp.check({ mobile, code, purpose, client, binding });
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

  it("compares a code only with checks from the client that asked for it", async () => {
    const { lastCode, send, check, clock, sent } = setup();
    const mobile = "9000000004";
    await send(mobile, "addr-4", "login", "owner");
    const code = lastCode();
    // Another browser's guesses, and the right code without any binding: never compared.
    for (let i = 0; i < 5; i++) {
      expect(
        await check(
          mobile,
          String((Number(code) + 1 + i) % 100_000).padStart(5, "0"),
          "addr-x",
          "login",
          "stranger",
        ),
      ).toEqual({ status: "incorrect" });
    }
    expect(await check(mobile, code, "addr-x", "login", "stranger")).toEqual({
      status: "incorrect",
    });
    expect(await check(mobile, code, "addr-x", "login", undefined)).toEqual({
      status: "incorrect",
    });
    const [row] = await database.handle.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, mobile));
    expect(row?.failedAttempts).toBe(0);
    // A stranger's own send to the number (past the cool-down) does not kill the owner's code.
    clock.advance(60_000);
    expect(await send(mobile, "addr-y", "login", "stranger")).toEqual({
      status: "sent",
      resendAfterSeconds: 40,
    });
    expect(sent).toHaveLength(2);
    expect((await check(mobile, code, "addr-4", "login", "owner")).status).toBe("correct");
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
