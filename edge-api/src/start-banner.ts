/**
 * What `npm start` prints once it listens. Outside production it says so loudly, with what that
 * mode opens: an unset NODE_ENV means development, and whoever starts the server on a machine
 * others can reach must see it at once, and how to turn it off.
 */
import { DEV_ADMIN_PASSWORD, type Env } from "./env.ts";

export function startBanner(env: Env, url: string): string {
  const lines = [`Vyom Diagnostics is running at ${url}`, `  API health: ${url}/api/health`];
  if (!env.DATABASE_URL) lines.push(`  Database: embedded PGlite in ${env.DATA_DIR}`);
  if (env.NODE_ENV === "production") return lines.join("\n");

  const password =
    env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD
      ? `${DEV_ADMIN_PASSWORD} (development password: signs in from this machine only)`
      : "your ADMIN_PASSWORD";
  lines.push(
    "",
    `  !!! DEVELOPMENT MODE (NODE_ENV=${env.NODE_ENV}): not for a deployment. !!!`,
    "  Open in this mode:",
    `  - OTP inbox, to requests from this machine only: ${url}/api/dev/sms-outbox?mobile=<10-digit mobile>`,
    `  - Admin login: ${url}/admin-login  ${env.ADMIN_EMAIL} / ${password}`,
  );
  if (env.NODE_ENV === "development") {
    lines.push(
      "  - Demo customers' reports and demo transactions, reached only through the two above",
    );
  }
  lines.push("  - The test payment gateway: anyone who places an order can mark it paid");
  if (!env.LEGACY_API_URL)
    lines.push("  - The legacy customer simulator instead of the real service");
  if (!env.MSG91_AUTH_KEY)
    lines.push("  - The MSG91 simulator instead of real SMS: OTPs land in the inbox above");
  if (!env.LEADSQUARED_API_URL) lines.push("  - The LeadSquared simulator instead of the real CRM");
  if (env.HOST === "0.0.0.0" || env.HOST === "::") {
    lines.push(`  - Listening on ${env.HOST}: other machines on the network can reach it`);
  }
  lines.push("  For a deployment set NODE_ENV=production (README.md: Deploying).");
  return lines.join("\n");
}
