/**
 * The MSG91 SMS adapter: each OTP goes through MSG91's Send SMS (Flow) API v5,
 * `POST {MSG91_API_URL}/api/v5/flow/` with the `authkey` header and
 * `{ template_id, sender, short_url: "0", recipients: [{ mobiles: "91XXXXXXXXXX", OTP: code }] }`,
 * so the text is the DLT-registered template with the code as its variable. Followed: MSG91's
 * "Send SMS via Flow" reference (control.msg91.com/apidoc/textsms/send-sms-flow.php, API v5) and
 * its successor docs.msg91.com/sms/send-sms (template_id / short_url / recipients), as published
 * in 2025; "API security" (msg91.com/help/api: a non-whitelisted IP is refused with 418).
 *
 * Guarantees:
 * - `sendOtp` resolves only on a 2xx answer `{ "type": "success", "message": <request id> }`;
 *   anything else throws SmsNotSentError, which the auth routes answer 502 `otp-not-sent`;
 * - each attempt has a timeout; only a network failure, a timeout or a 5xx is tried again, at most
 *   `maxAttempts` times in all. A 4xx or a `type: error` answer is final (the same request would
 *   be refused again), and so is a 2xx we cannot read (MSG91 may have sent it already);
 * - logs carry the masked number, the outcome and MSG91's request id, never the code.
 */
import { z } from "zod";
import type { Logger } from "../../logger.ts";
import { maskMobile, OTP_TEMPLATE_VARIABLE, type SmsSender } from "./sms.ts";
import type { VisitMessageKind, VisitMessageSender } from "./visit-messages.ts";

export type SmsFailure = "unreachable" | "timeout" | "http-status" | "refused" | "bad-answer";

export class SmsNotSentError extends Error {
  override name = "SmsNotSentError";
  constructor(
    readonly failure: SmsFailure,
    readonly status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get retryable(): boolean {
    return (
      this.failure === "unreachable" ||
      this.failure === "timeout" ||
      (this.failure === "http-status" && (this.status ?? 0) >= 500)
    );
  }
}

export interface Msg91Config {
  /** MSG91's host (https://control.msg91.com) or the simulator's URL. */
  apiUrl: string;
  authKey: string;
  /** The MSG91 template id mapped to the DLT-registered OTP template. */
  otpTemplateId: string;
  /** The MSG91 template ids of the visit messages (services/sms/visit-messages.ts). */
  visitTemplateIds?: Readonly<Record<VisitMessageKind, string>>;
  /** The 6-letter DLT-registered sender id (header). */
  senderId: string;
  logger: Logger;
  timeoutMs?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
}

const Answer = z.object({ type: z.enum(["success", "error"]), message: z.string() });
/** MSG91's request ids are 24 hex characters; anything id-like is accepted, nothing else is logged. */
const REQUEST_ID = /^[\w-]{1,64}$/;

/** A provider's words for a log line: short, and with digit runs (numbers, codes) hidden. */
const providerWords = (text: string) => text.slice(0, 120).replace(/\d{4,}/g, "####");

export function createMsg91SmsSender(config: Msg91Config): SmsSender & VisitMessageSender {
  const endpoint = `${config.apiUrl.replace(/\/+$/, "")}/api/v5/flow/`;
  const timeoutMs = config.timeoutMs ?? 3_000;
  const maxAttempts = config.maxAttempts ?? 3;
  const retryDelayMs = config.retryDelayMs ?? 300;
  const { logger } = config;

  async function postOnce(
    templateId: string,
    mobile: string,
    variables: Record<string, string>,
  ): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authkey: config.authKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          template_id: templateId,
          sender: config.senderId,
          short_url: "0",
          recipients: [{ ...variables, mobiles: `91${mobile}` }],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new SmsNotSentError(
        timedOut ? "timeout" : "unreachable",
        undefined,
        `MSG91 ${timedOut ? "timed out" : "unreachable"}`,
        { cause: error },
      );
    }
    let answer: z.infer<typeof Answer> | undefined;
    try {
      answer = Answer.safeParse(JSON.parse(await response.text())).data;
    } catch {
      answer = undefined;
    }
    const said = answer ? ` (${providerWords(answer.message)})` : "";
    if (!response.ok) {
      throw new SmsNotSentError(
        "http-status",
        response.status,
        `MSG91 answered HTTP ${response.status}${said}`,
      );
    }
    if (answer?.type === "error") {
      throw new SmsNotSentError("refused", response.status, `MSG91 refused the message${said}`);
    }
    if (answer?.type !== "success" || !REQUEST_ID.test(answer.message)) {
      throw new SmsNotSentError("bad-answer", response.status, "MSG91's answer is not a success");
    }
    return answer.message;
  }

  /** One message, tried again only when MSG91 may not have seen it (see the guarantees above). */
  async function send(
    what: string,
    mobile: string,
    templateId: string,
    variables: Record<string, string>,
    log: Logger = logger,
  ): Promise<void> {
    const to = maskMobile(mobile);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const requestId = await postOnce(templateId, mobile, variables);
        log.info("sms.msg91.accepted", { to, what, requestId, attempts: attempt });
        return;
      } catch (error) {
        if (!(error instanceof SmsNotSentError)) throw error;
        const fields = {
          to,
          what,
          failure: error.failure,
          status: error.status,
          attempts: attempt,
        };
        if (!error.retryable || attempt >= maxAttempts) {
          log.warn("sms.msg91.not-sent", fields);
          throw error;
        }
        log.warn("sms.msg91.retrying", fields);
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
      }
    }
  }

  return {
    sendOtp: (mobile, code, log) =>
      send("otp", mobile, config.otpTemplateId, { [OTP_TEMPLATE_VARIABLE]: code }, log),
    async sendVisitMessage(mobile, message, log) {
      const templateId = config.visitTemplateIds?.[message.kind];
      if (!templateId) {
        throw new SmsNotSentError("refused", undefined, `no template id for ${message.kind}`);
      }
      await send(message.kind, mobile, templateId, message.variables, log);
    },
  };
}
