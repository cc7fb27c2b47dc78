/**
 * Everything a route needs from outside itself. The server and the tests build it with
 * `createDeps`, so both run the same adapters (tests may override any of them).
 */
import type { Clock } from "./clock.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import type { CaptchaProvider } from "./services/captcha/captcha.ts";
import { createCaptcha } from "./services/captcha/create-captcha.ts";
import { createCrmFromEnv } from "./services/crm/create-crm.ts";
import type { CrmAdapter } from "./services/crm/crm.ts";
import { type CrmHandoff, createCrmHandoff } from "./services/crm/crm-handoff.ts";
import type { Readiness } from "./services/health/health.ts";
import { createLegacyClientFromEnv } from "./services/legacy-customers/create-legacy-client.ts";
import type { LegacyCustomerClient } from "./services/legacy-customers/legacy-customer.client.ts";
import { createPaymentGateway } from "./services/payments/create-payment-gateway.ts";
import type { PaymentGateway } from "./services/payments/payment-gateway.ts";
import { createSmsSenderFromEnv } from "./services/sms/create-sms-sender.ts";
import type { SmsSender } from "./services/sms/sms.ts";
import type { VisitMessageSender } from "./services/sms/visit-messages.ts";

export type { Clock };

export interface AppDeps {
  db: Database;
  env: Env;
  /** The only source of "now" for anything that expires (sessions, OTPs, rate limits). */
  clock: Clock;
  logger: Logger;
  /** This app's Prometheus counters (its own registry: tests build many apps). */
  metrics: Metrics;
  /** LeadSquared, or the in-process simulator of it when LEADSQUARED_API_URL is unset. */
  crm: CrmAdapter;
  /** New bookings' CRM hand-offs, run after the answer; close() waits for them. */
  crmHandoff: CrmHandoff;
  /** MSG91, or the in-process MSG91 simulator when MSG91_AUTH_KEY is unset outside production. */
  sms: SmsSender & VisitMessageSender;
  captcha: CaptchaProvider;
  /** The legacy customer service, or the in-process simulator when LEGACY_API_URL is unset. */
  legacyCustomers: LegacyCustomerClient;
  /** The payment gateway (services/payments/create-payment-gateway.ts chooses it). */
  payments: PaymentGateway;
  /**
   * Whether this instance can take traffic (`GET /api/ready`): its database answers and has every
   * migration (services/health/health.ts checkReadiness over the process's own handle).
   */
  readiness(): Promise<Readiness>;
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
  const payments = overrides.payments ?? createPaymentGateway(base);
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
  const deps: AppDeps = {
    ...base,
    metrics,
    crm,
    crmHandoff: overrides.crmHandoff ?? createCrmHandoff({ ...base, metrics }),
    sms,
    captcha: overrides.captcha ?? createCaptcha(base),
    legacyCustomers,
    payments,
  };
  Object.assign(deps, overrides);
  return {
    deps,
    close: async () => {
      await deps.crmHandoff.settled();
      for (const close of closers.reverse()) await close();
    },
  };
}
