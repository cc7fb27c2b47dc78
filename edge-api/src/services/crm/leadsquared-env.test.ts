import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../../../test/context.ts";
import { EnvError, parseEnv } from "../../env.ts";
import { callBudgetShape } from "./crm-call-budget.ts";

function messageOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted the configuration");
}

describe("LeadSquared configuration", () => {
  it("uses the simulator outside production when nothing is set", () => {
    expect(parseEnv({}).LEADSQUARED_API_URL).toBeUndefined();
  });

  it("refuses production without LeadSquared, naming each variable", () => {
    const message = messageOf({
      ...PRODUCTION_ENV,
      LEADSQUARED_API_URL: undefined,
      LEADSQUARED_ACCESS_KEY: undefined,
      LEADSQUARED_SECRET_KEY: "",
    });
    expect(message).toContain("LEADSQUARED_API_URL: required when NODE_ENV=production");
    expect(message).toContain("LEADSQUARED_ACCESS_KEY: required");
    expect(message).toContain("LEADSQUARED_SECRET_KEY: required");
  });

  it("requires both keys with LEADSQUARED_API_URL in any mode", () => {
    const message = messageOf({ LEADSQUARED_API_URL: "https://api-in21.leadsquared.com" });
    expect(message).toContain("LEADSQUARED_ACCESS_KEY");
    expect(message).toContain("LEADSQUARED_SECRET_KEY");
  });

  it("refuses plain HTTP in production, where the keys travel in the query string", () => {
    expect(
      messageOf({ ...PRODUCTION_ENV, LEADSQUARED_API_URL: "http://api-in21.leadsquared.com" }),
    ).toContain("LEADSQUARED_API_URL: must be https://");
    // A loopback address never leaves the machine (the bench's closed port).
    const env = parseEnv({ ...PRODUCTION_ENV, LEADSQUARED_API_URL: "http://127.0.0.1:9/" });
    expect(env.LEADSQUARED_API_URL).toBe("http://127.0.0.1:9/");
  });

  it("paces to the plan's calls per 5 s, Enterprise's 25 unless told", () => {
    expect(parseEnv({}).LEADSQUARED_CALLS_PER_5S).toBe(25);
    expect(parseEnv({ LEADSQUARED_CALLS_PER_5S: "10" }).LEADSQUARED_CALLS_PER_5S).toBe(10);
    expect(parseEnv({ LEADSQUARED_CALLS_PER_5S: " " }).LEADSQUARED_CALLS_PER_5S).toBe(25);
    for (const ok of ["4", "1000"]) {
      const plan = parseEnv({ LEADSQUARED_CALLS_PER_5S: ok }).LEADSQUARED_CALLS_PER_5S;
      // Every plan it accepts makes a budget that holds a retry and refills.
      expect(() => callBudgetShape(plan)).not.toThrow();
    }
    for (const bad of ["3", "2", "0", "-25", "1001", "12.5", "twenty-five", "25 calls"]) {
      expect(messageOf({ LEADSQUARED_CALLS_PER_5S: bad })).toContain(
        "LEADSQUARED_CALLS_PER_5S: must be a whole number from 4 to 1000: the API calls per 5 seconds of the LeadSquared plan",
      );
    }
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv(PRODUCTION_ENV);
    expect(env.LEADSQUARED_API_URL).toBe(PRODUCTION_ENV.LEADSQUARED_API_URL);
    expect(env.LEADSQUARED_ACCESS_KEY).toBe(PRODUCTION_ENV.LEADSQUARED_ACCESS_KEY);
  });
});
