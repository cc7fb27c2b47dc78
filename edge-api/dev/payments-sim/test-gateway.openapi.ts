/** How the test gateway's routes (test-gateway.routes.ts) appear in `GET /api/openapi.json`. */
import { describe, loginRequired, notFound, refused } from "../../src/openapi/describe.ts";
import {
  customerSession,
  orderIdParameter,
  paymentPageDocs,
} from "../../src/routes/payments/payments.openapi.ts";

export const testGatewayDocs = {
  page: paymentPageDocs("The built-in test gateway's payment page (never in production)"),
  result: describe(
    "The test gateway's signed result form post: settles the attempt once",
    {
      303: ["To the confirmation, or back to checkout with payment=failed"],
      401: loginRequired,
      403: refused("The result token is not the gateway's (invalid-payment-result)"),
      404: notFound,
      409: refused("The result does not match the order (payment-result-mismatch)"),
    },
    {
      ...customerSession,
      parameters: [orderIdParameter],
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": {
            schema: { type: "object", properties: { token: { type: "string" } } },
          },
        },
      },
    },
  ),
};
