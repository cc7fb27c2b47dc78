/**
 * Uploaded files kept outside the database (file-store.ts, stored-files.ts; docs/security.md):
 * through HTTP, the bytes the admin downloads are the bytes uploaded; bytes changed on the volume
 * or gone from it are never served; a transaction that fails leaves no file; a client's file name
 * never becomes a path; a file deleted by retention answers 404 with a message.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";
import { fileUnavailable } from "../../routes/admin/submissions.routes.ts";
import { pruneExpired } from "../maintenance/maintenance.ts";
import { isStoredKey } from "./file-store.ts";
import { uploadRetentionDays } from "./upload-retention.ts";
import {
  captchaHeader,
  leftBehind,
  nothingLeftBehind,
  postForm,
  uploadForm,
} from "./uploads.test-support.ts";

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx?.close());

/** A PDF of `size` bytes: its signature, then random bytes. */
const pdfOf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return new Uint8Array(bytes);
};

let mobiles = 0;
const nextMobile = () => `93000${String(++mobiles).padStart(5, "0")}`;

/** Uploads a prescription; answers the submission id, and the file's row once stored. */
async function upload(bytes: Uint8Array) {
  const res = await postForm(
    ctx,
    "/api/prescriptions",
    uploadForm(
      { name: "Priya Raman", mobileNumber: nextMobile() },
      { field: "file", bytes, name: "rx.pdf", type: "application/pdf" },
    ),
    await captchaHeader(ctx),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [file] = await ctx.db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, id));
  if (!file) throw new Error("no file stored");
  return { id, file };
}

const download = (submissionId: string, fileId: string) =>
  ctx.get(`/api/admin/submissions/${submissionId}/files/${fileId}`, {
    headers: { cookie: admin },
  });

const errorsLogged = (event: string) =>
  ctx.logger.records.filter((r) => r.event === event && r.level === "error");

describe("a stored upload", () => {
  it("is on the volume, under a name the server chose, and the admin downloads exactly its bytes", async () => {
    const bytes = pdfOf(700 * 1024);
    const { id, file } = await upload(bytes);
    expect(file.storedKey).toBe(
      `prescription/${ctx.clock().toISOString().slice(0, 10)}/${file.id}`,
    );
    const onDisk = await readFile(join(ctx.files.dir, file.storedKey));
    expect(Buffer.compare(onDisk, bytes)).toBe(0);

    const res = await download(id, file.id);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
  });

  it("is refused once its bytes on the volume changed (SHA-256), and the change is logged", async () => {
    const { id, file } = await upload(pdfOf(64 * 1024));
    const path = join(ctx.files.dir, file.storedKey);
    const tampered = await readFile(path);
    tampered[1000] = (tampered[1000] ?? 0) ^ 0xff;
    await writeFile(path, tampered);

    const res = await download(id, file.id);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "file-damaged", message: fileUnavailable.damaged });
    expect(errorsLogged("uploads.file-damaged")).toEqual([
      expect.objectContaining({ submissionId: id, fileId: file.id }),
    ]);
  });

  it("answers 404 with a message once its bytes are gone from the volume", async () => {
    const { id, file } = await upload(pdfOf(10 * 1024));
    await rm(join(ctx.files.dir, file.storedKey));

    const res = await download(id, file.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found", message: fileUnavailable.missing });
    expect(errorsLogged("uploads.file-missing")).toHaveLength(1);
  });

  it("is deleted, bytes and row, when its retention ends; its download then answers 404 with a message", async () => {
    const { id, file } = await upload(pdfOf(10 * 1024));
    ctx.clock.advance((uploadRetentionDays.prescription + 1) * DAY);
    await pruneExpired(ctx.deps, ctx.clock());

    expect(existsSync(join(ctx.files.dir, file.storedKey))).toBe(false);
    expect(await ctx.db.select().from(submissions).where(eq(submissions.id, id))).toEqual([]);
    admin = await devAdminCookie(ctx); // the first session ended in those months
    const res = await download(id, file.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found", message: fileUnavailable.notFound });
  });
});

describe("an upload whose transaction fails", () => {
  it("leaves no file, no row and no reservation behind", async () => {
    // The database refuses the file's row, as a full disk or a lost connection would.
    await ctx.db.execute(sql`
      create function refuse_file_row() returns trigger language plpgsql
      as $$ begin raise exception 'the database refused the row'; end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_file_row before insert on submission_files
      for each row execute function refuse_file_row()`);
    try {
      const mobile = nextMobile();
      const res = await postForm(
        ctx,
        "/api/prescriptions",
        uploadForm(
          { name: "Priya Raman", mobileNumber: mobile },
          { field: "file", bytes: pdfOf(300 * 1024), name: "rx.pdf", type: "application/pdf" },
        ),
        await captchaHeader(ctx),
      );
      expect(res.status).toBe(500);
      expect(
        await ctx.db.select().from(submissions).where(eq(submissions.mobileNumber, mobile)),
      ).toEqual([]);
      expect(await leftBehind(ctx)).toEqual(nothingLeftBehind);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_file_row on submission_files`);
      await ctx.db.execute(sql`drop function refuse_file_row()`);
    }
  });
});

describe("the uploader's file name", () => {
  const BOUNDARY = "vyom-boundary";
  const encoder = new TextEncoder();
  const field = (name: string, value: string) =>
    encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  /** A form whose file part's Content-Disposition carries `disposition` as raw bytes. */
  const formWithName = (mobile: string, disposition: Uint8Array, bytes: Uint8Array) =>
    Buffer.concat([
      field("name", "Priya Raman"),
      field("mobileNumber", mobile),
      encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; `),
      disposition,
      encoder.encode("\r\nContent-Type: application/pdf\r\n\r\n"),
      bytes,
      encoder.encode(`\r\n--${BOUNDARY}--\r\n`),
    ]);

  const outside = `vyom-escape-${randomUUID()}`;
  const names: [string, Uint8Array][] = [
    ["climbs out with ../", encoder.encode(`filename="../../../../../../tmp/${outside}.pdf"`)],
    ["is absolute", encoder.encode(`filename="/tmp/${outside}-abs.pdf"`)],
    [
      "holds a NUL",
      Buffer.concat([encoder.encode('filename="rx'), Buffer.from([0]), encoder.encode('.pdf"')]),
    ],
    [
      "is a lone surrogate (raw bytes)",
      Buffer.concat([
        encoder.encode('filename="'),
        Buffer.from([0xed, 0xa0, 0x80]),
        encoder.encode('.pdf"'),
      ]),
    ],
    ["is a lone surrogate (RFC 5987)", encoder.encode("filename*=UTF-8''%ED%A0%80..%2F..%2Fx.pdf")],
  ];

  it.each(names)("never becomes a path when it %s", async (_, disposition) => {
    const mobile = nextMobile();
    const bytes = pdfOf(2 * 1024);
    const res = await postForm(
      ctx,
      "/api/prescriptions",
      formWithName(mobile, disposition, bytes),
      {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        ...(await captchaHeader(ctx)),
      },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [file] = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id));
    expect(file?.fileName).toBe(`${file?.id}.pdf`);
    expect(isStoredKey(file?.storedKey ?? "")).toBe(true);
    expect(Buffer.compare(await readFile(join(ctx.files.dir, file?.storedKey ?? "")), bytes)).toBe(
      0,
    );
    // Nothing outside the store, and nothing in it but files named by the server.
    expect(existsSync(`/tmp/${outside}.pdf`)).toBe(false);
    expect(existsSync(`/tmp/${outside}-abs.pdf`)).toBe(false);
    const inStore = await readdir(ctx.files.dir, { recursive: true, withFileTypes: true });
    for (const entry of inStore.filter((e) => e.isFile())) {
      const key = join(entry.parentPath, entry.name).slice(ctx.files.dir.length + 1);
      expect(isStoredKey(key), key).toBe(true);
    }
  });
});
