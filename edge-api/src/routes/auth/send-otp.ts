/**
 * Sending an OTP over HTTP, for the auth and the reports routes alike: the solved captcha comes
 * in the `X-Vyom-Captcha` header (a number under attack needs one; the PWA solves one and retries
 * on 403 captcha-required), and every refusal has one shape: 429 rate-limited with Retry-After,
 * 403 captcha-required / captcha-failed, or 502 with the caller's "not sent" body when the SMS
 * could not go out (adapter failure or the daily SMS budget spent); a call for a code (`channel:
 * "voice"`) when this client has no live code for the number is 409 no-code-to-call.
 */
import { LanguageQuery } from "@vyom/catalog/contract/schemas";
import type { Context, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../../deps.ts";
import { clientAddress, clientGroup } from "../../http/client-address.ts";
import { ensureOtpClient } from "../../http/otp-client.ts";
import { requestLogger } from "../../http/request-log.ts";
import { invalidRequest } from "../../http/validate.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { OtpPurpose, OtpService } from "../../services/otp/otp.service.ts";
import type { OtpChannel } from "../../services/otp/otp-send.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";

export const CAPTCHA_HEADER = "x-vyom-captcha";

/** What a sent code's answer tells the app: when the server accepts the number's next send. */
export interface OtpSentTerms {
  resendAfterSeconds: number;
}

export interface OtpSender {
  otp: OtpService;
  logger: Logger;
  /** For the client's binding cookie (http/otp-client.ts). */
  env: AppDeps["env"];
  /** The log event of a failed send. */
  failureEvent: string;
  /** The body of the 502 answer. */
  notSent: { error: "otp-not-sent"; message?: string };
}

/**
 * A send's refusals, typed as Hono types each `c.json`, so the routes' answers are held to their
 * entries; 409 only for a call, which reads out a live code rather than sending one.
 */
export type OtpRefusal<Channel extends OtpChannel = "sms"> =
  | ReturnType<typeof rateLimitedResponse>
  | JsonAnswer<ReturnType<typeof invalidRequest>, 400>
  | JsonAnswer<{ error: "captcha-required" }, 403>
  | JsonAnswer<{ error: "captcha-failed"; reason: string }, 403>
  | (Channel extends "voice" ? JsonAnswer<{ error: "no-code-to-call" }, 409> : never)
  | JsonAnswer<OtpSender["notSent"], 502>;

type JsonAnswer<Body, Status extends StatusCode> = Response & TypedResponse<Body, Status, "json">;

/**
 * Sends the code; answers the refusal, or says how long the number's cool-down now lasts, so the
 * app counts down to a "Send again" the server will accept.
 */
export async function sendOtpOrAnswer<Channel extends OtpChannel = "sms">(
  c: Context,
  { otp, logger, env, failureEvent, notSent }: OtpSender,
  mobile: string,
  purpose: OtpPurpose,
  channel?: Channel,
): Promise<OtpRefusal<Channel> | OtpSentTerms> {
  const asked = LanguageQuery.safeParse({ language: c.req.query("language") });
  if (!asked.success) return c.json(invalidRequest(asked.error, "query"), 400);
  try {
    const sent = await otp.send({
      logger: requestLogger(c, logger),
      mobile,
      purpose,
      client: clientGroup(c),
      // The code is this client's only: the answer carries its cookie if it had none.
      binding: ensureOtpClient(c, { env }),
      remoteIp: clientAddress(c),
      captcha: c.req.header(CAPTCHA_HEADER),
      channel: channel ?? "sms",
      language: asked.data.language,
    });
    switch (sent.status) {
      case "sent":
        return { resendAfterSeconds: sent.resendAfterSeconds };
      case "rate-limited":
        return rateLimitedResponse(c, sent.retryAfterSeconds);
      case "captcha-required":
        return c.json({ error: "captcha-required" as const }, 403);
      case "captcha-failed":
        return c.json({ error: "captcha-failed" as const, reason: sent.reason }, 403);
      case "not-sent":
        return c.json(notSent, 502);
      case "no-code":
        // otp.send answers it to a call only (services/otp/otp-send.ts).
        return c.json({ error: "no-code-to-call" as const }, 409) as OtpRefusal<Channel>;
    }
  } catch (error) {
    requestLogger(c, logger).error(failureEvent, describeError(error));
    return c.json(notSent, 502);
  }
}
