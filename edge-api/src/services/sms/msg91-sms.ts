/**
 * The MSG91 SMS adapter: each OTP goes through MSG91's Send SMS (Flow) API v5,
 * `POST {MSG91_API_URL}/api/v5/flow/` with the `authkey` header and
 * `{ template_id, sender, short_url: "0", recipients: [{ mobiles: "91XXXXXXXXXX", OTP: code }] }`,
 * so the text is the DLT-registered template with the code as its variable. Followed: MSG91's
 * "Send SMS via Flow" reference (control.msg91.com/apidoc/textsms/send-sms-flow.php, API v5) and
 * its successor docs.msg91.com/sms/send-sms (template_id / short_url / recipients), as published
 * in 2025; "API security" (msg91.com/help/api: a non-whitelisted IP is refused with 418).
 *
 * With `otpApiTemplateId` (MSG91_OTP_API_TEMPLATE_ID) OTPs go through MSG91's OTP API instead,
 * because only a code sent that way can be retried by a voice call:
 * `POST {MSG91_API_URL}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…&otp_expiry=5` (our
 * code, so our hash checks it; MSG91 keeps it for the retry), answered
 * `{ "type": "success", "request_id": <id> }`, and `retryOtpByVoice` is
 * `POST {MSG91_API_URL}/api/v5/otp/retry?mobile=91XXXXXXXXXX&retrytype=voice`, answered
 * `{ "type": "success", "message": "retry send successfully" }`. Followed: MSG91's "Send OTP" and
 * "Retry OTP" references (docs.msg91.com/otp, API v5) and their SDKs' calls (@msg91comm/otp,
 * sendotp-node: `retrytype` "voice" or "text"). The authkey goes in the header, never the URL.
 *
 * Guarantees:
 * - `sendOtp` resolves only on a 2xx answer `{ "type": "success" }` with a request id (a retry:
 *   any 2xx success); anything else throws SmsNotSentError, which the auth routes answer 502
 *   `otp-not-sent`;
 * - each attempt has a timeout; only a network failure, a timeout or a 5xx is tried again, at most
 *   `maxAttempts` times in all. A 4xx or a `type: error` answer is final (the same request would
 *   be refused again), and so is a 2xx we cannot read (MSG91 may have sent it already);
 * - logs carry the masked number, the outcome and MSG91's request id, never the code;
 * - a message in another language (sms-languages.ts) goes under that language's template id
 *   (MSG91_TEMPLATE_IDS_BY_LANGUAGE) with its words in that language (sms-words.ts); with no id
 *   for the language and kind, under the English id with English words, logged as
 *   `sms.msg91.language-fallback`. Either way one message to the same number: a language never
 *   adds a send or a retry. On the OTP API path the language's `otp` id is an OTP API template;
 *   the voice call (its retry) reads the code in MSG91's own words.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import { z } from "zod";
import type { Logger } from "../../logger.ts";
import { maskMobile, OTP_TEMPLATE_VARIABLE, type SmsSender } from "./sms.ts";
import {
  type LanguageTemplateIds,
  languageTemplateId,
  type TemplateKind,
} from "./sms-languages.ts";
import { variablesIn } from "./sms-words.ts";
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
  /** The template of MSG91's OTP API: set, OTPs go through it and can be retried by a call. */
  otpApiTemplateId?: string | undefined;
  /** The MSG91 template ids of the visit messages (services/sms/visit-messages.ts). */
  visitTemplateIds?: Readonly<Record<VisitMessageKind, string>>;
  /** The MSG91 template id of a scan's booking (services/sms/scan-messages.ts). */
  scanTemplateId?: string | undefined;
  /** The templates in the other languages (MSG91_TEMPLATE_IDS_BY_LANGUAGE): none, all English. */
  templateIdsByLanguage?: LanguageTemplateIds | undefined;
  /** The 6-letter DLT-registered sender id (header). */
  senderId: string;
  logger: Logger;
  timeoutMs?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
}

const Answer = z.object({
  type: z.enum(["success", "error"]),
  message: z.string().optional(),
  request_id: z.string().optional(),
});
type Answer = z.infer<typeof Answer>;
/** The OTP minutes MSG91 keeps the code for its retry: our codes' own lifetime (otp-limits.ts). */
const OTP_EXPIRY_MINUTES = "5";
/** MSG91's request ids are 24 hex characters; anything id-like is accepted, nothing else is logged. */
const REQUEST_ID = /^[\w-]{1,64}$/;

/** A provider's words for a log line: short, and with digit runs (numbers, codes) hidden. */
const providerWords = (text: string) => text.slice(0, 120).replace(/\d{4,}/g, "####");

export function createMsg91SmsSender(config: Msg91Config): SmsSender & VisitMessageSender {
  const base = config.apiUrl.replace(/\/+$/, "");
  const flowEndpoint = `${base}/api/v5/flow/`;
  const timeoutMs = config.timeoutMs ?? 3_000;
  const maxAttempts = config.maxAttempts ?? 3;
  const retryDelayMs = config.retryDelayMs ?? 300;
  const { logger } = config;

  /** One HTTP call to MSG91: its `success` answer, or SmsNotSentError. */
  async function callOnce(url: string, body: unknown): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          authkey: config.authKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(body),
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
    let answer: Answer | undefined;
    try {
      answer = Answer.safeParse(JSON.parse(await response.text())).data;
    } catch {
      answer = undefined;
    }
    const said = answer?.message ? ` (${providerWords(answer.message)})` : "";
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
    if (answer?.type !== "success") {
      throw new SmsNotSentError("bad-answer", response.status, "MSG91's answer is not a success");
    }
    return answer;
  }

  /** The request id of a success answer (a Flow's is its `message`, the OTP API's `request_id`). */
  function requestIdOf(answer: Answer, status: number): string {
    const id = answer.request_id ?? answer.message ?? "";
    if (!REQUEST_ID.test(id)) {
      throw new SmsNotSentError("bad-answer", status, "MSG91's answer has no request id");
    }
    return id;
  }

  const flow = (templateId: string, mobile: string, variables: Record<string, string>) => () =>
    callOnce(flowEndpoint, {
      template_id: templateId,
      sender: config.senderId,
      short_url: "0",
      recipients: [{ ...variables, mobiles: `91${mobile}` }],
    }).then((answer) => requestIdOf(answer, 200));

  const otpApi = (templateId: string, mobile: string, code: string) => () => {
    const query = new URLSearchParams({
      template_id: templateId,
      mobile: `91${mobile}`,
      otp: code,
      otp_expiry: OTP_EXPIRY_MINUTES,
    });
    return callOnce(`${base}/api/v5/otp?${query}`, {}).then((answer) => requestIdOf(answer, 200));
  };

  /** A retry answers words, not an id: any success is the call accepted. */
  const voiceRetry = (mobile: string) => () => {
    const query = new URLSearchParams({ mobile: `91${mobile}`, retrytype: "voice" });
    return callOnce(`${base}/api/v5/otp/retry?${query}`, {}).then(() => undefined);
  };

  /** One message, tried again only when MSG91 may not have seen it (see the guarantees above). */
  async function send(
    what: string,
    mobile: string,
    attemptOnce: () => Promise<string | undefined>,
    log: Logger = logger,
    language: MessageLanguage = "en",
  ): Promise<void> {
    const to = maskMobile(mobile);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const requestId = await attemptOnce();
        log.info("sms.msg91.accepted", { to, what, language, requestId, attempts: attempt });
        return;
      } catch (error) {
        if (!(error instanceof SmsNotSentError)) throw error;
        const fields = {
          to,
          what,
          language,
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

  /**
   * The template a message goes under: the language's when one is registered, else the English
   * one (`english`), and the language its words are then written in.
   */
  function templateOf(
    kind: TemplateKind,
    asked: MessageLanguage | undefined,
    english: string | undefined,
    log: Logger,
  ): { templateId: string | undefined; language: MessageLanguage } {
    const id = languageTemplateId(config.templateIdsByLanguage, asked, kind);
    if (id && asked) return { templateId: id, language: asked };
    if (asked && asked !== "en")
      log.info("sms.msg91.language-fallback", { what: kind, language: asked });
    return { templateId: english, language: "en" };
  }

  const otpApiTemplateId = config.otpApiTemplateId;
  const sender: SmsSender & VisitMessageSender = {
    sendOtp(mobile, code, log = logger, asked) {
      const { templateId, language } = templateOf(
        "otp",
        asked,
        otpApiTemplateId ?? config.otpTemplateId,
        log,
      );
      // templateOf answers the English id given, which is always configured for OTPs.
      const id = templateId ?? config.otpTemplateId;
      return send(
        "otp",
        mobile,
        otpApiTemplateId
          ? otpApi(id, mobile, code)
          : flow(id, mobile, { [OTP_TEMPLATE_VARIABLE]: code }),
        log,
        language,
      );
    },
    async sendVisitMessage(mobile, message, log = logger) {
      const english =
        message.kind === "scan-confirmed"
          ? config.scanTemplateId
          : config.visitTemplateIds?.[message.kind];
      const { templateId, language } = templateOf(message.kind, message.language, english, log);
      if (!templateId) {
        throw new SmsNotSentError("refused", undefined, `no template id for ${message.kind}`);
      }
      const variables = variablesIn(language, message.variables);
      await send(message.kind, mobile, flow(templateId, mobile, variables), log, language);
    },
  };
  // Only a code the OTP API sent can be read out by MSG91's call.
  if (otpApiTemplateId) {
    sender.retryOtpByVoice = (mobile, log) => send("otp-call", mobile, voiceRetry(mobile), log);
  }
  return sender;
}
