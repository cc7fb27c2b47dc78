/** `POST /api/sms/delivery-reports` (edge-api/src/routes/sms/sms.routes.ts): MSG91's webhook. */
import { DeliveryReport, DeliveryReportRecorded } from "../schemas/sms.ts";
import { invalid, type RouteTable } from "./route-entry.ts";

export const smsEntries = {
  "POST /api/sms/delivery-reports": {
    summary: "MSG91's delivery reports (authenticated by the token in the query)",
    request: { body: DeliveryReport },
    answers: {
      200: ["Recorded", DeliveryReportRecorded],
      400: invalid,
      404: ["A wrong or missing token: as if the route did not exist"],
    },
    parameters: [
      {
        name: "token",
        in: "query",
        required: true,
        schema: { type: "string" },
        description: "MSG91_DLR_TOKEN, compared in constant time",
      },
    ],
  },
} as const satisfies RouteTable;
