/**
 * The MSG91 simulator's OTP API (msg91-sim.app.ts mounts it), as services/sms/msg91-sms.ts calls
 * it: `POST /api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…&otp_expiry=<minutes>` renders the
 * OTP template (`##OTP##`) into an SMS and keeps the code for the number, answering
 * `{ "type": "success", "request_id": <24 hex> }`; `POST|GET /api/v5/otp/retry?mobile=…&retrytype=
 * voice|text` sends that kept code again, by a call (a delivery with `channel: "voice"`, which the
 * development inbox shows as a call to the number) or by SMS, answering
 * `{ "type": "success", "message": "retry send successfully" }`. A retry for a number with no kept
 * code, or an expired one, is refused as MSG91 refuses it ("No OTP request found…"). The `authkey`
 * header (or query parameter, which MSG91 also takes) must be the account's.
 */
import { randomBytes } from "node:crypto";
import { mobileDigits } from "@vyom/catalog/contract";
import { type Context, Hono } from "hono";
import type { Msg91Delivery } from "./msg91-sim.app.ts";

export interface OtpApiOptions {
  authKey: string;
  senderId: string;
  /** Template id -> text with `##OTP##`: the OTP API's templates. */
  otpTemplates: Readonly<Record<string, string>>;
  /** The words a call says for a code. */
  voiceText(code: string): string;
  deliver(delivery: Msg91Delivery): Promise<void>;
  /** The simulator's clock for the kept codes' expiry (real time by default). */
  now?: () => number;
}

const INDIAN_MOBILE = new RegExp(`^91(${mobileDigits})$`);
const refuse = (message: string) => ({ type: "error" as const, message });

interface KeptCode {
  code: string;
  text: string;
  expiresAt: number;
}

export function createOtpApiRoutes(options: OtpApiOptions) {
  const now = options.now ?? Date.now;
  /** The code last sent to each number: what a retry says again. */
  const kept = new Map<string, KeptCode>();
  const authorised = (c: Context) =>
    (c.req.header("authkey") ?? c.req.query("authkey")) === options.authKey;

  const deliver = async (c: Context, delivery: Omit<Msg91Delivery, "requestId" | "senderId">) => {
    const requestId = randomBytes(12).toString("hex");
    try {
      await options.deliver({ requestId, senderId: options.senderId, ...delivery });
    } catch {
      return { error: c.json(refuse("Internal error, try again"), 500) };
    }
    return { requestId };
  };

  const retry = async (c: Context) => {
    if (!authorised(c)) return c.json(refuse("Authentication failure"), 401);
    const mobile = INDIAN_MOBILE.exec(c.req.query("mobile") ?? "")?.[1];
    if (!mobile) return c.json(refuse("Invalid mobile number"), 400);
    const retryType = c.req.query("retrytype") ?? "voice";
    if (retryType !== "voice" && retryType !== "text")
      return c.json(refuse("Invalid retrytype"), 400);
    const code = kept.get(mobile);
    if (!code || code.expiresAt <= now())
      return c.json(refuse("No OTP request found for this mobile number"), 400);
    const sent = await deliver(
      c,
      retryType === "voice"
        ? { mobile, text: options.voiceText(code.code), channel: "voice" }
        : { mobile, text: code.text },
    );
    if (sent.error) return sent.error;
    return c.json({ type: "success" as const, message: "retry send successfully" }, 200);
  };

  return new Hono({ strict: false })
    .post("/api/v5/otp", async (c) => {
      if (!authorised(c)) return c.json(refuse("Authentication failure"), 401);
      const templateId = c.req.query("template_id") ?? "";
      const template = Object.hasOwn(options.otpTemplates, templateId)
        ? options.otpTemplates[templateId]
        : undefined;
      if (template === undefined) return c.json(refuse("Invalid template id"), 400);
      const mobile = INDIAN_MOBILE.exec(c.req.query("mobile") ?? "")?.[1];
      if (!mobile) return c.json(refuse("Invalid mobile number"), 400);
      const code = c.req.query("otp") ?? "";
      // MSG91 takes 4 to 9 digits.
      if (!/^\d{4,9}$/.test(code)) return c.json(refuse("Invalid OTP"), 400);
      const minutes = Number(c.req.query("otp_expiry") ?? "1440");
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
        return c.json(refuse("Invalid otp_expiry"), 400);
      const text = template.replaceAll("##OTP##", code);
      const sent = await deliver(c, { mobile, text });
      if (sent.error) return sent.error;
      kept.set(mobile, { code, text, expiresAt: now() + minutes * 60_000 });
      return c.json({ type: "success" as const, request_id: sent.requestId }, 200);
    })
    .post("/api/v5/otp/retry", retry)
    .get("/api/v5/otp/retry", retry);
}
