/**
 * Everything a route needs from outside itself. The server and the tests build it with
 * `createDeps`, so both run the same adapters (tests may override any of them).
 */
import type { Clock } from "./clock.ts";
import type { Database } from "./db/client.ts";
import { type Development, loadDevRoutes } from "./development.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import type { CaptchaProvider } from "./services/captcha/captcha.ts";
import { createCaptcha } from "./services/captcha/create-captcha.ts";
import { createCrmFromEnv } from "./services/crm/create-crm.ts";
import type { CrmAdapter } from "./services/crm/crm.ts";
import { type CrmCallBudget, createCrmCallBudget } from "./services/crm/crm-call-budget.ts";
import { type CrmHandoff, immediateCrmHandoff } from "./services/crm/crm-handoff.ts";
import type { Readiness } from "./services/health/health.ts";
import { createLegacyClientFromEnv } from "./services/legacy-customers/create-legacy-client.ts";
import type { LegacyCustomerClient } from "./services/legacy-customers/legacy-customer.client.ts";
import { createPaymentGateway } from "./services/payments/create-payment-gateway.ts";
import type { PaymentGateway } from "./services/payments/payment-gateway.ts";
import { newReference } from "./services/references/new-reference.ts";
import { createSmsSenderFromEnv } from "./services/sms/create-sms-sender.ts";
import type { SmsSender } from "./services/sms/sms.ts";
import type { VisitMessageSender } from "./services/sms/visit-messages.ts";
import type { FileStore } from "./services/uploads/file-store.ts";
import { openTemporaryFileStore } from "./services/uploads/open-file-store.ts";

export type { Clock };

export interface AppDeps {
  db: Database;
  env: Env;
  /** The only source of "now" for anything that expires (sessions, OTPs, rate limits). */
  clock: Clock;
  logger: Logger;
  /**
   * Where uploaded files' bytes are kept (services/uploads/file-store.ts): FILES_DIR, opened by
   * start-server.ts; when none is given outside production, a temporary directory of its own.
   */
  files: FileStore;
  /** This app's Prometheus counters (its own registry: tests build many apps). */
  metrics: Metrics;
  /** LeadSquared, or the in-process simulator of it when LEADSQUARED_API_URL is unset. */
  crm: CrmAdapter;
  /**
   * LeadSquared's calls per LEADSQUARED_CALLS_PER_5S, in the database so that every server and
   * every job worker share them (services/crm/crm-call-budget.ts).
   */
  crmCalls: CrmCallBudget;
  /**
   * Where the booking route hands a stored booking for its CRM delivery
   * (services/crm/crm-handoff.ts): the server nudges the `crm-delivery` job queue; an app without
   * one (the API tests) delivers in this process at once (the default here).
   */
  crmHandoff: CrmHandoff;
  /** MSG91, or the in-process MSG91 simulator when MSG91_AUTH_KEY is unset outside production. */
  sms: SmsSender & VisitMessageSender;
  captcha: CaptchaProvider;
  /** The legacy customer service, or the in-process simulator when LEGACY_API_URL is unset. */
  legacyCustomers: LegacyCustomerClient;
  /** The payment gateway (services/payments/create-payment-gateway.ts chooses it). */
  payments: PaymentGateway;
  /**
   * Draws a booking's or an order's reference (services/references/new-reference.ts); tests
   * give one that clashes, to prove the redraw.
   */
  newReference: () => string;
  /**
   * Whether this instance can take traffic (`GET /api/ready`): its database answers and has every
   * migration (services/health/health.ts checkReadiness over the process's own handle).
   */
  readiness(): Promise<Readiness>;
  /**
   * The routes under /api/dev (edge-api/dev/routes/dev.routes.ts: the SMS inbox, the LIS
   * simulator), which app.ts mounts outside production. createDeps loads them from the sources
   * outside production (development.ts); the compiled server has none.
   */
  devRoutes?: Development["devRoutes"];
}

export type BaseDeps = Pick<AppDeps, "db" | "env" | "clock" | "logger" | "readiness">;

export interface DepsHandle {
  deps: AppDeps;
  /** Stops whatever the adapters started (e.g. an in-process simulator). */
  close(): Promise<void>;
}

export async function createDeps(
  base: BaseDeps,
  overrides: Partial<AppDeps> = {},
): Promise<DepsHandle> {
  // First: a configuration production refuses must stop start-up before anything is started.
  const payments = overrides.payments ?? (await createPaymentGateway(base));
  const metrics = overrides.metrics ?? createMetrics();
  const closers: Array<() => Promise<void>> = [];
  let legacyCustomers = overrides.legacyCustomers;
  if (!legacyCustomers) {
    const legacy = await createLegacyClientFromEnv(base.env, base.logger);
    closers.push(legacy.close);
    legacyCustomers = legacy.client;
  }
  let crm = overrides.crm;
  if (!crm) {
    const started = await createCrmFromEnv(base.env, base.logger);
    closers.push(started.close);
    crm = started.crm;
  }
  let sms = overrides.sms;
  if (!sms) {
    const gateway = await createSmsSenderFromEnv(base.env, base);
    closers.push(gateway.close);
    sms = gateway.sender;
  }
  let files = overrides.files;
  if (!files) {
    // Production always names its volume (FILES_DIR): a temporary one would lose every file.
    if (base.env.NODE_ENV === "production") throw new Error("No file store given in production");
    const temporary = await openTemporaryFileStore();
    closers.push(temporary.close);
    files = temporary.files;
  }
  const crmCalls =
    overrides.crmCalls ?? createCrmCallBudget(base.db, base.env.LEADSQUARED_CALLS_PER_5S);
  const devRoutes = overrides.devRoutes ?? (await loadDevRoutes(base.env));
  const deps: AppDeps = {
    ...base,
    files,
    metrics,
    crm,
    crmCalls,
    crmHandoff:
      overrides.crmHandoff ??
      immediateCrmHandoff({ db: base.db, clock: base.clock, metrics, crmCalls }),
    sms,
    captcha: overrides.captcha ?? createCaptcha(base),
    legacyCustomers,
    payments,
    newReference,
    ...(devRoutes ? { devRoutes } : {}),
  };
  Object.assign(deps, overrides);
  return {
    deps,
    close: async () => {
      await deps.crmHandoff.close();
      for (const close of closers.reverse()) await close();
    },
  };
}
