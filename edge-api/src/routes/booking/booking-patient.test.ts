/**
 * The booking's patient: the date of birth (or age) and gender the lab's reference ranges depend
 * on, sent by the Book Test Now form, checked by the form's rules (catalog/src/contract/
 * person.rules.ts) on the API's clock, and stored with the booking. A booking queued on a phone
 * before the form asked for them still arrives without them: it is taken, marked missing.
 */
import { indiaDate, personMessages } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody, legacyBookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { seedBookingVisit } from "../../../test/support/lab-results.ts";
import { bookings } from "../../db/schema.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Noon in India, so "tomorrow" and "121 years ago" are whole India days from the API's clock.
  ctx.clock.set("2026-03-10T06:30:00Z");
});
afterAll(() => ctx?.close());

type Json = Record<string, unknown>;

let mobiles = 0;
const nextMobile = () => `93000${String(++mobiles).padStart(5, "0")}`;

/**
 * Posts a booking as the outbox does: a fresh captcha and Idempotency-Key, a client of its own. A
 * body meant to be refused gets no captcha (solving one takes a while): the schema answers first.
 */
async function book(body: Json, { solve = true } = {}) {
  const captcha = solve ? await fetchSolvedCaptcha((path) => ctx.get(path)) : undefined;
  return ctx.postJson(
    "/api/booking/",
    { ...body, captcha },
    { address: freshAddress(), headers: { "Idempotency-Key": crypto.randomUUID() } },
  );
}

async function storedPatient(id: string) {
  const [row] = await ctx.db
    .select({
      birthDate: bookings.patientBirthDate,
      approxBirthYear: bookings.patientApproxBirthYear,
      gender: bookings.patientGender,
      missing: bookings.patientDetailsMissing,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

const bookingsOf = async (mobileNumber: string) =>
  (await ctx.db.select().from(bookings).where(eq(bookings.mobileNumber, mobileNumber))).length;

/** The booking body without one of the patient's fields, or with one changed. */
function withPatient(mobile: string, patient: Json): Json {
  const { birthDate: _birthDate, gender: _gender, ...rest } = bookingBody({ mobile });
  return { ...rest, ...patient };
}

describe("POST /api/booking/ and the patient's details", () => {
  it("stores the date of birth and gender with the booking", async () => {
    const res = await book(bookingBody({ mobile: nextMobile(), birthDate: "1988-11-02" }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedPatient(id)).toEqual({
      birthDate: "1988-11-02",
      approxBirthYear: null,
      gender: "female",
      missing: false,
    });
  });

  it("stores an age as the year of birth it works out to, kept apart as approximate", async () => {
    const res = await book(withPatient(nextMobile(), { age: 38, gender: "male" }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedPatient(id)).toEqual({
      birthDate: null,
      approxBirthYear: 2026 - 38,
      gender: "male",
      missing: false,
    });
  });

  it("takes a booking queued before the form asked for them, marked missing, and its repeat", async () => {
    const mobile = nextMobile();
    const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
    const key = crypto.randomUUID();
    const send = (body: Json) =>
      ctx.postJson("/api/booking/", body, {
        address: freshAddress(),
        headers: { "Idempotency-Key": key },
      });
    const res = await send({ ...legacyBookingBody({ mobile }), captcha });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedPatient(id)).toEqual({
      birthDate: null,
      approxBirthYear: null,
      gender: null,
      missing: true,
    });
    // The outbox sends it again when an answer was lost: the same booking, never a refusal.
    const again = await send(legacyBookingBody({ mobile }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(await bookingsOf(mobile)).toBe(1);
  });

  const tomorrow = () => indiaDate(new Date(ctx.clock().getTime() + 86_400_000));
  const REFUSED: [what: string, patient: Json, path: string, message: string][] = [
    ["a date without a gender", { birthDate: "1990-05-17" }, "gender", personMessages.gender],
    ["a gender without a date or age", { gender: "female" }, "birthDate", personMessages.birthDate],
    ["an empty gender", { birthDate: "1990-05-17", gender: "" }, "gender", personMessages.gender],
    [
      "a gender as a letter",
      { birthDate: "1990-05-17", gender: "F" },
      "gender",
      personMessages.gender,
    ],
    [
      "a NUL gender",
      { birthDate: "1990-05-17", gender: "female\u0000" },
      "gender",
      personMessages.gender,
    ],
    ["a null date", { birthDate: null, gender: "female" }, "birthDate", personMessages.birthDate],
    ["an empty date", { birthDate: "", gender: "female" }, "birthDate", personMessages.birthDate],
    [
      "a date as typed",
      { birthDate: "17/05/1990", gender: "female" },
      "birthDate",
      personMessages.birthDate,
    ],
    [
      "a date as a number",
      { birthDate: 19900517, gender: "female" },
      "birthDate",
      personMessages.birthDate,
    ],
    [
      "a NUL in the date",
      { birthDate: "1990-05-17\u0000", gender: "female" },
      "birthDate",
      personMessages.birthDate,
    ],
    [
      "a lone surrogate in the date",
      { birthDate: "1990-05-\ud800", gender: "female" },
      "birthDate",
      personMessages.birthDate,
    ],
    [
      "a day that does not exist",
      { birthDate: "1990-02-30", gender: "female" },
      "birthDate",
      personMessages.birthDateNotReal,
    ],
    [
      "a date in the future",
      { birthDate: "tomorrow", gender: "female" },
      "birthDate",
      personMessages.birthDateFuture,
    ],
    [
      "a date 121 years ago",
      { birthDate: "1905-03-09", gender: "female" },
      "birthDate",
      personMessages.birthDateTooOld,
    ],
    [
      "the year 1",
      { birthDate: "0001-01-01", gender: "female" },
      "birthDate",
      personMessages.birthDateTooOld,
    ],
    ["an age of 500", { age: 500, gender: "female" }, "age", personMessages.ageRange],
    ["a negative age", { age: -1, gender: "female" }, "age", personMessages.ageRange],
    ["a part of a year", { age: 6.5, gender: "female" }, "age", personMessages.ageRange],
    ["an age as text", { age: "38", gender: "female" }, "age", personMessages.ageRange],
    [
      "both a date and an age",
      { birthDate: "1990-05-17", age: 35, gender: "female" },
      "age",
      personMessages.birthDateOrAge,
    ],
  ];

  it.each(REFUSED)(
    "refuses %s with the form's message, and stores nothing",
    async (_what, patient, path, message) => {
      const mobile = nextMobile();
      const sent =
        patient.birthDate === "tomorrow" ? { ...patient, birthDate: tomorrow() } : patient;
      const res = await book(withPatient(mobile, sent), { solve: false });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: string;
        issues: { path: string; message: string }[];
      };
      expect(body.error).toBe("invalid-request");
      expect(body.issues).toContainEqual({ path, message });
      expect(await bookingsOf(mobile)).toBe(0);
    },
  );

  it("takes a date of birth of today and of exactly 120 years ago", async () => {
    for (const birthDate of ["2026-03-10", "1906-03-10"]) {
      const res = await book(bookingBody({ mobile: nextMobile(), birthDate }));
      expect(res.status, birthDate).toBe(201);
    }
  });
});

describe("the desk's visit of a booking", () => {
  /** The desk's view of the visit of a booking sent with this body. */
  async function deskPatient(body: Json) {
    const res = await book(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const mobileNumber = body.mobileNumber as string;
    await seedBookingVisit(ctx.db, {
      name: "Priya Raman",
      mobileNumber,
      status: "confirmed",
      now: ctx.clock(),
      bookingId: id,
    });
    const listed = await ctx.app.request(`/api/admin/desk/visits?mobile=${mobileNumber}`, {
      headers: { cookie: await devAdminCookie(ctx) },
    });
    expect(listed.status).toBe(200);
    const { visits } = (await listed.json()) as {
      visits: { subject: string; patient: unknown }[];
    };
    return visits.find((visit) => visit.subject === `booking:${id}`)?.patient;
  }

  it("shows the patient's date of birth (or the age's year) and gender, or that none were given", async () => {
    expect(await deskPatient(bookingBody({ mobile: nextMobile(), gender: "other" }))).toEqual({
      birthDate: "1990-05-17",
      approxBirthYear: null,
      gender: "other",
    });
    expect(await deskPatient(withPatient(nextMobile(), { age: 6, gender: "male" }))).toEqual({
      birthDate: null,
      approxBirthYear: 2020,
      gender: "male",
    });
    expect(await deskPatient(legacyBookingBody({ mobile: nextMobile() }))).toEqual({
      birthDate: null,
      approxBirthYear: null,
      gender: null,
    });
  });
});
