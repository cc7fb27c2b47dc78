import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";
import {
  captchaHeader,
  postForm,
  storedUpload,
  uploadForm,
} from "../../services/uploads/uploads.test-support.ts";
import { fileUnavailable } from "./submissions.routes.ts";

let ctx: TestContext;
let cookie: string;
const ids: Record<string, string> = {};
let fileId = "";
const pdf = new TextEncoder().encode("%PDF-1.4 a prescription\n");

async function insertSubmission(
  kind: (typeof submissions.$inferInsert)["kind"],
  name: string,
  createdAt: string,
) {
  const [row] = await ctx.db
    .insert(submissions)
    .values({
      kind,
      name,
      mobileNumber: "9876543210",
      payload: { city: "Chennai" },
      createdAt: new Date(createdAt),
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error("no row");
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await devAdminCookie(ctx);
  // 2026-03-01 00:10 in India is still 28 February in UTC: days are Indian days.
  ids.corporate = await insertSubmission(
    "corporate-enquiry",
    "Anita Desai",
    "2026-02-28T18:40:00Z",
  );
  ids.franchise = await insertSubmission("franchise-enquiry", "Ravi Kumar", "2026-03-05T06:00:00Z");
  const stored = await storedUpload(ctx, {
    kind: "prescription",
    bytes: pdf,
    createdAt: new Date("2026-03-10T06:00:00Z"),
    // A name from before files were named by their id: never served.
    fileName: "rx scan ₹.html",
  });
  ids.prescription = stored.submissionId;
  fileId = stored.fileId;
  await ctx.db
    .update(submissions)
    .set({ payload: { city: "Chennai" } })
    .where(eq(submissions.id, ids.prescription));
});
afterAll(() => ctx?.close());

interface Listed {
  id: string;
  kind: string;
  name: string;
  payload: unknown;
  createdAt: string;
  files: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
}
const list = async (query = "") => {
  const res = await ctx.get(`/api/admin/submissions${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { submissions: Listed[] }).submissions;
};

describe("GET /api/admin/submissions", () => {
  it("needs the admin session", async () => {
    const res = await ctx.get("/api/admin/submissions");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("lists every submission newest first, with its files' metadata and not their bytes", async () => {
    const rows = await list();
    expect(rows.map((row) => row.name)).toEqual(["Meena Iyer", "Ravi Kumar", "Anita Desai"]);
    expect(rows[0]).toMatchObject({
      id: ids.prescription,
      kind: "prescription",
      payload: { city: "Chennai" },
      createdAt: "2026-03-10T06:00:00.000Z",
      files: [
        {
          id: fileId,
          fileName: `${fileId}.pdf`,
          contentType: "application/pdf",
          sizeBytes: pdf.byteLength,
        },
      ],
    });
    expect(Object.keys(rows[0]?.files[0] ?? {}).sort()).toEqual([
      "contentType",
      "fileName",
      "id",
      "sizeBytes",
    ]);
    expect(rows[1]?.files).toEqual([]);
  });

  it("filters by kind and by Indian calendar days", async () => {
    expect((await list("?kind=franchise-enquiry")).map((row) => row.id)).toEqual([ids.franchise]);
    expect((await list("?from=2026-03-01&to=2026-03-05")).map((row) => row.id)).toEqual([
      ids.franchise,
      ids.corporate,
    ]);
    expect((await list("?to=2026-02-28")).map((row) => row.id)).toEqual([]);
    expect((await list("?from=2026-03-06")).map((row) => row.id)).toEqual([ids.prescription]);
  });

  it("rejects a bad filter with 400 naming it", async () => {
    for (const [query, path] of [
      ["?kind=spam", "kind"],
      ["?from=01-03-2026", "from"],
      ["?from=2026-03-05&to=2026-03-01", "to"],
    ]) {
      const res = await ctx.get(`/api/admin/submissions${query}`, { headers: { cookie } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
  });
});

describe("GET /api/admin/submissions/:id/files/:fileId", () => {
  const path = () => `/api/admin/submissions/${ids.prescription}/files/${fileId}`;

  it("answers the bytes as a download named by its id and type, never sniffed or cached", async () => {
    const res = await ctx.get(path(), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileId}.pdf"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
  });

  it("needs the admin session", async () => {
    expect((await ctx.get(path())).status).toBe(401);
  });

  it("answers 404 for a file of another submission and 400 for ids that are not ids", async () => {
    const other = await ctx.get(`/api/admin/submissions/${ids.franchise}/files/${fileId}`, {
      headers: { cookie },
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "not-found", message: fileUnavailable.notFound });
    const bad = await ctx.get("/api/admin/submissions/x/files/y", { headers: { cookie } });
    expect(bad.status).toBe(400);
  });
});

describe("a PDF uploaded as x.html", () => {
  it("downloads as <id>.pdf, application/pdf, attachment; no record gives back its name", async () => {
    const html = new TextEncoder().encode("%PDF-1.4\n<html><script>alert(1)</script></html>");
    const form = uploadForm(
      { name: "Priya Raman", mobileNumber: "9000000301" },
      { field: "file", bytes: html, name: "x.html", type: "text/html" },
    );
    const sent = await postForm(ctx, "/api/prescriptions", form, await captchaHeader(ctx));
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const listed = (await list("?kind=prescription")).find((row) => row.id === id);
    const file = listed?.files[0];
    expect(file).toMatchObject({ fileName: `${file?.id}.pdf`, contentType: "application/pdf" });
    const res = await ctx.get(`/api/admin/submissions/${id}/files/${file?.id}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${file?.id}.pdf"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(html);

    // Nothing stored keeps the uploader's name: not the file's row, not the submission's.
    const stored = JSON.stringify([
      await ctx.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id)),
      await ctx.db.select().from(submissions).where(eq(submissions.id, id)),
    ]);
    expect(stored).not.toContain("x.html");
    expect(stored).not.toContain(".html");
  });
});
