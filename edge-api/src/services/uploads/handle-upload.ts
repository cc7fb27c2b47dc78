/**
 * The one flow of every upload route (prescriptions, career applications), cheapest check first so
 * a refused request costs next to nothing and its body is never read:
 *
 * 1. the Idempotency-Key, the client's upload budget (services/rate-limit/form-limits.ts) and the
 *    media type, from the headers;
 * 2. the captcha for a new key, from the CAPTCHA_HEADER header (a repeat of a stored key needs
 *    none, services/captcha/new-key-captcha.ts);
 * 3. only then the body, streamed with every cap (upload-form.ts), its file written part by part;
 * 4. the text fields by zod, then the submission and the file's row in one transaction.
 *
 * Answers 201 `{ status: "success", id }` (a repeat of the key: the first answer again), or a 4xx
 * JSON `{ error, message }` saying what to fix.
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { invalidRequest } from "../../http/validate.ts";
import { type CaptchaRefusal, checkNewKeyCaptcha } from "../captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from "../idempotency/idempotency.ts";
import { formLimits, limitClient } from "../rate-limit/form-limits.ts";
import { incomingFile } from "./incoming-file.ts";
import { storeSubmission } from "./store-submission.ts";
import { type FileRule, isMultipart, notMultipart, readUploadForm } from "./upload-form.ts";

/**
 * The solved captcha of an upload. A header, not a form field: it must be checked before the body
 * is read. The PWA's outbox sends it (pwa/src/sync/registry.ts).
 */
export const CAPTCHA_HEADER = "X-Vyom-Captcha";

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
  /** The text fields (strings from the form). */
  fields: z.ZodType<Fields>;
  row(fields: Fields): { name: string; mobileNumber: string; payload: Record<string, unknown> };
}

export async function handleUpload<Fields>(
  c: Context,
  deps: Pick<AppDeps, "db" | "captcha" | "clock" | "metrics">,
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
  const limited = await limitClient(c, deps, formLimits.uploads);
  if (limited) return limited;
  if (!isMultipart(c)) {
    const { refusal } = notMultipart();
    return c.json(refusal.body, refusal.status);
  }
  const refusal = await checkNewKeyCaptcha(deps, {
    scope: route.kind,
    key,
    // An unsolved widget may come as an empty value: that is a missing captcha.
    captcha: c.req.header(CAPTCHA_HEADER) || undefined,
    remoteIp: clientAddress(c),
  });
  if (refusal) return c.json({ ...refusal, message: CAPTCHA_MESSAGES[refusal.error] }, 403);

  const file = incomingFile(deps.db, route.file.types, deps.clock());
  let linked = false;
  try {
    const read = await readUploadForm(c, route.file, file);
    if ("refusal" in read) return c.json(read.refusal.body, read.refusal.status);
    // A `captcha` field is what a client from before CAPTCHA_HEADER still sends: not a field.
    const { captcha: _, ...text } = read.form.fields;
    const parsed = route.fields.safeParse(text);
    if (!parsed.success) {
      const answer = invalidRequest(parsed.error);
      const message = answer.issues.map((issue) => issue.message).join(". ");
      return c.json({ ...answer, message }, 400);
    }
    const received = read.form.file;
    const row = route.row(parsed.data);
    const outcome = await storeSubmission(deps.db, {
      kind: route.kind,
      scope: route.kind,
      key,
      ...row,
      // The file counts by its content, not its bytes: the hash stays small.
      hashed: { ...row, file: { type: received.contentType, sha256: received.sha256 } },
      file: received,
      now: deps.clock(),
    });
    linked = outcome.kind === "fresh";
    deps.metrics.outboxWrite("upload", outcome.kind);
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
  } finally {
    // A refused form, a replayed key or an error: the parts written so far belong to nothing.
    if (!linked) await file.drop();
  }
}
