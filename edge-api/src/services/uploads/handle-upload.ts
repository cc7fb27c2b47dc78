/**
 * The one flow of every upload route (prescriptions, career applications), an outbox write
 * (services/outbox-writes/outbox-write.ts) whose cheapest checks come first so a refused request
 * costs next to nothing and its body is never read:
 *
 * 1. the Idempotency-Key, the client's upload budget (services/rate-limit/form-limits.ts) and the
 *    media type, from the headers;
 * 2. the captcha for a new key, from the CAPTCHA_HEADER header (a repeat of a stored key needs
 *    none, services/captcha/new-key-captcha.ts);
 * 3. only then, and only once the file store has room for the route's largest file (reserved:
 *    storage-quota.ts; 507 otherwise), the body, streamed with every cap (upload-form.ts), its
 *    file written to the store as it arrives (incoming-file.ts) under a name the server chose;
 * 4. the text fields by zod, then the submission and the file's row in one transaction
 *    (stored-files.ts). Unless that transaction took the file, its bytes are deleted and its
 *    room given back: nothing is left in the store that no row names.
 *
 * Answers as every outbox write: 201 `{ status: "success", id }` (a repeat of the key: the first
 * answer again), or a 4xx `{ error, message }` saying what to fix.
 */
import { MAX_FILE_BYTES } from "@vyom/catalog/contract";
import type { Context } from "hono";
import type { z } from "zod";
import type { UploadKind } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidRequest } from "../../http/validate.ts";
import { outboxWrite, type WriteOutcome } from "../outbox-writes/outbox-write.ts";
import { storeSubmission } from "../outbox-writes/store-submission.ts";
import { incomingFile } from "./incoming-file.ts";
import { releaseRoom, reserveRoom, storageFullMessage } from "./storage-quota.ts";
import { isMultipart, notMultipart, readUploadForm, type UploadFileRule } from "./upload-form.ts";

/**
 * The solved captcha of an upload. A header, not a form field: it must be checked before the body
 * is read. The PWA's outbox sends it (pwa/src/sync/registry.ts).
 */
export const CAPTCHA_HEADER = "X-Vyom-Captcha";

export interface UploadRoute<Fields> {
  kind: UploadKind;
  file: UploadFileRule;
  /** The text fields (strings from the form). */
  fields: z.ZodType<Fields>;
  row(fields: Fields): { name: string; mobileNumber: string; payload: Record<string, unknown> };
}

export async function handleUpload<Fields>(
  c: Context,
  deps: Pick<AppDeps, "db" | "files" | "captcha" | "clock" | "metrics" | "env" | "logger">,
  route: UploadRoute<Fields>,
) {
  const { response } = await outboxWrite(c, deps, {
    form: "upload",
    scope: route.kind,
    // An unsolved widget may come as an empty value: that is a missing captcha.
    captcha: c.req.header(CAPTCHA_HEADER) || undefined,
    countBudget: true,
    precheck: () => (isMultipart(c) ? undefined : notMultipart().refusal),
    store: ({ key }) => readAndStore(c, deps, route, key),
  });
  return response;
}

/** Steps 3 and 4: the body, then the submission with its file (dropped unless it was stored). */
async function readAndStore<Fields>(
  c: Context,
  deps: Pick<AppDeps, "db" | "files" | "clock" | "env" | "logger">,
  route: UploadRoute<Fields>,
  key: string | undefined,
): Promise<WriteOutcome<400 | 413 | 415 | 507>> {
  const quota = { db: deps.db, logger: deps.logger, quotaBytes: deps.env.FILES_QUOTA_BYTES };
  const reservationId = await reserveRoom(
    quota,
    route.file.maxBytes ?? MAX_FILE_BYTES,
    deps.clock(),
  );
  if (reservationId === undefined) {
    return {
      kind: "refused",
      refusal: { status: 507, body: { error: "storage-full", message: storageFullMessage } },
    };
  }
  const file = incomingFile(deps.files, {
    kind: route.kind,
    types: route.file.types,
    now: deps.clock(),
  });
  let linked = false;
  try {
    const read = await readUploadForm(c, route.file, file);
    if ("refusal" in read) return { kind: "refused", refusal: read.refusal };
    // A `captcha` field is what a client from before CAPTCHA_HEADER still sends: not a field.
    const { captcha: _, ...text } = read.form.fields;
    const parsed = route.fields.safeParse(text);
    if (!parsed.success) {
      return { kind: "refused", refusal: { status: 400, body: invalidRequest(parsed.error) } };
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
      file: { ...received, reservationId },
      now: deps.clock(),
    });
    linked = outcome.kind === "fresh";
    return outcome;
  } finally {
    // A refused form, a replayed key or a failed transaction: the file belongs to nothing.
    if (!linked) {
      await file.drop();
      await releaseRoom(deps.db, reservationId);
    }
  }
}
