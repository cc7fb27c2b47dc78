import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";
import {
  captchaHeader,
  type FormFile,
  postForm,
  samples,
  uploadForm,
} from "../../services/uploads/uploads.test-support.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const path = "/api/careers/applications";
const resume = (bytes = samples.pdf(), name = "Arun-Kumar-CV.pdf"): FormFile => ({
  field: "resume",
  bytes,
  name,
  type: "application/pdf",
});
const application = (mobile: string, more: Record<string, string> = {}) => ({
  jobId: "job-102",
  name: "Arun Kumar",
  mobileNumber: mobile,
  email: "arun.kumar@example.in",
  ...more,
});

async function apply(
  mobile: string,
  file: FormFile = resume(),
  more: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = uploadForm(application(mobile, more), file);
  return postForm(ctx, path, form, { ...headers, ...(await captchaHeader(ctx)) });
}

const rowsFor = (mobile: string) =>
  ctx.db.select().from(submissions).where(eq(submissions.mobileNumber, mobile));

describe("POST /api/careers/applications", () => {
  it("stores the application and its résumé, answering 201 with the id", async () => {
    const res = await apply("9000000201", resume(), { coverNote: "Five years at a NABL lab." });
    expect(res.status).toBe(201);
    const { status, id } = (await res.json()) as { status: string; id: string };
    expect(status).toBe("success");
    const [row] = await rowsFor("9000000201");
    expect(row).toMatchObject({
      id,
      kind: "career-application",
      name: "Arun Kumar",
      payload: {
        jobId: "job-102",
        jobTitle: "Laboratory Technician",
        email: "arun.kumar@example.in",
        coverNote: "Five years at a NABL lab.",
      },
    });
    const [file] = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id));
    expect(file).toMatchObject({
      fileName: `${file?.id}.pdf`,
      contentType: "application/pdf",
      sha256: createHash("sha256").update(samples.pdf()).digest("hex"),
    });
    const stored = Buffer.from((await ctx.files.bytes(file?.storedKey ?? "")) ?? []);
    expect(stored.equals(Buffer.from(samples.pdf()))).toBe(true);
  });

  it.each([
    ["DOC", samples.doc(), "application/msword"],
    [
      "DOCX",
      samples.docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ])("accepts a %s résumé", async (kind, bytes, type) => {
    const mobile = kind === "DOC" ? "9000000202" : "9000000203";
    const res = await apply(mobile, resume(bytes, `cv.${kind.toLowerCase()}`));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [file] = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id));
    expect(file?.contentType).toBe(type);
  });

  it("refuses a résumé that is a photo or any other file (415)", async () => {
    for (const bytes of [samples.jpeg(), samples.png(), samples.zip(), samples.exe()]) {
      const res = await apply("9000000204", resume(bytes, "cv.pdf"));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: "unsupported-media-type",
        message: "The résumé must be a PDF, DOC or DOCX file.",
      });
    }
    expect(await rowsFor("9000000204")).toHaveLength(0);
  });

  it("asks for the résumé when it is missing or sent under another field (400)", async () => {
    const form = uploadForm(application("9000000205"), { ...resume(), field: "file" });
    const res = await postForm(ctx, path, form, await captchaHeader(ctx));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "invalid-request",
      message: "Please attach your résumé: no file was received.",
    });
  });

  it.each([
    ["jobId", "job-999", "This job opening does not exist or has closed"],
    ["email", "arun.kumar@", "Enter a valid e-mail address"],
    ["mobileNumber", "98765432100", "Enter valid number: 10 digits starting with 6-9"],
    ["name", "Arun_Kumar", "Please enter only alphabetic characters"],
    ["coverNote", "x".repeat(2001), "Cover note is at most 2000 characters"],
  ])("refuses a bad %s with a clear message (400)", async (field, value, message) => {
    const res = await apply("9000000206", resume(), { [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: "invalid-request", message });
    expect(await rowsFor("9000000206")).toHaveLength(0);
  });

  it("replays a repeat of its Idempotency-Key and refuses the key with another résumé", async () => {
    const headers = { "idempotency-key": "job-application-1" };
    const first = await apply("9000000207", resume(), {}, headers);
    const again = await postForm(
      ctx,
      path,
      uploadForm(application("9000000207"), resume()),
      headers,
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const other = await apply("9000000207", resume(samples.doc(), "cv.doc"), {}, headers);
    expect(other.status).toBe(422);
    expect(await rowsFor("9000000207")).toHaveLength(1);
  });

  it("accepts a key already used by another kind of form (the stored key is per kind)", async () => {
    const headers = { "idempotency-key": "shared-key-across-forms" };
    const prescription = uploadForm(
      { name: "Arun Kumar", mobileNumber: "9000000208" },
      { field: "file", bytes: samples.pdf(), name: "rx.pdf", type: "application/pdf" },
    );
    const sent = await postForm(ctx, "/api/prescriptions", prescription, {
      ...headers,
      ...(await captchaHeader(ctx)),
    });
    expect(sent.status).toBe(201);
    const res = await apply("9000000208", resume(), {}, headers);
    expect(res.status).toBe(201);
    expect(await rowsFor("9000000208")).toHaveLength(2);
  });
});
