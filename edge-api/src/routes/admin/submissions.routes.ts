/**
 * The admin's view of submissions (enquiries, employee details, career applications,
 * prescriptions), mounted under `/api/admin/submissions` behind the admin session:
 *
 * - `GET /?kind=&from=&to=` → every matching row, newest first, with its files' metadata (never
 *   their bytes). `from`/`to` are Asia/Kolkata calendar days, both inclusive.
 * - `GET /:id/files/:fileId` → the file's bytes as a download named `<fileId>.<extension>` by its
 *   sniffed type (services/uploads/file-types.ts; never the uploader's name or extension), with
 *   that type, `Content-Disposition: attachment` (never rendered inline: a file is what a visitor
 *   uploaded), `X-Content-Type-Options: nosniff`, and `Cache-Control: no-store`. Only the bytes
 *   uploaded are served: 404 with a message for a file deleted (its retention ended) or no longer
 *   in the store, 500 for bytes changed on the volume since (their SHA-256 differs).
 */
import { indiaMidnight } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdminRole } from "../../http/admin-session.ts";
import { route } from "../../openapi/route.ts";
import { recordStaffRead } from "../../services/admin/staff-reads.ts";
import { findSubmissionFile, listSubmissions } from "../../services/admin/submissions.ts";
import { isSniffedType, servedFileName } from "../../services/uploads/file-types.ts";
import { readStoredFile } from "../../services/uploads/stored-files.ts";
import { uploadRetentionDays } from "../../services/uploads/upload-retention.ts";

/** Midnight of an Asia/Kolkata calendar day (UTC+05:30, no daylight saving). */
const startOfIndianDay = indiaMidnight;
const nextIndianDay = (value: string) =>
  new Date(startOfIndianDay(value).getTime() + 24 * 60 * 60 * 1000);

/**
 * The name and type a file is served under, from its id and its sniffed type alone. A type that is
 * not one we sniff (a row from before the sniffing) is served as opaque bytes.
 */
function served(id: string, contentType: string) {
  return isSniffedType(contentType)
    ? { fileName: servedFileName(id, contentType), contentType }
    : { fileName: `${id}.bin`, contentType: "application/octet-stream" };
}

const { prescription, "career-application": application } = uploadRetentionDays;
/** Why a file cannot be downloaded, said for the staff member who asked. */
export const fileUnavailable = {
  notFound: `No such file. Uploaded files are deleted when their retention ends (prescriptions after ${prescription} days, job applications after ${application}).`,
  missing:
    "This file's contents are no longer stored, so it cannot be downloaded. Its details are still listed; please tell the technical team.",
  damaged:
    "This file has changed since it was uploaded, so it is not served. Please tell the technical team; the record is kept.",
} as const;

export function adminSubmissionsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdminRole(deps))
    .get("/", ...route(ApiRoutes["GET /api/admin/submissions"]), async (c) => {
      const { kind, from, to } = c.req.valid("query");
      const { rows, files } = await listSubmissions(db, {
        kind,
        from: from ? startOfIndianDay(from) : undefined,
        before: to ? nextIndianDay(to) : undefined,
      });
      await recordStaffRead(db, {
        actor: actorOf(c.get("admin")),
        read: { what: "submissions", filters: { kind, from, to }, ids: rows.map((row) => row.id) },
        now: deps.clock(),
      });
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
              .map(({ id, contentType, sizeBytes }) => ({
                id,
                ...served(id, contentType),
                sizeBytes,
              })),
          })),
        },
        200,
      );
    })
    .get(
      "/:id/files/:fileId",
      ...route(ApiRoutes["GET /api/admin/submissions/:id/files/:fileId"]),
      async (c) => {
        const { id, fileId } = c.req.valid("param");
        const file = await findSubmissionFile(db, id, fileId);
        if (!file) {
          return c.json({ error: "not-found" as const, message: fileUnavailable.notFound }, 404);
        }
        const read = await readStoredFile(deps.files, file);
        if (!read.found) {
          // Either way the store lost or changed what was uploaded: someone must look at it.
          deps.logger.error(`uploads.file-${read.why}`, { submissionId: id, fileId });
          return read.why === "missing"
            ? c.json({ error: "not-found" as const, message: fileUnavailable.missing }, 404)
            : c.json({ error: "file-damaged" as const, message: fileUnavailable.damaged }, 500);
        }
        const { fileName, contentType } = served(fileId, file.contentType);
        const { bytes } = read;
        await recordStaffRead(db, {
          actor: actorOf(c.get("admin")),
          read: { what: "submission-file", submissionId: id, fileId },
          now: deps.clock(),
        });
        c.header("Content-Type", contentType);
        // The name is an id and an extension: plain ASCII, nothing to escape.
        c.header("Content-Disposition", `attachment; filename="${fileName}"`);
        c.header("X-Content-Type-Options", "nosniff");
        return c.body(bytes, 200);
      },
    );
}
