/** Which payment adapter a configuration gets, and which configurations are refused. */
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV, TEST_ENV } from "../../../test/context.ts";
import { parseEnv } from "../../env.ts";
import { createPaymentGateway } from "./create-payment-gateway.ts";

const clock = () => new Date();
const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, ...noRazorpay } =
  PRODUCTION_ENV;
const keys = { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET };

describe("payment adapter configuration", () => {
  it("production with Razorpay's keys runs Razorpay against api.razorpay.com", async () => {
    const env = parseEnv(PRODUCTION_ENV);
    expect(env.RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    expect((await createPaymentGateway({ env, clock })).name).toBe("razorpay");
  });

  it("production without them is refused, naming each", () => {
    expect(() => parseEnv(noRazorpay)).toThrow(
      /RAZORPAY_KEY_ID: required when NODE_ENV=production/,
    );
    expect(() => parseEnv({ ...PRODUCTION_ENV, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: required/,
    );
  });

  it("production refuses plain http to a remote API (the key secret travels in a header)", () => {
    expect(() =>
      parseEnv({ ...PRODUCTION_ENV, RAZORPAY_API_URL: "http://api.razorpay.example" }),
    ).toThrow(/RAZORPAY_API_URL: must be https/);
  });

  it("outside production: all unset keeps the test gateway; a partial set is refused", async () => {
    expect((await createPaymentGateway({ env: parseEnv(TEST_ENV), clock })).name).toBe("test");
    // Outside production the keys may reach only a simulator on this machine (env.test.ts).
    const simulator = { ...keys, RAZORPAY_API_URL: "http://127.0.0.1:9" };
    const withKeys = parseEnv({ ...TEST_ENV, ...simulator });
    expect((await createPaymentGateway({ env: withKeys, clock })).name).toBe("razorpay");
    expect(() => parseEnv({ ...TEST_ENV, RAZORPAY_KEY_ID })).toThrow(/go together/);
    expect(() => parseEnv({ ...TEST_ENV, ...keys, RAZORPAY_KEY_ID: "not-a-key" })).toThrow(
      /RAZORPAY_KEY_ID/,
    );
  });
});
