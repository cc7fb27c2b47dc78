/**
 * The six outbox writes (booking, three enquiries, prescription, career application) through the
 * same cases: they share one write path (outbox-write.ts), so each must answer every case alike,
 * and every answer must be the contract's (catalog/src/contract/schemas/write-answer.ts).
 */
import { WriteAccepted, WriteRefusal } from "@vyom/catalog/contract/schemas";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings, idempotencyRecords, submissions } from "../../db/schema.ts";
import { CAPTCHA_HEADER } from "../uploads/handle-upload.ts";
import { postForm, samples, uploadForm } from "../uploads/uploads.test-support.ts";
import { BOOKING_SCOPE } from "./write-booking.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const solvedCaptcha = () => fetchSolvedCaptcha((path) => ctx.get(path));

type Fields = Record<string, unknown>;

interface Attempt {
  key?: string;
  captcha?: string;
}

interface OutboxKind {
  /** A valid body; `text` replaces the one free-text field the case poisons. */
  fields(text: string): Fields;
  /** Which field `text` fills (the 400 names it). */
  textField: string;
  send(fields: Fields, attempt: Attempt): Promise<Response>;
  /** How many rows the write stored under this id. */
  rows(id: string): Promise<number>;
  /** multipart/form-data: its text is UTF-8 by construction, so a lone surrogate cannot be sent. */
  multipart?: boolean;
}

const keyHeader = (attempt: Attempt): Record<string, string> =>
  attempt.key === undefined ? {} : { "Idempotency-Key": attempt.key };

function jsonKind(path: string, fields: OutboxKind["fields"], textField: string): OutboxKind {
  return {
    fields,
    textField,
    send: (body, attempt) =>
      ctx.postJson(
        path,
        attempt.captcha === undefined ? body : { ...body, captcha: attempt.captcha },
        { headers: keyHeader(attempt), address: freshAddress() },
      ),
    rows: async (id) =>
      (await ctx.db.select({ n: count() }).from(submissions).where(eq(submissions.id, id)))[0]?.n ??
      0,
  };
}

function uploadKind(
  path: string,
  fields: OutboxKind["fields"],
  textField: string,
  file: () => Parameters<typeof uploadForm>[1],
): OutboxKind {
  return {
    multipart: true,
    fields,
    textField,
    send: (body, attempt) =>
      postForm(ctx, path, uploadForm(body as Record<string, string>, file()), {
        ...keyHeader(attempt),
        ...(attempt.captcha === undefined ? {} : { [CAPTCHA_HEADER]: attempt.captcha }),
      }),
    rows: async (id) =>
      (await ctx.db.select({ n: count() }).from(submissions).where(eq(submissions.id, id)))[0]?.n ??
      0,
  };
}

const kinds: Record<string, OutboxKind> = {
  booking: {
    fields: (text) => {
      const body = bookingBody();
      return { ...body, bookingData: { ...body.bookingData, testDetails: text } };
    },
    textField: "bookingData.testDetails",
    send: (body, attempt) =>
      ctx.postJson(
        "/api/booking/",
        attempt.captcha === undefined ? body : { ...body, captcha: attempt.captcha },
        { headers: keyHeader(attempt), address: freshAddress() },
      ),
    rows: async (id) =>
      (await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.id, id)))[0]?.n ?? 0,
  },
  "corporate enquiry": jsonKind(
    "/api/enquiries/corporate",
    (text) => ({
      name: "Anita Desai",
      mobileNumber: "9840012345",
      email: "anita@acme.example",
      companyName: "Acme Logistics",
      city: "Chennai",
      employeeCount: "201-500",
      interest: "annual-health-check",
      message: text,
    }),
    "message",
  ),
  "franchise enquiry": jsonKind(
    "/api/enquiries/franchise",
    (text) => ({
      name: "Ravi Kumar",
      mobileNumber: "9900011122",
      email: "ravi@example.in",
      city: "Mysore",
      pincode: "570001",
      investment: "25-50-lakh",
      currentBusiness: text,
    }),
    "currentBusiness",
  ),
  "employee details": jsonKind(
    "/api/enquiries/employee-details",
    (text) => ({
      corporateId: "ACME01",
      employeeId: "E-1042",
      name: "Meena Iyer",
      mobileNumber: "9123456780",
      email: "meena@acme.example",
      gender: "female",
      dateOfBirth: "1990-05-17",
      collectionDate: "2026-12-01",
      city: text,
      pincode: "600020",
    }),
    "city",
  ),
  prescription: uploadKind(
    "/api/prescriptions",
    (text) => ({ name: "Priya Raman", mobileNumber: "9840012345", note: text }),
    "note",
    () => ({ field: "file", bytes: samples.jpeg(), name: "rx.jpg", type: "image/jpeg" }),
  ),
  "career application": uploadKind(
    "/api/careers/applications",
    (text) => ({
      jobId: "job-102",
      name: "Arun Kumar",
      mobileNumber: "9840012345",
      email: "arun@example.in",
      coverNote: text,
    }),
    "coverNote",
    () => ({ field: "resume", bytes: samples.pdf(), name: "cv.pdf", type: "application/pdf" }),
  ),
};

let keys = 0;
const newKey = (kind: string) => `outbox-writes-${kind.replace(/ /g, "-")}-${++keys}`;

async function accepted(res: Response): Promise<WriteAccepted> {
  expect(res.status).toBe(201);
  return WriteAccepted.parse(await res.json());
}

async function refused(res: Response, status: number): Promise<WriteRefusal> {
  expect(res.status).toBe(status);
  const body = WriteRefusal.parse(await res.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe.each(Object.entries(kinds))("the %s", (name, kind) => {
  it("stores a new submission: 201 with its id", async () => {
    const res = await kind.send(kind.fields("First visit"), {
      key: newKey(name),
      captcha: await solvedCaptcha(),
    });
    const { id } = await accepted(res);
    expect(await kind.rows(id)).toBe(1);
  });

  it("answers a repeat of the key with the same body: 201, the same id, one row", async () => {
    const key = newKey(name);
    const body = kind.fields("Sent twice");
    const first = await accepted(await kind.send(body, { key, captcha: await solvedCaptcha() }));
    // The outbox may resend without a captcha (its answer was lost): the stored key waives it.
    const again = await accepted(await kind.send(body, { key }));
    expect(again).toEqual(first);
    expect(await kind.rows(first.id)).toBe(1);
  });

  it("refuses the same key with another body: 422 idempotency-key-reused", async () => {
    const key = newKey(name);
    await accepted(await kind.send(kind.fields("One"), { key, captcha: await solvedCaptcha() }));
    const other = await kind.send(kind.fields("Another"), { key, captcha: await solvedCaptcha() });
    expect((await refused(other, 422)).error).toBe("idempotency-key-reused");
  });

  it("refuses a new key without a captcha: 403 captcha-required", async () => {
    const res = await kind.send(kind.fields("No captcha"), { key: newKey(name) });
    expect((await refused(res, 403)).error).toBe("captcha-required");
  });

  it("refuses a malformed Idempotency-Key: 400 naming the header", async () => {
    const res = await kind.send(kind.fields("Bad key"), {
      key: "a key with spaces",
      captcha: await solvedCaptcha(),
    });
    const body = await refused(res, 400);
    expect(body.error).toBe("invalid-request");
    expect(body.issues?.map((issue) => issue.path)).toEqual(["Idempotency-Key"]);
  });

  const poisons: [string, string][] = [["a NUL", "Home\u0000Collection"]];
  if (!kind.multipart) poisons.push(["a lone surrogate", "Home \ud800"]);
  it.each(poisons)(
    "refuses %s in the text: 400 naming the field, nothing stored",
    async (_, text) => {
      const key = newKey(name);
      const res = await kind.send(kind.fields(text), { key, captcha: await solvedCaptcha() });
      const body = await refused(res, 400);
      expect(body.error).toBe("invalid-request");
      expect(body.issues?.map((issue) => issue.path)).toContain(kind.textField);
      const stored = await ctx.db
        .select({ n: count() })
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.key, key));
      expect(stored[0]?.n).toBe(0);
    },
  );

  it("stores one row for the same key sent 10 times at once", async () => {
    const key = newKey(name);
    const body = kind.fields("Raced");
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha()));
    const answers = await Promise.all(captchas.map((captcha) => kind.send(body, { key, captcha })));
    const ids = await Promise.all(answers.map(async (res) => (await accepted(res)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await kind.rows(ids[0] as string)).toBe(1);
  });
});

describe("a lone surrogate in an upload's text", () => {
  it.each(["prescription", "career application"])(
    "never reaches the %s: the form's encoding sends U+FFFD instead",
    async (name) => {
      const kind = kinds[name] as OutboxKind;
      const res = await kind.send(kind.fields("Home \ud800"), {
        key: newKey(name),
        captcha: await solvedCaptcha(),
      });
      const { id } = await accepted(res);
      const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, id));
      expect(JSON.stringify(row?.payload)).toContain("Home \ufffd");
    },
  );
});

describe("a booking stored before every write answered alike", () => {
  it("answers a repeat of its key 201 with the booking's id", async () => {
    // Such a key's stored answer is 200 `{ status, bookingId }` (write-booking.ts stored it so).
    const key = newKey("legacy");
    const bookingId = "00000000-0000-4000-8000-00000000a11d";
    const body = kinds.booking?.fields("Stored long ago") as Fields;
    await ctx.db.insert(idempotencyRecords).values({
      scope: BOOKING_SCOPE,
      key,
      requestHash: (await import("../idempotency/idempotency.ts")).requestHashOf(body),
      statusCode: 200,
      responseBody: { status: "success", bookingId },
      createdAt: new Date(),
    });
    const res = await kinds.booking?.send(body, { key });
    expect(await accepted(res as Response)).toEqual({ status: "success", id: bookingId });
  });
});
