import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";
import {
  captchaHeader,
  type FormFile,
  leftBehind,
  nothingLeftBehind,
  postForm,
  samples,
  uploadForm,
} from "../../services/uploads/uploads.test-support.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const path = "/api/prescriptions";
const photo = (
  bytes = samples.jpeg(),
  name = "prescription.jpg",
  type = "image/jpeg",
): FormFile => ({
  field: "file",
  bytes,
  name,
  type,
});
const fields = (mobile: string, more: Record<string, string> = {}) => ({
  name: "Priya Raman",
  mobileNumber: mobile,
  ...more,
});

async function send(
  mobile: string,
  file: FormFile | null = photo(),
  options: { key?: string; captcha?: boolean; more?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    ...(options.key ? { "idempotency-key": options.key } : {}),
    ...(options.captcha === false ? {} : await captchaHeader(ctx)),
  };
  return postForm(ctx, path, uploadForm(fields(mobile, options.more), file ?? undefined), headers);
}

const rowsFor = (mobile: string) =>
  ctx.db.select().from(submissions).where(eq(submissions.mobileNumber, mobile));

describe("POST /api/prescriptions", () => {
  it("stores the prescription and its file in one go, answering 201 with the id", async () => {
    const res = await send("9000000101", photo(), { more: { note: "  Please call after 5 pm " } });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { status: string; id: string };
    expect(answer.status).toBe("success");
    const [row] = await rowsFor("9000000101");
    expect(row).toMatchObject({
      id: answer.id,
      kind: "prescription",
      name: "Priya Raman",
      payload: { note: "Please call after 5 pm" },
      idempotencyKey: null,
    });
    const files = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, answer.id));
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatchObject({
      fileName: `${file?.id}.jpg`,
      contentType: "image/jpeg",
      sizeBytes: samples.jpeg().byteLength,
      sha256: createHash("sha256").update(samples.jpeg()).digest("hex"),
    });
    const stored = Buffer.from((await ctx.files.bytes(file?.storedKey ?? "")) ?? []);
    expect(stored.equals(Buffer.from(samples.jpeg()))).toBe(true);
  });

  it.each([
    ["PDF", samples.pdf(), "rx.pdf", "application/pdf"],
    ["PNG", samples.png(), "rx.png", "image/png"],
    ["WebP", samples.webp(), "rx.webp", "image/webp"],
  ])("accepts a %s and stores the type its bytes show", async (_, bytes, name, type) => {
    const mobile = `90000002${String(name.length).padStart(2, "0")}`;
    const res = await send(mobile, photo(bytes, name, "application/octet-stream"));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [file] = await ctx.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id));
    expect(file?.contentType).toBe(type);
  });

  it("names the file by its id and its bytes' type, never by the uploader's name", async () => {
    for (const name of ["C:\\Users\\me\\rx scan.html", "../../x.html", "x.pdf.exe"]) {
      const res = await send("9000000103", photo(samples.pdf(), name, "text/html"));
      const { id } = (await res.json()) as { id: string };
      const [file] = await ctx.db
        .select()
        .from(submissionFiles)
        .where(eq(submissionFiles.submissionId, id));
      expect(file?.fileName).toBe(`${file?.id}.pdf`);
      expect(file?.contentType).toBe("application/pdf");
    }
  });

  it("refuses a file that is not what it claims (415), whatever its name and type say", async () => {
    for (const bytes of [samples.exe(), samples.zip(), samples.docx()]) {
      const res = await send("9000000104", photo(bytes, "photo.png", "image/png"));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: "unsupported-media-type",
        message: "The prescription must be a PDF, JPEG, PNG or WebP file.",
      });
    }
    expect(await rowsFor("9000000104")).toHaveLength(0);
  });

  it("refuses a file over 5 MB (413) and a body over 6 MB (413), storing nothing", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(samples.jpeg());
    const tooBig = await send("9000000105", photo(big));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: "payload-too-large",
      message: "The prescription is larger than 5 MB. Please choose a smaller file.",
    });
    // Past 6 MB in all: here a part the route skips unread, so only the body's total trips.
    const huge = new Uint8Array(6 * 1024 * 1024 + 1);
    const tooLarge = await send("9000000105", { ...photo(huge), field: "attachment" });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toBe("payload-too-large");
    expect(await rowsFor("9000000105")).toHaveLength(0);
    expect(await leftBehind(ctx)).toEqual(nothingLeftBehind);
  });

  it("asks for the file when none (or an empty one) is attached (400)", async () => {
    for (const [file, message] of [
      [null, "Please attach your prescription: no file was received."],
      [photo(new Uint8Array(0)), "This file is empty. Please choose your prescription again."],
    ] as const) {
      const res = await send("9000000106", file);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid-request", message });
    }
  });

  it.each([
    ["mobileNumber", "5876543210", "Enter valid number: 10 digits starting with 6-9"],
    ["mobileNumber", "98765", "Enter valid number: 10 digits starting with 6-9"],
    ["name", "R2D2", "Please enter only alphabetic characters"],
    ["name", "  ", "Name is required"],
    ["note", "x".repeat(501), "Note is at most 500 characters"],
  ])("refuses a bad %s (%s) with a clear message (400)", async (field, value, message) => {
    const form = uploadForm({ ...fields("9000000107"), [field]: value }, photo());
    const res = await postForm(ctx, path, form, await captchaHeader(ctx));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string; issues: unknown[] };
    expect(body.error).toBe("invalid-request");
    expect(body.message).toBe(message);
    expect(body.issues).toEqual([{ path: field, message }]);
  });

  it("names a missing mobile number", async () => {
    const form = uploadForm({ name: "Priya Raman" }, photo());
    const res = await postForm(ctx, path, form, await captchaHeader(ctx));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Mobile number is required");
  });

  it("refuses JSON and a damaged multipart body with clear messages", async () => {
    const json = await postForm(ctx, path, JSON.stringify(fields("9000000108")), {
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { error: string }).error).toBe("unsupported-media-type");
    const broken = await postForm(ctx, path, "--x\r\nContent-Disposition: form-data; name=", {
      "content-type": "multipart/form-data; boundary=x",
      ...(await captchaHeader(ctx)),
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe("invalid-request");
  });

  it("needs a solved captcha for a new submission (403)", async () => {
    const res = await send("9000000109", photo(), { captcha: false });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe("captcha-required");
    const wrong = await postForm(ctx, path, uploadForm(fields("9000000109"), photo()), {
      "x-vyom-captcha": "bm90LWEtc29sdXRpb24=",
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toBe("captcha-failed");
    expect(await rowsFor("9000000109")).toHaveLength(0);
  });
});

describe("POST /api/prescriptions with odd bodies", () => {
  it("never answers 5xx to broken multipart, whatever the bytes", async () => {
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const bodies: Array<[string, string | Uint8Array]> = [
      ["multipart/form-data", "no boundary given"],
      ["multipart/form-data; boundary=", ""],
      ["multipart/form-data; boundary=b", "--b\r\n\r\n--b--"],
      [
        "multipart/form-data; boundary=b",
        '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
      ],
    ];
    for (let i = 0; i < 30; i++) {
      const bytes = new Uint8Array(Math.floor(random() * 2048));
      for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(random() * 256);
      bodies.push([`multipart/form-data; boundary=${i}`, bytes]);
    }
    // A key with a stored answer needs no captcha: every body below reaches the parser.
    expect((await send("9000000114", photo(), { key: "rx-odd-bodies" })).status).toBe(201);
    for (const [type, body] of bodies) {
      const res = await postForm(ctx, path, body, {
        "content-type": type,
        "idempotency-key": "rx-odd-bodies",
      });
      expect(res.status, type).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(typeof ((await res.json()) as { message?: unknown }).message).toBe("string");
    }
  });

  it("asks for the name when it comes as a file instead of text", async () => {
    const form = uploadForm({ mobileNumber: "9000000113" }, photo());
    form.append("name", new Blob(["Priya"]), "name.txt");
    const res = await postForm(ctx, path, form, await captchaHeader(ctx));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Name is required");
  });
});

describe("POST /api/prescriptions with an Idempotency-Key", () => {
  it("replays the first answer to a repeat (no captcha needed), storing it once", async () => {
    const key = "rx-replay-1";
    const first = await send("9000000110", photo(), { key });
    expect(first.status).toBe(201);
    const again = await send("9000000110", photo(), { key, captcha: false });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await rowsFor("9000000110")).toHaveLength(1);
    expect((await rowsFor("9000000110"))[0]?.idempotencyKey).toBe(`prescription:${key}`);
  });

  it("refuses the same key with another file or other fields (422)", async () => {
    const key = "rx-replay-2";
    expect((await send("9000000111", photo(), { key })).status).toBe(201);
    for (const res of [
      await send("9000000111", photo(samples.pdf(), "rx.pdf"), { key }),
      await send("9000000111", photo(), { key, more: { note: "changed" } }),
    ]) {
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe("idempotency-key-reused");
    }
    expect(await rowsFor("9000000111")).toHaveLength(1);
  });

  it("refuses a malformed key (400)", async () => {
    const res = await send("9000000112", photo(), { key: "bad key with spaces" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("Idempotency-Key");
  });
});
