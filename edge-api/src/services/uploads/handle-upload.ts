/**
 * The one flow of every upload route (prescriptions, career applications): Idempotency-Key, the
 * multipart form and its file, the text fields by zod, the captcha for a new key, then the
 * submission and its file stored in one transaction. Answers 201 `{ status: "success", id }`
 * (a repeat of the key: the first answer again), or a 4xx JSON `{ error, message }` saying
 * what to fix.
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { invalidRequest } from "../../http/validate.ts";
import { type CaptchaRefusal, checkNewKeyCaptcha } from "../captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from "../idempotency/idempotency.ts";
import { storeSubmission } from "./store-submission.ts";
import { type FileRule, readUploadForm } from "./upload-form.ts";

/** The upload forms show the server's message; the JSON routes' clients word their own. */
const CAPTCHA_MESSAGES: Record<CaptchaRefusal["error"], string> = {
  "captcha-required": "Please verify the captcha.",
  "captcha-failed": "The captcha was not accepted.",
};

/** The kinds of submission that come with a file. */
export type UploadKind = "prescription" | "career-application";

export interface UploadRoute<Fields> {
  kind: UploadKind;
  file: FileRule;
  /** The text fields (strings from the form); the captcha field is not part of them. */
  fields: z.ZodType<Fields>;
  row(fields: Fields): { name: string; mobileNumber: string; payload: Record<string, unknown> };
}

export async function handleUpload<Fields>(
  c: Context,
  deps: Pick<AppDeps, "db" | "captcha" | "clock">,
  route: UploadRoute<Fields>,
): Promise<Response> {
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if (key instanceof Error) {
    return c.json(
      {
        error: "invalid-request",
        message: key.message,
        issues: [{ path: IDEMPOTENCY_HEADER, message: key.message }],
      },
      400,
    );
  }
  const read = await readUploadForm(c, route.file);
  if ("refusal" in read) return c.json(read.refusal.body, read.refusal.status);
  const { captcha: captchaValue, ...text } = read.form.fields;
  const parsed = route.fields.safeParse(text);
  if (!parsed.success) {
    const answer = invalidRequest(parsed.error);
    const message = answer.issues.map((issue) => issue.message).join(". ");
    return c.json({ ...answer, message }, 400);
  }
  const refusal = await checkNewKeyCaptcha(deps, {
    scope: route.kind,
    key,
    // A multipart form sends an unsolved widget as an empty field: that is a missing captcha.
    captcha: captchaValue === "" ? undefined : captchaValue,
    remoteIp: clientAddress(c),
  });
  if (refusal) return c.json({ ...refusal, message: CAPTCHA_MESSAGES[refusal.error] }, 403);

  const { file } = read.form;
  const row = route.row(parsed.data);
  const outcome = await storeSubmission(deps.db, {
    kind: route.kind,
    scope: route.kind,
    key,
    ...row,
    // The file counts by its content, not its bytes: the hash stays small.
    hashed: { ...row, file: { name: file.fileName, type: file.contentType, sha256: file.sha256 } },
    file,
    now: deps.clock(),
  });
  if (outcome.kind === "key-reused") {
    return c.json(
      {
        error: "idempotency-key-reused",
        message: "A different submission was already sent with this Idempotency-Key.",
      },
      422,
    );
  }
  return c.json(outcome.body, outcome.status === 201 ? 201 : 200);
}
