/**
 * The simulators of MSG91, LeadSquared, the legacy customer service and Razorpay, started in the
 * test's own process for a server that carries none: the compiled build
 * (test/support/compiled-build.ts) has no edge-api/dev/, so a test gives it every provider's
 * address, as a deployment would.
 */
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../dev/crm-sim/start-crm-simulator.ts";
import { startLegacySimulator } from "../../dev/legacy-sim/start-legacy-simulator.ts";
import { startRazorpaySimulator } from "../../dev/razorpay-sim/start-razorpay-simulator.ts";
import {
  startMsg91Simulator,
  visitTemplateIdsVariable,
} from "../../dev/sms-sim/start-msg91-simulator.ts";

export interface ProviderSimulators {
  /** The providers' variables, each pointing at its simulator. */
  env: Record<string, string>;
  crm: RunningCrmSimulator;
  close(): Promise<void>;
}

export async function startProviderSimulators(): Promise<ProviderSimulators> {
  const [msg91, crm, legacy, razorpay] = await Promise.all([
    startMsg91Simulator({ deliver: async () => {} }),
    startCrmSimulator(),
    startLegacySimulator(),
    startRazorpaySimulator(),
  ]);
  return {
    env: {
      MSG91_API_URL: msg91.url,
      MSG91_AUTH_KEY: msg91.authKey,
      MSG91_SENDER_ID: msg91.senderId,
      MSG91_OTP_TEMPLATE_ID: msg91.otpTemplateId,
      MSG91_VISIT_TEMPLATE_IDS: visitTemplateIdsVariable(msg91.visitTemplateIds),
      MSG91_SCAN_TEMPLATE_ID: msg91.scanTemplateId,
      LEADSQUARED_API_URL: crm.url,
      LEADSQUARED_ACCESS_KEY: crm.keys.accessKey,
      LEADSQUARED_SECRET_KEY: crm.keys.secretKey,
      LEGACY_API_URL: legacy.url,
      LEGACY_API_USER: legacy.credentials.user,
      LEGACY_API_PASSWORD: legacy.credentials.password,
      // The compiled build has no test payment gateway either (edge-api/dev/payments-sim/).
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_KEY_ID: razorpay.keys.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.keys.webhookSecret,
    },
    crm,
    close: async () => {
      await Promise.all([msg91.close(), crm.close(), legacy.close(), razorpay.close()]);
    },
  };
}
