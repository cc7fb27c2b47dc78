/**
 * The admin's view of submissions (enquiries, employee details, career applications,
 * prescriptions), mounted under `/api/admin/submissions` behind the admin session:
 *
 * - `GET /?kind=&from=&to=` → every matching row, newest first, with its files' metadata (never
 *   their bytes). `from`/`to` are Asia/Kolkata calendar days, both inclusive.
 * - `GET /:id/files/:fileId` → the file's bytes as a download: its stored content type,
 *   `Content-Disposition: attachment` (never rendered inline: a file is what a visitor uploaded),
 *   `X-Content-Type-Options: nosniff`, and `Cache-Control: no-store` like every admin answer.
 */
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { submissionFiles, submissions } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, requireAdmin } from "../../http/admin-session.ts";
import { text } from "../../http/text-rule.ts";
import { validate } from "../../http/validate.ts";

export const submissionKinds = submissions.kind.enumValues;

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "is not a real date");

const SubmissionsQuery = z
  .object({
    kind: z
      .enum(submissionKinds, { error: `kind must be one of: ${submissionKinds.join(", ")}` })
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "to must be on or after from",
  });

const FileParams = z.object({
  id: z.uuid("id must be a submission id"),
  fileId: z.uuid("fileId must be a file id"),
});

/** Midnight of an Asia/Kolkata calendar day (UTC+05:30, no daylight saving). */
const startOfIndianDay = (value: string) => new Date(`${value}T00:00:00+05:30`);
const nextIndianDay = (value: string) =>
  new Date(startOfIndianDay(value).getTime() + 24 * 60 * 60 * 1000);

/** A file name safe for a header: the ASCII fallback plus the exact UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function adminSubmissionsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdmin(deps))
    .get("/", validate("query", SubmissionsQuery), async (c) => {
      const { kind, from, to } = c.req.valid("query");
      const conditions: SQL[] = [];
      if (kind) conditions.push(eq(submissions.kind, kind));
      if (from) conditions.push(gte(submissions.createdAt, startOfIndianDay(from)));
      if (to) conditions.push(lt(submissions.createdAt, nextIndianDay(to)));
      const rows = await db
        .select()
        .from(submissions)
        .where(and(...conditions))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
      const files =
        rows.length === 0
          ? []
          : await db
              .select({
                id: submissionFiles.id,
                submissionId: submissionFiles.submissionId,
                fileName: submissionFiles.fileName,
                contentType: submissionFiles.contentType,
                sizeBytes: submissionFiles.sizeBytes,
              })
              .from(submissionFiles)
              .where(
                inArray(
                  submissionFiles.submissionId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(submissionFiles.createdAt, submissionFiles.id);
      return c.json(
        {
          submissions: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            name: row.name,
            mobileNumber: row.mobileNumber,
            payload: row.payload,
            createdAt: row.createdAt.toISOString(),
            files: files
              .filter((file) => file.submissionId === row.id)
              .map(({ submissionId: _, ...file }) => file),
          })),
        },
        200,
      );
    })
    .get("/:id/files/:fileId", validate("param", FileParams), async (c) => {
      const { id, fileId } = c.req.valid("param");
      const [file] = await db
        .select({
          fileName: submissionFiles.fileName,
          contentType: submissionFiles.contentType,
          content: submissionFiles.content,
        })
        .from(submissionFiles)
        .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)))
        .limit(1);
      if (!file) return c.json({ error: "not-found" as const, message: "No such file" }, 404);
      c.header("Content-Type", file.contentType);
      c.header("Content-Disposition", attachment(file.fileName));
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(file.content), 200);
    });
}
