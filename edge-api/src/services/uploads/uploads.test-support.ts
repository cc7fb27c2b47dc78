/**
 * Files and form posts for the upload routes' tests: tiny files whose first bytes are real
 * signatures (what the API sniffs), and a multipart POST as the PWA's outbox sends it (the
 * captcha in CAPTCHA_HEADER). Each post comes from a client address of its own unless a test
 * names one, so only the rate-limit tests meet the per-client budget.
 */
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { freshAddress, type TestContext } from "../../../test/context.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import {
  submissionFiles,
  submissions,
  type UploadKind,
  uploadReservations,
} from "../../db/schema.ts";
import { newStoredKey, putFile } from "./file-store.ts";
import { servedFileName } from "./file-types.ts";
import { CAPTCHA_HEADER } from "./handle-upload.ts";

const bytesOf = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
    ),
  );

export const samples = {
  pdf: () => bytesOf("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  jpeg: () => bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01, 0xff, 0xd9]),
  png: () => bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR-rest-of-png"),
  webp: () => bytesOf("RIFF", [0x1a, 0, 0, 0], "WEBPVP8 rest-of-webp"),
  doc: () => bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "WordDocument"),
  docx: () => bytesOf([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml"),
  zip: () => bytesOf([0x50, 0x4b, 0x03, 0x04], "....photos/holiday.jpg"),
  exe: () => bytesOf("MZ", [0x90, 0x00, 0x03], "This program cannot be run in DOS mode"),
};

export interface FormFile {
  field: string;
  bytes: Uint8Array;
  name: string;
  type: string;
}

export function uploadForm(fields: Record<string, string>, file?: FormFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field,
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
      file.name,
    );
  }
  return form;
}

export const solvedCaptcha = (ctx: TestContext) => fetchSolvedCaptcha((path) => ctx.get(path));

/** The header of a freshly solved captcha. */
export const captchaHeader = async (ctx: TestContext) => ({
  [CAPTCHA_HEADER]: await solvedCaptcha(ctx),
});

/** A multipart POST (fetch sets the multipart boundary) from a client address. */
export function postForm(
  ctx: TestContext,
  path: string,
  body: FormData | string | Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  address = freshAddress(),
): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, { method: "POST", body, headers, duplex: "half" } as RequestInit, {
      incoming: { socket: { remoteAddress: address } },
    }),
  );
}

/**
 * What a refused, replayed or failed upload must not leave behind: files in the store no row
 * names, unfinished writes, and reservations of room.
 */
export async function leftBehind(ctx: TestContext) {
  const named = new Set(
    (await ctx.db.select({ key: submissionFiles.storedKey }).from(submissionFiles)).map(
      (row) => row.key,
    ),
  );
  const unowned: string[] = [];
  for await (const key of ctx.files.keys()) if (!named.has(key)) unowned.push(key);
  const partial = (await readdir(ctx.files.dir, { recursive: true })).filter((name) =>
    name.endsWith(".partial"),
  );
  const reservations = await ctx.db.select().from(uploadReservations);
  return { unowned, partial, reservations };
}

export const nothingLeftBehind = { unowned: [], partial: [], reservations: [] };

/** A submission of `kind` with a stored file, written as an upload writes them. */
export async function storedUpload(
  ctx: TestContext,
  upload: { kind: UploadKind; bytes: Uint8Array; createdAt?: Date; fileName?: string },
) {
  const createdAt = upload.createdAt ?? ctx.clock();
  const [row] = await ctx.db
    .insert(submissions)
    .values({
      kind: upload.kind,
      name: "Meena Iyer",
      mobileNumber: "9876543210",
      payload: {},
      createdAt,
    })
    .returning({ id: submissions.id });
  const submissionId = row?.id ?? "";
  const fileId = crypto.randomUUID();
  const storedKey = newStoredKey(upload.kind, fileId, createdAt);
  await putFile(ctx.files, storedKey, upload.bytes);
  await ctx.db.insert(submissionFiles).values({
    id: fileId,
    submissionId,
    kind: upload.kind,
    fileName: upload.fileName ?? servedFileName(fileId, "application/pdf"),
    contentType: "application/pdf",
    sizeBytes: upload.bytes.byteLength,
    sha256: createHash("sha256").update(upload.bytes).digest("hex"),
    storedKey,
    createdAt,
  });
  return { submissionId, fileId, storedKey };
}
