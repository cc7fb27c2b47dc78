/**
 * Google reCAPTCHA adapter (CAPTCHA_PROVIDER=recaptcha): the token is checked with Google's
 * siteverify endpoint, which also refuses a token used twice. An unreachable or odd answer is a
 * failure, never a pass. `fetch` is injected so tests never touch the network.
 */
import { z } from "zod";
import type { CaptchaProvider, CaptchaVerification } from "./captcha.ts";

export const recaptchaVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

export interface RecaptchaOptions {
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

export function createRecaptchaCaptcha(options: RecaptchaOptions): CaptchaProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: "recaptcha",
    async verify(captchaValue, context): Promise<CaptchaVerification> {
      if (captchaValue.length === 0 || captchaValue.length > 4_000) {
        return { success: false, reason: "malformed" };
      }
      const form = new URLSearchParams({ secret: options.secret, response: captchaValue });
      if (context?.remoteIp) form.set("remoteip", context.remoteIp);
      let body: unknown;
      try {
        const res = await doFetch(recaptchaVerifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!res.ok) return { success: false, reason: "provider-unavailable" };
        body = await res.json();
      } catch {
        return { success: false, reason: "provider-unavailable" };
      }
      const parsed = siteverifyAnswer.safeParse(body);
      if (!parsed.success) return { success: false, reason: "provider-unavailable" };
      if (parsed.data.success) return { success: true };
      const codes = parsed.data["error-codes"] ?? [];
      return {
        success: false,
        reason: codes.includes("timeout-or-duplicate") ? "replayed" : "invalid",
      };
    },
  };
}
