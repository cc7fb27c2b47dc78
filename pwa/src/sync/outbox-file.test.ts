/**
 * Submissions with a file, on fake-indexeddb: the file is saved with the payload (bytes, name,
 * type), sent as multipart with the same key on every attempt, and dropped once delivered.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import type { OutboxFile } from "@/db/records.ts";
import { enqueue } from "./enqueue.ts";
import {
  flusherWith,
  http,
  manualClock,
  fakeTransport as transport,
} from "./outbox.test-support.ts";
import { toOutboxFile } from "./outbox-file.ts";
import { UPLOAD_CAPTCHA_HEADER } from "./registry.ts";
import { submitThroughOutbox } from "./submit.ts";

const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 250, 251, 0xff, 0xd9]);
const pdfBytes = () => new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

const photo = (): OutboxFile => ({
  field: "file",
  name: "rx.jpg",
  type: "image/jpeg",
  bytes: jpegBytes().buffer,
});
const prescription = { name: "Priya Raman", mobileNumber: "9876543210" };
const created = { status: "success", id: "s-1" };

async function partsOf(body: unknown) {
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  const file = form.get("file");
  expect(file).toBeInstanceOf(Blob);
  return {
    fields: Object.fromEntries(
      [...form.entries()].filter(([, value]) => typeof value === "string"),
    ),
    name: (file as File).name,
    type: (file as File).type,
    bytes: [...new Uint8Array(await (file as File).arrayBuffer())],
  };
}

describe("a submission with a file", () => {
  it("is saved with its bytes, name and type before anything is sent", async () => {
    const { id } = await enqueue("prescription", prescription, { files: [photo()] });
    const row = await db.outbox.get(id);
    expect(row?.state).toBe("pending");
    expect(row?.files).toHaveLength(1);
    const [file] = row?.files ?? [];
    expect(file).toMatchObject({ field: "file", name: "rx.jpg", type: "image/jpeg" });
    expect(file?.bytes).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(file?.bytes ?? new ArrayBuffer(0))]).toEqual([...jpegBytes()]);
  });

  it("is sent as multipart with its fields and file, a fresh captcha in a header, then the file is dropped", async () => {
    const clock = manualClock();
    const t = transport(() => created);
    const { id, idempotencyKey } = await enqueue("prescription", prescription, {
      files: [photo()],
      now: clock.now(),
    });
    await flusherWith(clock, t).flush();
    expect(t.sent).toHaveLength(1);
    // The API checks the captcha before it reads the body: it is a header, never a form field.
    expect(t.sent[0]).toMatchObject({
      route: "POST /api/prescriptions",
      idempotencyKey,
      headers: { [UPLOAD_CAPTCHA_HEADER]: "captcha-1" },
    });
    expect(await partsOf(t.sent[0]?.body)).toEqual({
      fields: prescription,
      name: "rx.jpg",
      type: "image/jpeg",
      bytes: [...jpegBytes()],
    });
    const row = await db.outbox.get(id);
    expect(row).toMatchObject({ state: "sent", response: created });
    expect(row?.files).toBeUndefined();
  });

  it("sends the same bytes with the same key on every attempt until one is delivered", async () => {
    const clock = manualClock();
    const t = transport((_, call) => (call < 3 ? http(503) : created));
    await enqueue(
      "career-application",
      { jobId: "job-101", name: "Arun Kumar" },
      {
        files: [
          { field: "resume", name: "cv.pdf", type: "application/pdf", bytes: pdfBytes().buffer },
        ],
        now: clock.now(),
      },
    );
    const flusher = flusherWith(clock, t);
    for (let i = 0; i < 3; i++) await flusher.flush({ force: true });
    expect(t.sent).toHaveLength(3);
    expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(t.sent.every((request) => request.route === "POST /api/careers/applications")).toBe(
      true,
    );
    for (const request of t.sent) {
      const resume = (request.body as FormData).get("resume") as File;
      expect([...new Uint8Array(await resume.arrayBuffer())]).toEqual([...pdfBytes()]);
    }
  });

  it("keeps its file when the API refuses it, so Try again can send it", async () => {
    const clock = manualClock();
    const t = transport(() => http(415, "file-type-not-allowed"));
    const { id } = await enqueue("prescription", prescription, {
      files: [photo()],
      now: clock.now(),
    });
    await flusherWith(clock, t).flush();
    const row = await db.outbox.get(id);
    expect(row?.state).toBe("failed");
    expect(row?.lastError).toContain("415");
    expect(row?.files).toHaveLength(1);
  });

  it("goes through submitThroughOutbox with its files", async () => {
    const clock = manualClock();
    const t = transport(() => created);
    const outcome = await submitThroughOutbox("prescription", prescription, {
      files: [photo()],
      flush: () => flusherWith(clock, t).flush({ force: true }),
      onQueued: async () => {},
      waitMs: 2_000,
    });
    expect(outcome).toMatchObject({ status: "sent", response: created });
    expect(t.sent).toHaveLength(1);
  });
});

describe("a chosen file in the outbox", () => {
  it("reads a chosen file into bytes, name and type", async () => {
    const file = await toOutboxFile(
      "file",
      new File([pdfBytes()], "rx.pdf", { type: "application/pdf" }),
    );
    expect(file).toMatchObject({ field: "file", name: "rx.pdf", type: "application/pdf" });
    expect([...new Uint8Array(file.bytes)]).toEqual([...pdfBytes()]);
  });
});
