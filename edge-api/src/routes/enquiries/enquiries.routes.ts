/**
 * `POST /api/enquiries/{corporate,franchise,employee-details}`: the enquiry forms, each stored
 * once per Idempotency-Key as a `submissions` row (kind + name + mobile, the rest in `payload`)
 * through the outbox write path (services/outbox-writes/outbox-write.ts: 201
 * `{ status: "success", id }`, the same answer for a repeat of the key). Each client has one
 * budget for all three forms (services/rate-limit/form-limits.ts), counted first. The admin reads
 * them at `GET /api/admin/submissions`.
 */

import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type EnquiryKind, employeeDetails } from "@vyom/catalog/contract/schemas";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route, withRequest } from "../../openapi/route.ts";
import { outboxWrite } from "../../services/outbox-writes/outbox-write.ts";
import { storeSubmission } from "../../services/outbox-writes/store-submission.ts";
import { formLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";

export function enquiriesRoutes(deps: AppDeps) {
  const { db, clock } = deps;

  const store = (
    c: Context,
    kind: EnquiryKind,
    valid: { captcha?: string | undefined; name: string; mobileNumber: string },
  ) => {
    const { captcha, ...body } = valid;
    const { name, mobileNumber, ...payload } = body;
    const scope = `enquiry:${kind}`;
    return outboxWrite(c, deps, {
      form: "enquiry",
      scope,
      captcha,
      store: ({ key }) =>
        storeSubmission(db, {
          kind,
          scope,
          key,
          name,
          mobileNumber,
          payload,
          hashed: body,
          now: clock(),
        }),
    });
  };

  const limit = perClientLimit({ db, clock }, formLimits.enquiries);
  const employeeDetailsEntry = withRequest(ApiRoutes["POST /api/enquiries/employee-details"], {
    body: employeeDetails(clock),
  });
  return new Hono()
    .post("/corporate", ...route(ApiRoutes["POST /api/enquiries/corporate"], limit), async (c) => {
      return (await store(c, "corporate-enquiry", c.req.valid("json"))).response;
    })
    .post("/franchise", ...route(ApiRoutes["POST /api/enquiries/franchise"], limit), async (c) => {
      return (await store(c, "franchise-enquiry", c.req.valid("json"))).response;
    })
    .post("/employee-details", ...route(employeeDetailsEntry, limit), async (c) => {
      return (await store(c, "employee-details", c.req.valid("json"))).response;
    });
}
