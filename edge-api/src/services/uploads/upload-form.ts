/**
 * Reading an upload request (multipart/form-data) as it streams in: its few text fields and its
 * one file. Nothing is buffered whole and every cap is applied while the body arrives, so a
 * refused body is never read to its end:
 *
 * - at most MAX_UPLOAD_BODY_BYTES in all (counted here: the request guard only checks a declared
 *   Content-Length, never reads the body ahead of the captcha);
 * - at most MAX_PARTS parts (the longest form has six), each text field at most MAX_FIELD_BYTES;
 * - the file at most its rule's size, of an allowed type by its bytes (incoming-file.ts), written
 *   to the file store as it arrives.
 *
 * Every refusal names the problem in words a person can act on, under one of the codes every
 * outbox write refuses with (catalog/src/contract/schemas/write-answer.ts): the code says which
 * kind of problem (400, 413, 415), the message which one exactly.
 */
import { Busboy } from "@fastify/busboy";
import { type FileRule, fileMessages, MAX_FILE_BYTES } from "@vyom/catalog/contract";
import type { Context } from "hono";
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE } from "./file-types.ts";
import type { IncomingFile, ReceivedFile } from "./incoming-file.ts";

/** The longest form (a career application) has six parts; a stale client may add a captcha. */
export const MAX_PARTS = 8;
/** A cover note of 2000 characters in a three-byte script, with room to spare. */
export const MAX_FIELD_BYTES = 8 * 1024;

export interface UploadForm {
  /** Every text field, by name (a repeated field keeps its first value). */
  fields: Record<string, string>;
  file: ReceivedFile;
}

export type UploadRefusal = {
  status: 400 | 413 | 415;
  body: {
    error: "invalid-request" | "payload-too-large" | "unsupported-media-type";
    message: string;
  };
};

/** A form's file rule (the contract's) and the form field that carries the file. */
export interface UploadFileRule extends FileRule {
  /** e.g. `file` or `resume`. */
  field: string;
}

type ReadResult = { form: UploadForm } | { refusal: UploadRefusal };

const refuse = (
  status: UploadRefusal["status"],
  error: UploadRefusal["body"]["error"],
  message: string,
) => ({
  refusal: { status, body: { error, message } } satisfies UploadRefusal,
});

const damaged = () =>
  refuse(400, "invalid-request", "The form could not be read: it was sent incomplete or damaged.");

/** Whether the request says it is a multipart form (else 415, before anything is read). */
export function isMultipart(c: Context): boolean {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  return mediaType === "multipart/form-data";
}

export const notMultipart = () =>
  refuse(
    415,
    "unsupported-media-type",
    "Send the form as multipart/form-data, with the file attached.",
  );

export function readUploadForm(
  c: Context,
  rule: UploadFileRule,
  file: IncomingFile,
): Promise<ReadResult> {
  const body = c.req.raw.body;
  const maxBytes = rule.maxBytes ?? MAX_FILE_BYTES;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      limits: {
        parts: MAX_PARTS,
        fieldSize: MAX_FIELD_BYTES,
        fileSize: maxBytes,
        headerPairs: 8,
        headerSize: 8 * 1024,
      },
    });
  } catch {
    return Promise.resolve(damaged()); // no boundary
  }
  if (body === null) return Promise.resolve(damaged());
  const reader = body.getReader();

  return new Promise<ReadResult>((resolve, reject) => {
    let settled = false;
    const fields: Record<string, string> = {};
    let fileSeen = false;
    let fileDone: Promise<Awaited<ReturnType<IncomingFile["finish"]>>> | undefined;

    /** The chunk write in flight, if any: the caller may drop the file only after it. */
    let writing: Promise<unknown> = Promise.resolve();

    const settle = (result: ReadResult | Error) => {
      if (settled) return;
      settled = true;
      // Whatever is left of the body is never read (the server drops it with the connection).
      reader.cancel().catch(() => {});
      parser.removeAllListeners();
      parser.on("error", () => {});
      writing.then(
        () => (result instanceof Error ? reject(result) : resolve(result)),
        (error: unknown) => reject(error),
      );
    };

    const tooManyParts = () =>
      settle(
        refuse(413, "payload-too-large", `The form has too many fields (at most ${MAX_PARTS}).`),
      );
    parser.on("partsLimit", tooManyParts);
    parser.on("error", () => settle(damaged()));

    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) {
        const kb = MAX_FIELD_BYTES / 1024;
        settle(refuse(413, "payload-too-large", `A text field is longer than ${kb} KB.`));
      } else if (!(name in fields)) {
        fields[name] = value;
      }
    });

    parser.on("file", (name, stream) => {
      // Only the first part under the rule's field is the file; any other is skipped unread.
      if (name !== rule.field || fileSeen) {
        stream.resume();
        return;
      }
      fileSeen = true;
      stream.on("limit", () => {
        settle(refuse(413, "payload-too-large", fileMessages.tooLarge(rule)));
      });
      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        // Held while the chunk is written: the parser, then the socket, wait for the file store.
        stream.pause();
        writing = file.push(chunk).then(
          (ok) => {
            if (!ok) settle(wrongType(rule));
            else if (!settled) stream.resume();
          },
          (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
        );
      });
      fileDone = new Promise((done, fail) => {
        stream.on("end", () => {
          writing.then(() => (settled ? "empty" : file.finish())).then(done, fail);
        });
      });
    });

    parser.on("finish", () => {
      if (!fileDone) {
        settle(fileMissing(rule));
        return;
      }
      fileDone.then(
        (received) => {
          if (received === "empty")
            settle(refuse(400, "invalid-request", fileMessages.empty(rule)));
          else if (received === "not-allowed") settle(wrongType(rule));
          else settle({ form: { fields, file: received } });
        },
        (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
      );
    });

    const pump = async () => {
      let total = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (settled) return;
        if (done) {
          parser.end();
          return;
        }
        total += value.byteLength;
        if (total > MAX_UPLOAD_BODY_BYTES) {
          settle({ refusal: { status: 413, body: { ...UPLOAD_TOO_LARGE } } });
          return;
        }
        if (!parser.write(value)) {
          await new Promise<void>((drained) => parser.once("drain", () => drained()));
        }
      }
    };
    pump().catch(() => settle(damaged()));
  });
}

const fileMissing = (rule: UploadFileRule) =>
  refuse(400, "invalid-request", fileMessages.missing(rule));

const wrongType = (rule: UploadFileRule) =>
  refuse(415, "unsupported-media-type", fileMessages.wrongType(rule));
