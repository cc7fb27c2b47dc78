/**
 * MSG91's delivery reports (webhook "v3": application/json, one report per request, documented in
 * MSG91's help "How can I get the delivery reports on my webhook URL", sample dated 2024-05-22):
 * `{ requestId, status: "1", desc: "DELIVERED", number, senderId, date, ... }`. Status codes: 1
 * delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. Only the request id, the code
 * and the description are kept (the schema: catalog/src/contract/schemas/sms.ts); a repeated report
 * rewrites the same row, so a replay changes nothing.
 */
import type { DeliveryReport } from "@vyom/catalog/contract/schemas";
import type { Database } from "../../db/client.ts";
import { smsDeliveryReports } from "../../db/schema.ts";

export async function recordDeliveryReport(
  db: Database,
  report: DeliveryReport,
  at: Date,
): Promise<void> {
  const row = { status: report.status, description: report.desc, reportedAt: at };
  await db
    .insert(smsDeliveryReports)
    .values({ requestId: report.requestId, ...row })
    .onConflictDoUpdate({ target: smsDeliveryReports.requestId, set: row });
}
