import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../../../test/context.ts";
import { parseEnv } from "../../env.ts";

describe("the OTP-send budgets' configuration", () => {
  it("defaults to the production sizes, the address groups' captcha on", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env).toMatchObject({
      OTP_DAILY_SMS_PER_NUMBER: 10,
      OTP_DAILY_SMS_PER_ADDRESS_GROUP: 200,
      OTP_DAILY_SMS_PER_NUMBER_PREFIX: 50,
      OTP_ADDRESS_GROUP_CAPTCHA: "on",
    });
  });

  it("refuses to start in production with the address groups' captcha off, naming it", () => {
    expect(parseEnv(PRODUCTION_ENV).OTP_ADDRESS_GROUP_CAPTCHA).toBe("on");
    expect(() => parseEnv({ ...PRODUCTION_ENV, OTP_ADDRESS_GROUP_CAPTCHA: "off" })).toThrow(
      /OTP_ADDRESS_GROUP_CAPTCHA: must be on when NODE_ENV=production/,
    );
  });

  it("refuses a budget that is not a whole number of messages", () => {
    expect(() => parseEnv({ OTP_DAILY_SMS_PER_NUMBER: "0" })).toThrow(
      /OTP_DAILY_SMS_PER_NUMBER: must be a whole number of messages, at least 1/,
    );
    expect(() => parseEnv({ OTP_ADDRESS_GROUP_CAPTCHA: "maybe" })).toThrow(
      /OTP_ADDRESS_GROUP_CAPTCHA: must be "on" or "off"/,
    );
  });
});
