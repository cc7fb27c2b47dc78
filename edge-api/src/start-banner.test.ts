import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../test/context.ts";
import { DEV_ADMIN_PASSWORD, parseEnv } from "./env.ts";
import { startBanner } from "./start-banner.ts";

const URL = "http://localhost:8787";

describe("the start banner", () => {
  it("says loudly that an unset NODE_ENV is development, what that opens, and how to deploy", () => {
    const banner = startBanner(parseEnv({}), URL);
    expect(banner).toContain("DEVELOPMENT MODE (NODE_ENV=development): not for a deployment.");
    expect(banner).toContain(
      `OTP inbox, to requests from this machine only: ${URL}/api/dev/sms-outbox?mobile=`,
    );
    expect(banner).toContain(
      `admin@vyom.example / ${DEV_ADMIN_PASSWORD} (development password: signs in from this machine only)`,
    );
    expect(banner).toContain("Demo customers' reports and demo transactions");
    expect(banner).toContain("The test payment gateway");
    expect(banner).toContain("The legacy customer simulator");
    expect(banner).toContain("The MSG91 simulator instead of real SMS");
    expect(banner).toContain("The LeadSquared simulator instead of the real CRM");
    expect(banner).toContain("Listening on 0.0.0.0: other machines on the network can reach it");
    expect(banner).toContain("For a deployment set NODE_ENV=production");
  });

  it("never prints an admin password of one's own", () => {
    const banner = startBanner(
      parseEnv({ ADMIN_PASSWORD: "a-password-of-my-own", HOST: "127.0.0.1" }),
      URL,
    );
    expect(banner).not.toContain("a-password-of-my-own");
    expect(banner).toContain("your ADMIN_PASSWORD");
    expect(banner).not.toContain("Listening on");
  });

  it("in production lists where the server is, and nothing about development", () => {
    const banner = startBanner(parseEnv(PRODUCTION_ENV), URL);
    expect(banner).toBe(`Vyom Diagnostics is running at ${URL}\n  API health: ${URL}/api/health`);
  });
});
