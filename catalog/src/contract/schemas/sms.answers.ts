/** `POST /api/sms/delivery-reports`: MSG91's report is kept. zod/mini, like every answer. */
import * as z from "zod/mini";

export const DeliveryReportRecorded = z.object({ status: z.literal("recorded") });
