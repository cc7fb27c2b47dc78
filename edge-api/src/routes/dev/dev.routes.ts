/**
 * Development-only routes: `GET /api/dev/sms-outbox?mobile=<10 digits>` lists the SMS the dev
 * adapter "sent" to a number, newest first, so a person or a test can read the OTP. createApp
 * does not mount these when NODE_ENV=production, and they answer only requests made on this
 * machine (http/local-request.ts): a development server reachable from a network must not hand
 * out everyone's OTPs. Anyone else gets the 404 of a route that does not exist.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { localOnly } from "../../http/local-request.ts";
import { validate } from "../../http/validate.ts";
import { readDevSmsOutbox } from "../../services/sms/dev-inbox.ts";
import { MobileNumber } from "../auth/auth.schema.ts";
import { devDocs } from "./dev.openapi.ts";

const OutboxQuery = z.object({ mobile: MobileNumber });

export function devRoutes({ db }: AppDeps) {
  return new Hono()
    .use(localOnly)
    .get("/sms-outbox", devDocs, validate("query", OutboxQuery), async (c) => {
      c.header("Cache-Control", "no-store");
      const messages = await readDevSmsOutbox(db, c.req.valid("query").mobile);
      return c.json({ messages }, 200);
    });
}
