/**
 * `POST /api/enquiries/{corporate,franchise,employee-details}`: the enquiry forms, each stored
 * once per Idempotency-Key as a `submissions` row (kind + name + mobile, the rest in `payload`)
 * and answered 201 `{ status: "success", id }`; a repeat of the key gets that same answer. A new
 * submission needs a solved captcha (services/captcha/new-key-captcha.ts). Each client has one
 * budget for all three forms (services/rate-limit/form-limits.ts), counted first. The admin reads
 * them at `GET /api/admin/submissions`.
 */

import {
  CorporateEnquiry,
  type EnquiryKind,
  employeeDetails,
  FranchiseEnquiry,
} from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { jsonBody } from "../../http/validate.ts";
import { checkNewKeyCaptcha } from "../../services/captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from "../../services/idempotency/idempotency.ts";
import { formLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";
import { storeSubmission } from "../../services/uploads/store-submission.ts";
import { enquiriesDocs as docs } from "./enquiries.openapi.ts";

export function enquiriesRoutes(deps: AppDeps) {
  const { db, clock, captcha, metrics } = deps;

  const store = async (
    kind: EnquiryKind,
    header: string | undefined,
    valid: { captcha?: string | undefined; name: string; mobileNumber: string },
    remoteIp: string,
  ) => {
    const key = parseIdempotencyKey(header);
    if (key instanceof Error) {
      return {
        status: 400 as const,
        body: {
          error: "invalid-request" as const,
          issues: [{ path: IDEMPOTENCY_HEADER, message: key.message }],
        },
      };
    }
    const scope = `enquiry:${kind}`;
    // The captcha is checked, never stored, never hashed: each outbox attempt solves a fresh one.
    const { captcha: captchaValue, ...body } = valid;
    const refusal = await checkNewKeyCaptcha(
      { db, captcha },
      { scope, key, captcha: captchaValue, remoteIp },
    );
    if (refusal) return { status: 403 as const, body: refusal };
    const { name, mobileNumber, ...payload } = body;
    const outcome = await storeSubmission(db, {
      kind,
      scope,
      key,
      name,
      mobileNumber,
      payload,
      hashed: body,
      now: clock(),
    });
    metrics.outboxWrite("enquiry", outcome.kind);
    if (outcome.kind === "key-reused") {
      return {
        status: 422 as const,
        body: {
          error: "idempotency-key-reused" as const,
          message: "This Idempotency-Key was already used for a different submission",
        },
      };
    }
    return { status: 201 as const, body: outcome.body };
  };

  const limit = perClientLimit({ db, clock }, formLimits.enquiries);
  const employeeDetailsBody = jsonBody(employeeDetails(clock));
  return new Hono()
    .post("/corporate", docs.corporate, limit, jsonBody(CorporateEnquiry), async (c) => {
      const answer = await store(
        "corporate-enquiry",
        c.req.header(IDEMPOTENCY_HEADER),
        c.req.valid("json"),
        clientAddress(c),
      );
      return c.json(answer.body, answer.status);
    })
    .post("/franchise", docs.franchise, limit, jsonBody(FranchiseEnquiry), async (c) => {
      const answer = await store(
        "franchise-enquiry",
        c.req.header(IDEMPOTENCY_HEADER),
        c.req.valid("json"),
        clientAddress(c),
      );
      return c.json(answer.body, answer.status);
    })
    .post("/employee-details", docs.employeeDetails, limit, employeeDetailsBody, async (c) => {
      const answer = await store(
        "employee-details",
        c.req.header(IDEMPOTENCY_HEADER),
        c.req.valid("json"),
        clientAddress(c),
      );
      return c.json(answer.body, answer.status);
    });
}
