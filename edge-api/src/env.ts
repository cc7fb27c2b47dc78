/**
 * The only reader of process.env (`loadEnv`, called once by server.ts; `loadMigrateEnv`, by
 * migrate.ts). `parseEnv` is pure: it takes the variables as a plain object, applies defaults,
 * and refuses unsafe production settings with one message naming every bad variable, so a
 * misconfigured server never starts half-way.
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { MAX_FILE_BYTES } from "@vyom/catalog/contract";
import { z } from "zod";
import { checkOtpSendVariables, otpSendVariables } from "./services/otp/otp-send-variables.ts";
import { parseLanguageTemplateIds } from "./services/sms/sms-languages.ts";
import { parseVisitTemplateIds } from "./services/sms/visit-messages.ts";

export const DEV_ADMIN_EMAIL = "admin@vyom.example";
export const DEV_ADMIN_PASSWORD = "vyom-admin-dev";
/**
 * SECRET_KEY when it is unset outside production: random for each run of the process, so no one
 * can mint OTP hashes, captcha solutions or payment tokens for a development server from a key
 * printed in the repository. A restart ends the codes, challenges and payment pages in flight;
 * sessions are in the database and stay.
 */
const RUN_SECRET_KEY = randomBytes(32).toString("base64url");
/** The development key of earlier versions, public in the repository's history. */
const PUBLISHED_SECRET_KEY = "vyom-development-secret-key-do-not-use-in-production";

/** The repository's pwa/dist: `npm start` builds it there when it is missing. */
export const DEFAULT_PWA_DIST = fileURLToPath(new URL("../../pwa/dist", import.meta.url));

const optionalText = z.string().trim().min(1).optional();

type NeedIssue = (path: string, message: string) => void;

/** LeadSquared: the built-in simulator outside production only; keys only over HTTPS there. */
function checkLeadSquared(
  env: {
    NODE_ENV: string;
    LEADSQUARED_API_URL?: string | undefined;
    LEADSQUARED_ACCESS_KEY?: string | undefined;
    LEADSQUARED_SECRET_KEY?: string | undefined;
  },
  need: NeedIssue,
) {
  const production = env.NODE_ENV === "production";
  if (production && !env.LEADSQUARED_API_URL)
    need(
      "LEADSQUARED_API_URL",
      "required when NODE_ENV=production: the built-in LeadSquared simulator is for development only",
    );
  // LeadSquared takes its keys in the query string: over plain HTTP anyone on the path reads them.
  const given = env.LEADSQUARED_API_URL;
  const url = given && URL.canParse(given) ? new URL(given) : undefined;
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url?.hostname ?? "");
  if (production && url?.protocol === "http:" && !loopback)
    need("LEADSQUARED_API_URL", "must be https:// when NODE_ENV=production");
  if (env.LEADSQUARED_API_URL || production) {
    for (const key of ["LEADSQUARED_ACCESS_KEY", "LEADSQUARED_SECRET_KEY"] as const)
      if (!env[key]) need(key, "required with LEADSQUARED_API_URL (and when NODE_ENV=production)");
  }
}

/** A URL on this machine: a provider's simulator, never the provider itself. */
function onLoopback(url: string | undefined): boolean {
  const host = url && URL.canParse(url) ? new URL(url).hostname : "";
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The keys each provider's real account is reached with, and the variable holding its address. */
const PROVIDER_KEYS = [
  { url: "MSG91_API_URL", keys: ["MSG91_AUTH_KEY"] },
  {
    url: "RAZORPAY_API_URL",
    keys: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  },
  { url: "LEADSQUARED_API_URL", keys: ["LEADSQUARED_ACCESS_KEY", "LEADSQUARED_SECRET_KEY"] },
  { url: "LEGACY_API_URL", keys: ["LEGACY_API_USER", "LEGACY_API_PASSWORD"] },
] as const;

/**
 * The provider keys set that would reach a real provider: those of a provider whose address is
 * not on this machine (tests and the bench point the same keys at loopback simulators).
 */
function realProviderKeys(env: Partial<Record<string, unknown>>): string[] {
  return PROVIDER_KEYS.flatMap(({ url, keys }) => {
    const address = env[url];
    if (typeof address !== "string" || onLoopback(address)) return [];
    return keys.filter((key) => env[key] !== undefined);
  });
}

/**
 * Development mode seeds demo data and relaxes cookies, HSTS and admin two-factor: a forgotten
 * NODE_ENV must not bring that to a deployment. So outside production the server runs only on the
 * embedded database with no real provider key, unless a tool (the bench) opts in to a PostgreSQL
 * server of its own, which it can never do with real provider keys.
 */
function checkDevelopmentIsLocal(
  env: {
    NODE_ENV: string;
    DATABASE_URL?: string | undefined;
    ALLOW_DEVELOPMENT_ON_DATABASE_URL?: "yes" | undefined;
  } & Partial<Record<string, unknown>>,
  need: NeedIssue,
) {
  const optIn = "ALLOW_DEVELOPMENT_ON_DATABASE_URL";
  const optedIn = env.ALLOW_DEVELOPMENT_ON_DATABASE_URL === "yes";
  if (env.NODE_ENV === "production") {
    if (optedIn) need(optIn, "only for development or tests: unset it in production");
    return;
  }
  const real = realProviderKeys(env);
  const deployment = [...(env.DATABASE_URL && !optedIn ? ["DATABASE_URL"] : []), ...real];
  if (deployment.length > 0) {
    const mode =
      env.NODE_ENV === "development"
        ? "development (the default when unset or empty)"
        : env.NODE_ENV;
    const names = `${deployment.join(", ")} ${deployment.length === 1 ? "is" : "are"}`;
    need(
      "NODE_ENV",
      `is ${mode}, but ${names} set, as for a deployment: development mode would seed demo data and relax cookies, HSTS and admin two-factor there. Set NODE_ENV=production (development runs on the embedded database, with the built-in simulators)`,
    );
  }
  if (optedIn && real.length > 0)
    need(
      optIn,
      `is for development on a PostgreSQL server of its own, never with real provider keys (${real.join(", ")})`,
    );
}

/** 10 GiB: months of uploads at the lab's volume (docs/product.md#uploaded-files). */
export const DEFAULT_FILES_QUOTA_BYTES = 10 * 1024 ** 3;
const FILES_QUOTA_MESSAGE = `must be a whole number of bytes, at least ${MAX_FILE_BYTES} (one file of the largest size the forms take)`;

const CALLS_PER_5S_MESSAGE =
  "must be a whole number from 4 to 1000: the API calls per 5 seconds of the LeadSquared plan (Pro 5, Super 10, Standard 15, Enterprise 25)";

/** The MSG91 SMS gateway (services/sms/create-sms-sender.ts); unset outside production: its simulator. */
const msg91Variables = {
  MSG91_AUTH_KEY: optionalText,
  MSG91_OTP_TEMPLATE_ID: optionalText,
  /** MSG91's OTP API template: set, OTPs go through the OTP API and can be retried by a call. */
  MSG91_OTP_API_TEMPLATE_ID: optionalText,
  MSG91_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter sender id registered on DLT, e.g. VYOMDX")
    .optional(),
  MSG91_API_URL: z.url({ protocol: /^https?$/ }).default("https://control.msg91.com"),
  /** "confirmed=<id>,technician-on-the-way=<id>,…": the visit messages' DLT templates. */
  MSG91_VISIT_TEMPLATE_IDS: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const read = parseVisitTemplateIds(value);
      if ("ids" in read) return read.ids;
      ctx.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    })
    .optional(),
  /**
   * "ta:confirmed=<id>,ta:otp=<id>,kn:scan-confirmed=<id>,…": the DLT templates in the other
   * languages (services/sms/sms-languages.ts); a language or kind left out is sent in English.
   */
  MSG91_TEMPLATE_IDS_BY_LANGUAGE: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const read = parseLanguageTemplateIds(value);
      if ("ids" in read) return read.ids;
      ctx.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    })
    .optional(),
  /** The DLT template of a scan's booking SMS (services/sms/scan-messages.ts). */
  MSG91_SCAN_TEMPLATE_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, "must be an MSG91 template id")
    .optional(),
  /** Authenticates MSG91's delivery-report webhook, which has no signature (routes/sms/). */
  MSG91_DLR_TOKEN: z
    .string()
    .trim()
    .min(32, "must be at least 32 random characters")
    .regex(/^[\w-]+$/, "must be letters, digits, _ or - (it goes in a URL)")
    .optional(),
};
const MSG91_REQUIRED = [
  "MSG91_AUTH_KEY",
  "MSG91_OTP_TEMPLATE_ID",
  "MSG91_VISIT_TEMPLATE_IDS",
  "MSG91_SCAN_TEMPLATE_ID",
  "MSG91_SENDER_ID",
] as const;

/** Razorpay (services/payments/razorpay-gateway.ts); unset outside production: the test gateway. */
const razorpayVariables = {
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(live|test)_\w{6,40}$/, "must be a Razorpay key id, e.g. rzp_live_…")
    .optional(),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
};
const RAZORPAY_REQUIRED = [
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
] as const;

function checkRazorpay(
  env: { NODE_ENV: string; RAZORPAY_API_URL: string } & Partial<
    Record<(typeof RAZORPAY_REQUIRED)[number], string>
  >,
  need: NeedIssue,
) {
  const production = env.NODE_ENV === "production";
  // Without them no one could pay, or (the test gateway) anyone could mark an order paid.
  const missing = RAZORPAY_REQUIRED.filter((name) => !env[name]);
  if (production || missing.length < RAZORPAY_REQUIRED.length) {
    for (const name of missing)
      need(
        name,
        production
          ? "required when NODE_ENV=production: the built-in test gateway lets anyone mark an order paid"
          : `${RAZORPAY_REQUIRED.join(", ")} go together (all set, or all unset for the test gateway)`,
      );
  }
  const host = new URL(env.RAZORPAY_API_URL);
  if (
    production &&
    host.protocol === "http:" &&
    !["127.0.0.1", "localhost", "[::1]"].includes(host.hostname)
  )
    need("RAZORPAY_API_URL", "must be https in production: the key secret travels in a header");
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** "yes": development or test mode on DATABASE_URL, for a tool (the bench); see below. */
    ALLOW_DEVELOPMENT_ON_DATABASE_URL: z
      .enum(["yes"], { error: 'must be "yes", or unset' })
      .optional(),
    DATA_DIR: z.string().trim().min(1).default("./.data"),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    SECRET_KEY: z.string().min(1).optional(),
    LEGACY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEGACY_API_USER: optionalText,
    LEGACY_API_PASSWORD: optionalText,
    /** LeadSquared's regional API host (services/crm/leadsquared-crm.ts), e.g. https://api-in21.leadsquared.com */
    LEADSQUARED_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEADSQUARED_ACCESS_KEY: optionalText,
    LEADSQUARED_SECRET_KEY: optionalText,
    /**
     * The account's plan, in API calls per 5 seconds (LeadSquared's plans: Pro 5, Super and
     * Basic 10, Standard 15, Enterprise 25): every server paces its CRM calls to it
     * together (services/crm/crm-call-budget.ts). At least 4: a retry makes 3 calls at once and
     * the budget must still refill (Lite's 2 cannot hold a retry).
     */
    LEADSQUARED_CALLS_PER_5S: z.coerce
      .number({ error: CALLS_PER_5S_MESSAGE })
      .int(CALLS_PER_5S_MESSAGE)
      .min(4, CALLS_PER_5S_MESSAGE)
      .max(1_000, CALLS_PER_5S_MESSAGE)
      .default(25),

    ...msg91Variables,
    ...razorpayVariables,
    CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha"]).default("altcha"),
    RECAPTCHA_SECRET: optionalText,
    PWA_DIST: z.string().trim().min(1).default(DEFAULT_PWA_DIST),
    /**
     * SMS the server may send in one UTC day, all numbers together (services/sms/sms-budget.ts):
     * once spent, OTP sends are refused until the day ends, so a flood cannot run up the bill.
     */
    SMS_DAILY_BUDGET: z.coerce
      .number({ error: "must be a whole number of messages" })
      .int("must be a whole number of messages")
      .min(1, "must be at least 1")
      .default(5_000),
    ...otpSendVariables,
    /**
     * The directory uploaded files are kept in (services/uploads/open-file-store.ts): in
     * production a mounted volume, the same one on every server; checked at start.
     */
    FILES_DIR: z.string().trim().min(1).optional(),
    /**
     * Bytes every uploaded file together may take (services/uploads/storage-quota.ts): past it,
     * uploads are refused and the trip is logged once, so a flood cannot fill the volume.
     */
    FILES_QUOTA_BYTES: z.coerce
      .number({ error: FILES_QUOTA_MESSAGE })
      .int(FILES_QUOTA_MESSAGE)
      .min(MAX_FILE_BYTES, FILES_QUOTA_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, FILES_QUOTA_MESSAGE)
      .default(DEFAULT_FILES_QUOTA_BYTES),
    /**
     * Whether the server also runs the background jobs (services/jobs/background-jobs.ts):
     * `true` by default; `false` when a process of their own runs them (`npm run worker`).
     */
    JOBS_IN_SERVER: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .default("true")
      .transform((value) => value === "true"),
    /** The quota's earlier name, in megabytes: refused with the new one, never silently ignored. */
    UPLOAD_STORAGE_QUOTA_MB: z.string().optional(),
    /**
     * Whether every admin must sign in with a TOTP code (routes/admin/sign-in.routes.ts):
     * `required` sends an admin without one to enrolment at the password step; `optional` lets
     * each admin choose. Unset: `required` in production, `optional` otherwise.
     */
    ADMIN_TWO_FACTOR: z.enum(["required", "optional"]).optional(),
    /**
     * The bearer token a Prometheus scraper sends to `GET /metrics` from another machine
     * (routes/metrics/metrics.routes.ts); unset: /metrics answers only requests made on this one.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(32, "must be at least 32 random characters")
      .regex(/^[\w.~+/=-]+$/, "must be letters, digits or . _ ~ + / = - (it goes in a header)")
      .optional(),
    /**
     * How many proxies we run in front of the server (http/client-address.ts). 0: rate limits key
     * on the TCP peer and X-Forwarded-For is ignored; N: the N-th X-Forwarded-For entry from the
     * right. Set it to exactly the number of our hops: one too many lets clients pick their address.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: "must be a whole number of proxies (0 when none)" })
      .int("must be a whole number of proxies (0 when none)")
      .min(0, "must be a whole number of proxies (0 when none)")
      .max(10, "must be at most 10 proxies")
      .default(0),
  })
  .superRefine((env, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!env.JOBS_IN_SERVER && !env.DATABASE_URL)
      need(
        "JOBS_IN_SERVER",
        "false needs DATABASE_URL: the embedded database lives in the server's process, which alone can run its jobs",
      );
    if (env.NODE_ENV === "production") {
      // Embedded PGlite is one process's files: no second server, no managed backups.
      if (!env.DATABASE_URL)
        need(
          "DATABASE_URL",
          "required when NODE_ENV=production: a PostgreSQL server (embedded PGlite is for development only)",
        );
      if (!env.ADMIN_EMAIL) need("ADMIN_EMAIL", "required when NODE_ENV=production");
      if (!env.ADMIN_PASSWORD) need("ADMIN_PASSWORD", "required when NODE_ENV=production");
      else if (env.ADMIN_PASSWORD.length < 12 || env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
        need("ADMIN_PASSWORD", "must be at least 12 characters and not the development default");
      if (!env.SECRET_KEY || env.SECRET_KEY.length < 32 || env.SECRET_KEY === PUBLISHED_SECRET_KEY)
        need("SECRET_KEY", "required when NODE_ENV=production: at least 32 random characters");
      // Without it the built-in simulator would answer for real customers' records.
      if (!env.LEGACY_API_URL)
        need(
          "LEGACY_API_URL",
          "required when NODE_ENV=production: the built-in legacy simulator is for development only",
        );
      if (!env.FILES_DIR)
        need(
          "FILES_DIR",
          "required when NODE_ENV=production: the directory of a mounted volume, shared by every server, that keeps uploaded files",
        );
    }
    if (env.UPLOAD_STORAGE_QUOTA_MB !== undefined)
      need(
        "UPLOAD_STORAGE_QUOTA_MB",
        "is now FILES_QUOTA_BYTES, in bytes (e.g. 2048 MB is 2147483648): rename it",
      );
    checkDevelopmentIsLocal(env, need);
    checkOtpSendVariables(env, need);
    checkLeadSquared(env, need);
    checkRazorpay(env, need);
    if (env.LEGACY_API_URL && (!env.LEGACY_API_USER || !env.LEGACY_API_PASSWORD))
      need(
        "LEGACY_API_USER",
        "LEGACY_API_USER and LEGACY_API_PASSWORD are required with LEGACY_API_URL",
      );
    // Without them every OTP would go to the simulator, and no customer could log in.
    const msg91Missing = MSG91_REQUIRED.filter((name) => !env[name]);
    if (env.NODE_ENV === "production" || msg91Missing.length < MSG91_REQUIRED.length) {
      for (const name of msg91Missing)
        need(
          name,
          env.NODE_ENV === "production"
            ? "required when NODE_ENV=production: the built-in SMS simulator delivers no OTP"
            : `${MSG91_REQUIRED.join(", ")} go together (all set, or all unset for the simulator)`,
        );
    }
    if (env.MSG91_TEMPLATE_IDS_BY_LANGUAGE && msg91Missing.length > 0)
      need(
        "MSG91_TEMPLATE_IDS_BY_LANGUAGE",
        `goes with ${MSG91_REQUIRED.join(", ")}: the simulator has its own templates in every language`,
      );
    if (env.MSG91_OTP_API_TEMPLATE_ID && msg91Missing.length > 0)
      need(
        "MSG91_OTP_API_TEMPLATE_ID",
        `goes with ${MSG91_REQUIRED.join(", ")}: the simulator has its own OTP API template`,
      );
    const msg91Host = new URL(env.MSG91_API_URL);
    if (
      env.NODE_ENV === "production" &&
      msg91Host.protocol === "http:" &&
      !["127.0.0.1", "localhost", "[::1]"].includes(msg91Host.hostname)
    )
      need("MSG91_API_URL", "must be https in production: the auth key travels in a header");
    if (env.CAPTCHA_PROVIDER === "recaptcha" && !env.RECAPTCHA_SECRET)
      need("RECAPTCHA_SECRET", "required when CAPTCHA_PROVIDER=recaptcha");
  })
  .transform((env) => ({
    ...env,
    ADMIN_EMAIL: (env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    SECRET_KEY: env.SECRET_KEY ?? RUN_SECRET_KEY,
    ADMIN_TWO_FACTOR:
      env.ADMIN_TWO_FACTOR ?? (env.NODE_ENV === "production" ? "required" : "optional"),
  }));

export type Env = z.output<typeof EnvSchema>;
export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** The process's environment, parsed: server.ts calls this once at start-up. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * `npm run migrate` (migrate.ts) needs only the database, and FILES_DIR while uploaded files are
 * still in the database to be moved there: the one-shot job that migrates holds none of the
 * server's other secrets.
 */
export function loadMigrateEnv(source: EnvSource = process.env): {
  DATABASE_URL: string;
  FILES_DIR: string | undefined;
} {
  const url = source.DATABASE_URL?.trim();
  const parsed = z.url({ protocol: /^postgres(ql)?$/ }).safeParse(url);
  if (parsed.success)
    return { DATABASE_URL: parsed.data, FILES_DIR: source.FILES_DIR?.trim() || undefined };
  throw new EnvError(
    `Invalid configuration, nothing was migrated:\n  DATABASE_URL: ${
      url ? "must be a postgres:// URL" : "required: the PostgreSQL server to migrate"
    }`,
  );
}

/** Parses the environment; throws an EnvError listing every bad variable. Empty values count as unset. */
export function parseEnv(source: EnvSource): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  throw configurationError(
    result.error.issues.map((issue) => [issue.path.join(".") || "(env)", issue.message]),
  );
}

/** The one wording of a refused configuration: what is wrong, each line naming its setting. */
export function configurationError(problems: ReadonlyArray<readonly [string, string]>): EnvError {
  const lines = problems.map(([name, message]) => `  ${name}: ${message}`);
  return new EnvError(`Invalid configuration, the server will not start:\n${lines.join("\n")}`);
}
