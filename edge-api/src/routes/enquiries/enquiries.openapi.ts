/** How the enquiry routes (enquiries.routes.ts) appear in `GET /api/openapi.json`. */
import { describe, idempotencyKey, writeAnswers } from "../../openapi/describe.ts";

const enquiry = (summary: string) =>
  describe(summary, writeAnswers, { parameters: [idempotencyKey(false)] });

export const enquiriesDocs = {
  corporate: enquiry("A corporate enquiry (/corporate), once per Idempotency-Key"),
  franchise: enquiry("A franchise enquiry (/business-enquiry), once per Idempotency-Key"),
  employeeDetails: enquiry(
    "A corporate client's employee details (/employee-details), once per Idempotency-Key",
  ),
};
