/**
 * A stand-in for MSG91's Send SMS (Flow) API, so development and tests run the real adapter
 * (services/sms/msg91-sms.ts) over HTTP. It speaks what MSG91 documents for
 * `POST /api/v5/flow/` (see msg91-sms.ts for the documents followed): the `authkey` header, a JSON
 * body `{ template_id, sender?, short_url?, recipients: [{ mobiles: "91XXXXXXXXXX", VAR: value }] }`,
 * and answers `{ "type": "success", "message": "<24-hex request id>" }` or
 * `{ "type": "error", "message": "..." }`.
 *
 * MSG91 does not document one HTTP status per error; this simulator answers a bad authkey 401 and
 * every other refusal 400, while the adapter trusts only `type: success`. Refusals follow DLT: only
 * a registered template, sent under its registered sender id, with every variable filled (at most
 * 30 characters, as DLT allows) reaches an Indian mobile number. A refused request delivers nothing.
 * MSG91's OTP API (send, and retry by voice) is msg91-sim.otp-api.ts, mounted here too.
 */

import { randomBytes } from "node:crypto";
import { mobileDigits } from "@vyom/catalog/contract";
import { Hono } from "hono";
import { z } from "zod";
import { createOtpApiRoutes, type OtpApiOptions } from "./msg91-sim.otp-api.ts";
import { voiceOtpText } from "./msg91-sim.seed.ts";

export interface Msg91Delivery {
  requestId: string;
  /** The 10-digit Indian number, without the 91 prefix the API takes. */
  mobile: string;
  text: string;
  senderId: string;
  /** "voice": a call reading out the text (the OTP API's retry); an SMS otherwise. */
  channel?: "voice";
}

export interface Msg91SimulatorOptions
  extends Omit<OtpApiOptions, "deliver" | "otpTemplates" | "voiceText"> {
  authKey: string;
  senderId: string;
  /** Template id -> text with `##NAME##` variables. */
  templates: Readonly<Record<string, string>>;
  /** The OTP API's templates (template id -> text with `##OTP##`); none: the Flow API only. */
  otpTemplates?: Readonly<Record<string, string>>;
  /** What a call says (msg91-sim.seed.ts's words by default). */
  voiceText?: (code: string) => string;
  /** Called once per recipient of an accepted request, before the answer. */
  deliver(delivery: Msg91Delivery): Promise<void>;
}

const MAX_VARIABLE_LENGTH = 30;
const INDIAN_MOBILE = new RegExp(`^91(${mobileDigits})$`);

const FlowRequest = z.object({
  template_id: z.string().min(1),
  sender: z.string().optional(),
  short_url: z.union([z.enum(["0", "1"]), z.literal(0), z.literal(1), z.boolean()]).optional(),
  recipients: z
    .array(z.record(z.string(), z.union([z.string(), z.number()]).transform(String)))
    .min(1)
    .max(100),
});

const variablesOf = (template: string) =>
  [...template.matchAll(/##(\w+)##/g)].map((match) => match[1] as string);

/** Each recipient's rendered text, or the reason MSG91 would refuse the whole request. */
function render(
  template: string,
  recipients: Record<string, string>[],
): { error: string } | { messages: { mobile: string; text: string }[] } {
  const messages: { mobile: string; text: string }[] = [];
  for (const recipient of recipients) {
    const mobile = INDIAN_MOBILE.exec(recipient.mobiles ?? "")?.[1];
    if (!mobile) return { error: "Invalid mobile number" };
    let text = template;
    for (const name of variablesOf(template)) {
      const value = recipient[name]?.trim();
      if (!value) return { error: `Missing value for template variable ${name}` };
      if (value.length > MAX_VARIABLE_LENGTH || /[\p{Cc}\p{Cs}]/u.test(value))
        return { error: `Invalid value for template variable ${name}` };
      text = text.replaceAll(`##${name}##`, value);
    }
    messages.push({ mobile, text });
  }
  return { messages };
}

export function createMsg91SimulatorApp(options: Msg91SimulatorOptions) {
  const refuse = (message: string) => ({ type: "error" as const, message });

  const otpApi = createOtpApiRoutes({
    ...options,
    otpTemplates: options.otpTemplates ?? {},
    voiceText: options.voiceText ?? voiceOtpText,
  });
  return new Hono({ strict: false }).route("/", otpApi).post("/api/v5/flow", async (c) => {
    if (c.req.header("authkey") !== options.authKey) {
      return c.json(refuse("Authentication failure"), 401);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(refuse("Invalid JSON body"), 400);
    }
    const request = FlowRequest.safeParse(body);
    if (!request.success)
      return c.json(refuse("Invalid request: template_id and recipients are required"), 400);
    const { template_id: templateId, sender, recipients } = request.data;
    // Own keys only: "constructor" or "__proto__" is no template.
    const template = Object.hasOwn(options.templates, templateId)
      ? options.templates[templateId]
      : undefined;
    if (template === undefined) return c.json(refuse("Invalid template id"), 400);
    if (sender !== undefined && sender !== options.senderId) {
      return c.json(refuse("Sender id is not registered for this template"), 400);
    }
    const rendered = render(template, recipients);
    if ("error" in rendered) return c.json(refuse(rendered.error), 400);

    const requestId = randomBytes(12).toString("hex");
    try {
      for (const message of rendered.messages) {
        await options.deliver({ requestId, senderId: options.senderId, ...message });
      }
    } catch {
      return c.json(refuse("Internal error, try again"), 500);
    }
    return c.json({ type: "success" as const, message: requestId }, 200);
  });
}
