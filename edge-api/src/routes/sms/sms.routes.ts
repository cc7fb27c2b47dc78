/**
 * `POST /api/sms/delivery-reports?token=<MSG91_DLR_TOKEN>`: MSG91's delivery-report webhook
 * (services/sms/delivery-reports.ts). MSG91 signs nothing, so the long random token in the URL
 * is what authenticates the caller: compared in constant time, and in the query string because
 * the request log (http/request-log.ts) writes paths but never queries. A wrong or missing token,
 * or no token configured, answers 404 as if the route did not exist.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { route } from "../../openapi/route.ts";
import { recordDeliveryReport } from "../../services/sms/delivery-reports.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

function webhookToken(expected: string | undefined): MiddlewareHandler {
  const want = expected === undefined ? undefined : digest(expected);
  return async (c, next) => {
    const given = c.req.query("token");
    if (!want || given === undefined || !timingSafeEqual(want, digest(given))) {
      return notFound(c);
    }
    return next();
  };
}

export function smsRoutes({ db, clock, env }: AppDeps) {
  return new Hono().post(
    "/delivery-reports",
    ...route(ApiRoutes["POST /api/sms/delivery-reports"], webhookToken(env.MSG91_DLR_TOKEN)),
    async (c) => {
      await recordDeliveryReport(db, c.req.valid("json"), clock());
      return c.json({ status: "recorded" as const }, 200);
    },
  );
}
