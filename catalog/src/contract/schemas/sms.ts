/**
 * MSG91's delivery reports (webhook "v3": application/json, one report per request, documented in
 * MSG91's help "How can I get the delivery reports on my webhook URL", sample dated 2024-05-22):
 * `{ requestId, status: "1", desc: "DELIVERED", number, senderId, date, ... }`. Only the request
 * id, the status code and the description are read (edge-api/src/services/sms/delivery-reports.ts).
 */
import { z } from "zod";
import { text } from "./text.ts";

export const DeliveryReport = z.object({
  requestId: text().regex(/^[\w-]{1,64}$/, "must be MSG91's request id"),
  status: z
    .union([text(), z.number()])
    .transform(String)
    .pipe(text().regex(/^\d{1,3}$/, "must be MSG91's numeric status code")),
  desc: text()
    .regex(/^[\w .,:;()/'-]{0,100}$/, "must be MSG91's short status description")
    .default(""),
});
export type DeliveryReport = z.output<typeof DeliveryReport>;

// ---- Answers ----
// In sms.answers.ts, zod/mini.
export * from "./sms.answers.ts";
