import { describe, expect, it, vi } from "vitest";
import { PRODUCTION_ENV } from "../test/context.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, EnvError, parseEnv } from "./env.ts";

const production = PRODUCTION_ENV;
/** The development SECRET_KEY of earlier versions, in the repository's history for anyone. */
const PUBLISHED_SECRET_KEY = "vyom-development-secret-key-do-not-use-in-production";

function messageOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted the configuration");
}

describe("parseEnv", () => {
  it("gives development defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 8787,
      HOST: "0.0.0.0",
      DATA_DIR: "./.data",
      ADMIN_EMAIL: DEV_ADMIN_EMAIL,
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      CAPTCHA_PROVIDER: "altcha",
      TRUSTED_PROXY_HOPS: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LEGACY_API_URL).toBeUndefined();
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
    expect(env.SECRET_KEY.length).toBeGreaterThanOrEqual(32);
    expect(env.PWA_DIST).toMatch(/pwa[/\\]dist$/);
  });

  it("with NODE_ENV unset is development, with a SECRET_KEY of this run that no one else knows", async () => {
    const env = parseEnv({ NODE_ENV: undefined, SECRET_KEY: "" });
    expect(env.NODE_ENV).toBe("development");
    expect(env.SECRET_KEY).not.toBe(PUBLISHED_SECRET_KEY);
    expect(env.SECRET_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // One key for the whole run, so what was signed earlier in it still checks...
    expect(parseEnv({}).SECRET_KEY).toBe(env.SECRET_KEY);
    // ...and another in the next run: not a constant anyone could read in the repository.
    vi.resetModules();
    const nextRun = await import("./env.ts");
    expect(nextRun.parseEnv({}).SECRET_KEY).not.toBe(env.SECRET_KEY);
  });

  it("treats empty values as unset and parses the rest", () => {
    const env = parseEnv({
      PORT: "18787",
      PUBLIC_ORIGIN: "https://book.vyom.example/",
      ADMIN_EMAIL: "Ops@Vyom.Example",
      LEGACY_API_URL: "",
      HOST: "  ",
    });
    expect(env.PORT).toBe(18787);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.LEGACY_API_URL).toBeUndefined();
    expect(env.PUBLIC_ORIGIN).toBe("https://book.vyom.example");
    expect(env.ADMIN_EMAIL).toBe("ops@vyom.example");
  });

  it("parses TRUSTED_PROXY_HOPS as a small whole number", () => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(0);
    for (const bad of ["-1", "1.5", "two"]) {
      expect(messageOf({ TRUSTED_PROXY_HOPS: bad })).toContain(
        "TRUSTED_PROXY_HOPS: must be a whole number of proxies (0 when none)",
      );
    }
    expect(messageOf({ TRUSTED_PROXY_HOPS: "11" })).toContain(
      "TRUSTED_PROXY_HOPS: must be at most 10 proxies",
    );
  });

  it("requires admin two-factor sign-in in production unless told otherwise", () => {
    expect(parseEnv({}).ADMIN_TWO_FACTOR).toBe("optional");
    expect(parseEnv(production).ADMIN_TWO_FACTOR).toBe("required");
    expect(parseEnv({ ...production, ADMIN_TWO_FACTOR: "optional" }).ADMIN_TWO_FACTOR).toBe(
      "optional",
    );
    expect(parseEnv({ ADMIN_TWO_FACTOR: "required" }).ADMIN_TWO_FACTOR).toBe("required");
    expect(messageOf({ ADMIN_TWO_FACTOR: "sometimes" })).toContain("ADMIN_TWO_FACTOR");
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv(production);
    expect(env.NODE_ENV).toBe("production");
    expect(env.ADMIN_PASSWORD).toBe(production.ADMIN_PASSWORD);
  });

  it("refuses production without admin credentials", () => {
    const message = messageOf({ ...production, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(message).toContain("ADMIN_EMAIL: required when NODE_ENV=production");
    expect(message).toContain("ADMIN_PASSWORD: required when NODE_ENV=production");
  });

  it("refuses production without the legacy service (the simulator is for development)", () => {
    expect(messageOf({ ...production, LEGACY_API_URL: undefined })).toContain(
      "LEGACY_API_URL: required when NODE_ENV=production",
    );
  });

  it("refuses production without DATABASE_URL (embedded PGlite is one process's files)", () => {
    expect(messageOf({ ...production, DATABASE_URL: undefined })).toContain(
      "DATABASE_URL: required when NODE_ENV=production",
    );
  });

  it("refuses production with the development admin password", () => {
    expect(messageOf({ ...production, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD })).toContain(
      "ADMIN_PASSWORD",
    );
  });

  it("refuses production without a SECRET_KEY of 32+ characters", () => {
    expect(messageOf({ ...production, SECRET_KEY: undefined })).toContain("SECRET_KEY");
    expect(messageOf({ ...production, SECRET_KEY: "short" })).toContain("SECRET_KEY");
    expect(messageOf({ ...production, SECRET_KEY: PUBLISHED_SECRET_KEY })).toContain("SECRET_KEY");
  });

  it("names every bad variable", () => {
    const message = messageOf({
      NODE_ENV: "staging",
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      ADMIN_EMAIL: "nope",
      CAPTCHA_PROVIDER: "hcaptcha",
    });
    for (const name of ["NODE_ENV", "PORT", "DATABASE_URL", "ADMIN_EMAIL", "CAPTCHA_PROVIDER"]) {
      expect(message).toContain(`${name}:`);
    }
  });

  it("requires RECAPTCHA_SECRET with the recaptcha provider", () => {
    expect(messageOf({ CAPTCHA_PROVIDER: "recaptcha" })).toContain("RECAPTCHA_SECRET");
    expect(
      parseEnv({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SECRET: "x" }).CAPTCHA_PROVIDER,
    ).toBe("recaptcha");
  });

  it("requires the legacy credentials with LEGACY_API_URL", () => {
    expect(messageOf({ LEGACY_API_URL: "https://legacy.example/api" })).toContain(
      "LEGACY_API_USER",
    );
    const env = parseEnv({
      LEGACY_API_URL: "http://127.0.0.1:8788/api",
      LEGACY_API_USER: "u",
      LEGACY_API_PASSWORD: "p",
    });
    expect(env.LEGACY_API_URL).toBe("http://127.0.0.1:8788/api");
  });

  it("refuses production without MSG91, naming each missing variable (the simulator delivers nothing)", () => {
    const message = messageOf({
      ...production,
      MSG91_AUTH_KEY: undefined,
      MSG91_OTP_TEMPLATE_ID: undefined,
      MSG91_VISIT_TEMPLATE_IDS: undefined,
      MSG91_SCAN_TEMPLATE_ID: undefined,
      MSG91_SENDER_ID: undefined,
    });
    for (const name of [
      "MSG91_AUTH_KEY",
      "MSG91_OTP_TEMPLATE_ID",
      "MSG91_VISIT_TEMPLATE_IDS",
      "MSG91_SCAN_TEMPLATE_ID",
      "MSG91_SENDER_ID",
    ]) {
      expect(message).toContain(`${name}: required when NODE_ENV=production`);
    }
    expect(messageOf({ ...production, MSG91_SENDER_ID: undefined })).toContain("MSG91_SENDER_ID");
    expect(messageOf({ ...production, MSG91_SCAN_TEMPLATE_ID: undefined })).toContain(
      "MSG91_SCAN_TEMPLATE_ID: required when NODE_ENV=production",
    );
  });

  it("takes MSG91's OTP API template only with MSG91's other settings (the simulator has its own)", () => {
    expect(parseEnv({ ...production, MSG91_OTP_API_TEMPLATE_ID: "otp-api-1" })).toMatchObject({
      MSG91_OTP_API_TEMPLATE_ID: "otp-api-1",
    });
    expect(parseEnv(production).MSG91_OTP_API_TEMPLATE_ID).toBeUndefined();
    expect(messageOf({ MSG91_OTP_API_TEMPLATE_ID: "otp-api-1" })).toContain(
      "MSG91_OTP_API_TEMPLATE_ID: goes with MSG91_AUTH_KEY",
    );
    // Production on the OTP API still needs every MSG91 setting: never the simulator.
    expect(
      messageOf({
        ...production,
        MSG91_AUTH_KEY: undefined,
        MSG91_OTP_API_TEMPLATE_ID: "otp-api-1",
      }),
    ).toContain("MSG91_AUTH_KEY: required when NODE_ENV=production");
  });

  it("reads the templates in other languages, and stops on a bad pair naming it", () => {
    expect(
      parseEnv({ ...production, MSG91_TEMPLATE_IDS_BY_LANGUAGE: "ta:otp=t1,ta:confirmed=t2" })
        .MSG91_TEMPLATE_IDS_BY_LANGUAGE,
    ).toEqual({ ta: { otp: "t1", confirmed: "t2" } });
    expect(parseEnv(production).MSG91_TEMPLATE_IDS_BY_LANGUAGE).toBeUndefined();
    expect(
      messageOf({ ...production, MSG91_TEMPLATE_IDS_BY_LANGUAGE: "ta:otp=t1,fr:otp=t2" }),
    ).toContain('MSG91_TEMPLATE_IDS_BY_LANGUAGE: "fr:otp=t2" names no other language');
    expect(messageOf({ ...production, MSG91_TEMPLATE_IDS_BY_LANGUAGE: "ta:welcome=t1" })).toContain(
      'MSG91_TEMPLATE_IDS_BY_LANGUAGE: "ta:welcome=t1" names no kind',
    );
    // The simulator registers its own in every language.
    expect(messageOf({ MSG91_TEMPLATE_IDS_BY_LANGUAGE: "ta:otp=t1" })).toContain(
      "MSG91_TEMPLATE_IDS_BY_LANGUAGE: goes with MSG91_AUTH_KEY",
    );
  });

  it("takes MSG91's settings all together, with MSG91's host by default", () => {
    expect(parseEnv({}).MSG91_API_URL).toBe("https://control.msg91.com");
    expect(parseEnv({}).MSG91_AUTH_KEY).toBeUndefined();
    const message = messageOf({ MSG91_AUTH_KEY: "key" });
    expect(message).toContain("MSG91_OTP_TEMPLATE_ID: MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID");
    expect(message).toContain("MSG91_VISIT_TEMPLATE_IDS:");
    expect(message).toContain("MSG91_SCAN_TEMPLATE_ID:");
    expect(message).toContain("MSG91_SENDER_ID:");
    expect(parseEnv(production).MSG91_SENDER_ID).toBe(production.MSG91_SENDER_ID);
  });

  it("refuses a sender id that is not DLT's 6 letters, plain http to MSG91 in production, and a short delivery-report token", () => {
    for (const bad of ["VYOM", "vyomdx", "VYOMDX1"]) {
      expect(messageOf({ ...production, MSG91_SENDER_ID: bad })).toContain(
        "MSG91_SENDER_ID: must be the 6-letter sender id",
      );
    }
    expect(messageOf({ ...production, MSG91_API_URL: "http://control.msg91.com" })).toContain(
      "MSG91_API_URL: must be https in production",
    );
    expect(parseEnv({ ...production, MSG91_API_URL: "http://127.0.0.1:9" }).MSG91_API_URL).toBe(
      "http://127.0.0.1:9",
    );
    expect(messageOf({ MSG91_DLR_TOKEN: "short" })).toContain("MSG91_DLR_TOKEN");
    expect(messageOf({ MSG91_DLR_TOKEN: `${"a".repeat(32)}/?` })).toContain("MSG91_DLR_TOKEN");
  });

  it("takes a metrics token of 32+ header-safe characters and refuses a short or unsafe one", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    const token = "Abc_def-0123456789.~+/=xyzXYZ0123";
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(messageOf({ METRICS_TOKEN: "short" })).toContain("METRICS_TOKEN: must be at least 32");
    expect(messageOf({ METRICS_TOKEN: `${"a".repeat(32)} b` })).toContain("METRICS_TOKEN");
  });
});

/** Every mode but production; an empty NODE_ENV is an unset one. */
const NOT_PRODUCTION = [undefined, "", "development", "test"];
const DATABASE_URL = "postgres://vyom@db.vyom.example:5432/vyom";
const SET_NODE_ENV = "Set NODE_ENV=production";
/** Each real provider's keys, as production sets them (their default or real addresses). */
const REAL_PROVIDERS = {
  MSG91: {
    MSG91_AUTH_KEY: production.MSG91_AUTH_KEY,
    MSG91_OTP_TEMPLATE_ID: production.MSG91_OTP_TEMPLATE_ID,
    MSG91_VISIT_TEMPLATE_IDS: production.MSG91_VISIT_TEMPLATE_IDS,
    MSG91_SCAN_TEMPLATE_ID: production.MSG91_SCAN_TEMPLATE_ID,
    MSG91_SENDER_ID: production.MSG91_SENDER_ID,
  },
  Razorpay: {
    RAZORPAY_KEY_ID: production.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: production.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: production.RAZORPAY_WEBHOOK_SECRET,
  },
  LeadSquared: {
    LEADSQUARED_API_URL: production.LEADSQUARED_API_URL,
    LEADSQUARED_ACCESS_KEY: production.LEADSQUARED_ACCESS_KEY,
    LEADSQUARED_SECRET_KEY: production.LEADSQUARED_SECRET_KEY,
  },
  "the legacy service": {
    LEGACY_API_URL: production.LEGACY_API_URL,
    LEGACY_API_USER: production.LEGACY_API_USER,
    LEGACY_API_PASSWORD: production.LEGACY_API_PASSWORD,
  },
};
/** A key the refusal names for each provider. */
const NAMED = {
  MSG91: "MSG91_AUTH_KEY",
  Razorpay: "RAZORPAY_KEY_ID",
  LeadSquared: "LEADSQUARED_ACCESS_KEY",
  "the legacy service": "LEGACY_API_PASSWORD",
};
/** The address variable of each provider, pointed at a simulator on this machine. */
const ON_LOOPBACK = {
  MSG91: { MSG91_API_URL: "http://127.0.0.1:9" },
  Razorpay: { RAZORPAY_API_URL: "http://127.0.0.1:9" },
  LeadSquared: { LEADSQUARED_API_URL: "http://127.0.0.1:9" },
  "the legacy service": { LEGACY_API_URL: "http://localhost:9" },
};

describe("a forgotten NODE_ENV (development mode with a deployment's settings)", () => {
  it.each(NOT_PRODUCTION)(
    "refuses the whole production configuration with NODE_ENV=%j, saying why and what to set",
    (nodeEnv) => {
      const message = messageOf({ ...production, NODE_ENV: nodeEnv });
      expect(message).toContain("Invalid configuration, the server will not start:");
      expect(message).toMatch(/ {2}NODE_ENV: is (development|test)/);
      for (const name of [
        "DATABASE_URL",
        "MSG91_AUTH_KEY",
        "RAZORPAY_KEY_ID",
        "LEADSQUARED_ACCESS_KEY",
      ])
        expect(message).toContain(name);
      expect(message).toContain(
        "would seed demo data and relax cookies, HSTS and admin two-factor",
      );
      expect(message).toContain(SET_NODE_ENV);
    },
  );

  it.each(NOT_PRODUCTION)(
    "refuses DATABASE_URL alone with NODE_ENV=%j: development runs on the embedded database",
    (nodeEnv) => {
      const message = messageOf({ NODE_ENV: nodeEnv, DATABASE_URL });
      expect(message).toMatch(/NODE_ENV: is .*, but DATABASE_URL is set, as for a deployment/);
      expect(message).toContain(SET_NODE_ENV);
      if (nodeEnv !== "test")
        expect(message).toContain("is development (the default when unset or empty)");
    },
  );

  it.each(Object.keys(REAL_PROVIDERS) as (keyof typeof REAL_PROVIDERS)[])(
    "refuses %s's real keys outside production, even on the embedded database; its simulator's are fine",
    (provider) => {
      const keys = REAL_PROVIDERS[provider];
      for (const nodeEnv of NOT_PRODUCTION) {
        const message = messageOf({ NODE_ENV: nodeEnv, ...keys });
        expect(message).toMatch(/NODE_ENV: is .*, but .* set, as for a deployment/);
        expect(message).toContain(NAMED[provider]);
        expect(message).toContain(SET_NODE_ENV);
        expect(parseEnv({ NODE_ENV: nodeEnv, ...keys, ...ON_LOOPBACK[provider] }).NODE_ENV).toBe(
          nodeEnv || "development",
        );
      }
    },
  );

  it("lets a tool opt in to development on a PostgreSQL server of its own, never with real keys, never in production", () => {
    const optIn = { ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes" };
    for (const nodeEnv of NOT_PRODUCTION)
      expect(parseEnv({ NODE_ENV: nodeEnv, DATABASE_URL, ...optIn }).DATABASE_URL).toBe(
        DATABASE_URL,
      );
    const withKeys = messageOf({
      NODE_ENV: "test",
      DATABASE_URL,
      ...optIn,
      ...REAL_PROVIDERS.Razorpay,
    });
    expect(withKeys).toContain(
      "ALLOW_DEVELOPMENT_ON_DATABASE_URL: is for development on a PostgreSQL server of its own, never with real provider keys (RAZORPAY_KEY_ID",
    );
    expect(withKeys).toContain(SET_NODE_ENV);
    expect(messageOf({ ...production, ...optIn })).toContain(
      "ALLOW_DEVELOPMENT_ON_DATABASE_URL: only for development or tests",
    );
    expect(messageOf({ DATABASE_URL, ALLOW_DEVELOPMENT_ON_DATABASE_URL: "true" })).toContain(
      'ALLOW_DEVELOPMENT_ON_DATABASE_URL: must be "yes", or unset',
    );
  });
});
