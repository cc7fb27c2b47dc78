/** How MSG91's delivery-report webhook (sms.routes.ts) appears in `GET /api/openapi.json`. */
import { z } from "zod";
import { describe } from "../../openapi/describe.ts";

export const smsDocs = describe(
  "MSG91's delivery reports (authenticated by the token in the query)",
  {
    200: ["Recorded", z.object({ status: z.literal("recorded") })],
    404: ["A wrong or missing token: as if the route did not exist"],
  },
  {
    parameters: [{ name: "token", in: "query", required: true, schema: { type: "string" } }],
  },
);
