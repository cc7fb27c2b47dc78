/**
 * The simulators the adapters' factories start when a provider's settings are unset (development
 * and tests: services/sms/create-sms-sender.ts, services/crm/create-crm.ts,
 * services/legacy-customers/create-legacy-client.ts), and the built-in test payment gateway
 * (services/payments/create-payment-gateway.ts). Each is loaded from edge-api/dev/ on first
 * use (development.ts), so the production build carries none of them.
 */
import { type Development, type GatewayWithPages, loadDevelopment } from "./development.ts";

export const startMsg91Simulator: Development["startMsg91Simulator"] = async (options) =>
  (await loadDevelopment("MSG91_AUTH_KEY", "MSG91 simulator")).startMsg91Simulator(options);

export const startCrmSimulator: Development["startCrmSimulator"] = async (options) =>
  (await loadDevelopment("LEADSQUARED_API_URL", "LeadSquared simulator")).startCrmSimulator(
    options,
  );

export const startLegacySimulator: Development["startLegacySimulator"] = async () =>
  (await loadDevelopment("LEGACY_API_URL", "legacy customer simulator")).startLegacySimulator();

export const createTestGateway = async (
  options: Parameters<Development["createTestGateway"]>[0],
): Promise<GatewayWithPages> =>
  (await loadDevelopment("RAZORPAY_KEY_ID", "test payment gateway")).createTestGateway(options);
