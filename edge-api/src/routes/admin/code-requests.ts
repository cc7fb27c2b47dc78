/** The bodies that carry a second-factor code: sign-in (TOTP or recovery code) and enrolment. */
import { z } from "zod";
import { text } from "../../http/text-rule.ts";
import { RECOVERY_CODE_PATTERN } from "../../services/admin/recovery-codes.ts";
import { TOTP_CODE_PATTERN } from "../../services/admin/two-factor.ts";

/** Spaces are what people type between digit groups; they mean nothing. */
const typedCode = text()
  .max(32)
  .transform((code) => code.replace(/\s/g, ""));

export const CodeRequest = z.object({
  code: typedCode.refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    "a 6-digit code or a recovery code (xxxxx-xxxxx)",
  ),
});

/** Enrolment is confirmed with a code of the new secret: recovery codes do not exist yet. */
export const EnrolCodeRequest = z.object({
  code: typedCode.refine((code) => TOTP_CODE_PATTERN.test(code), "a 6-digit code"),
});
