/**
 * Everything a route needs from outside itself. The server and the tests build it with
 * `createDeps`, so both run the same adapters (tests may override any of them).
 */
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import type { CaptchaProvider } from "./services/captcha/captcha.ts";
import { createCaptcha } from "./services/captcha/create-captcha.ts";
import { type CrmAdapter, createDevCrm } from "./services/crm/crm.ts";
import { type CrmHandoff, createCrmHandoff } from "./services/crm/crm-handoff.ts";
import { createLegacyClientFromEnv } from "./services/legacy-customers/create-legacy-client.ts";
import type { LegacyCustomerClient } from "./services/legacy-customers/legacy-customer.client.ts";
import type { PaymentGateway } from "./services/payments/payment-gateway.ts";
import { createTestGateway } from "./services/payments/test-gateway.ts";
import { createSmsSenderFromEnv } from "./services/sms/create-sms-sender.ts";
import type { SmsSender } from "./services/sms/sms.ts";

export type Clock = () => Date;

export interface AppDeps {
  db: Database;
  env: Env;
  /** The only source of "now" for anything that expires (sessions, OTPs, rate limits). */
  clock: Clock;
  logger: Logger;
  crm: CrmAdapter;
  /** New bookings' CRM hand-offs, run after the answer; close() waits for them. */
  crmHandoff: CrmHandoff;
  /** MSG91, or the in-process MSG91 simulator when MSG91_AUTH_KEY is unset outside production. */
  sms: SmsSender;
  captcha: CaptchaProvider;
  /** The legacy customer service, or the in-process simulator when LEGACY_API_URL is unset. */
  legacyCustomers: LegacyCustomerClient;
  /** The payment gateway; the built-in test gateway unless another adapter is given. */
  payments: PaymentGateway;
}

export type BaseDeps = Pick<AppDeps, "db" | "env" | "clock" | "logger">;

export interface DepsHandle {
  deps: AppDeps;
  /** Stops whatever the adapters started (e.g. an in-process simulator). */
  close(): Promise<void>;
}

export async function createDeps(
  base: BaseDeps,
  overrides: Partial<AppDeps> = {},
): Promise<DepsHandle> {
  const closers: Array<() => Promise<void>> = [];
  let legacyCustomers = overrides.legacyCustomers;
  if (!legacyCustomers) {
    const legacy = await createLegacyClientFromEnv(base.env, base.logger);
    closers.push(legacy.close);
    legacyCustomers = legacy.client;
  }
  let sms = overrides.sms;
  if (!sms) {
    const gateway = await createSmsSenderFromEnv(base.env, base);
    closers.push(gateway.close);
    sms = gateway.sender;
  }
  const deps: AppDeps = {
    ...base,
    crm: overrides.crm ?? createDevCrm(base.logger),
    crmHandoff: overrides.crmHandoff ?? createCrmHandoff(base.db, base.logger),
    sms,
    captcha: overrides.captcha ?? createCaptcha(base),
    legacyCustomers,
    payments:
      overrides.payments ??
      createTestGateway({ secretKey: base.env.SECRET_KEY, clock: base.clock }),
  };
  Object.assign(deps, overrides);
  if (base.env.NODE_ENV === "production" && !overrides.payments) {
    // Until a real gateway adapter exists, say loudly that payments are simulated.
    base.logger.warn("payments.test-gateway", { production: true });
  }
  return {
    deps,
    close: async () => {
      await deps.crmHandoff.settled();
      for (const close of closers.reverse()) await close();
    },
  };
}
