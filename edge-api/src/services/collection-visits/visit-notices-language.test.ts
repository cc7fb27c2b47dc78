/**
 * A visit's SMS in its booking's language: queued with the booking's language and English values,
 * written in the language by the adapter when its template is registered (English throughout when
 * not), unchanged by a later change of the booking, and counted against the same budgets as any.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { bookings, collectionVisits, rateLimitCounters, visitNotices } from "../../db/schema.ts";
import { claimWindow } from "../collection-windows/collection-windows.ts";
import type { LanguageTemplateIds } from "../sms/sms-languages.ts";
import { DESK, MOBILE, NOW, visitNoticesSetup } from "./visit-notices.test-support.ts";
import { queueNotice, sendDueNotices } from "./visit-notices.ts";
import { openVisit, takeStep } from "./visits.ts";

const notices = visitNoticesSetup();
const { delivered, logger } = notices;
let db: Database;
beforeAll(() => {
  db = notices.db;
});

const send = (byLanguage: LanguageTemplateIds | undefined = notices.sim.templateIdsByLanguage) =>
  sendDueNotices(db, { sms: notices.sender(byLanguage), logger, now: NOW, smsDailyBudget: 1_000 });

/** A booking's row but its language. */
const lakshmisBooking = {
  name: "Lakshmi",
  mobileNumber: MOBILE,
  pincode: "600020",
  collectionDate: "2026-12-02",
  policyValue: "enabled",
  payload: {},
};

let slot = 0;
/** A booking in the language, its visit confirmed by the desk (which queues its SMS). */
async function confirmedBooking(language: "en" | "ta" | "hi" | "kn") {
  const [booking] = await db
    .insert(bookings)
    .values({ ...lakshmisBooking, numberProvenAt: NOW, language })
    .returning({ id: bookings.id });
  const subject = `booking:${booking?.id}`;
  const startsAt = ["07:00", "09:00", "11:00", "13:00"][slot++ % 4] ?? "09:00";
  const window = { areaId: "chennai", day: "2026-12-02", startsAt };
  await claimWindow(db, { ...window, holder: subject, now: NOW });
  const visit = await openVisit(db, { subject, mobileNumber: MOBILE, tests: [], window, now: NOW });
  await takeStep(db, { visitId: visit.id, request: { step: "confirm" }, actor: DESK, now: NOW });
  return { bookingId: booking?.id ?? "", visitId: visit.id };
}

describe("a visit's SMS in its booking's language", () => {
  it("is queued with the language and English values, and arrives written in Tamil", async () => {
    const { visitId } = await confirmedBooking("ta");
    const [notice] = await db.select().from(visitNotices).where(eq(visitNotices.visitId, visitId));
    expect(notice).toMatchObject({ kind: "confirmed", language: "ta" });
    expect(notice?.variables).toMatchObject({
      DATE: "2 Dec",
      PREP: "We call to say how to prepare",
    });
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const [sms] = delivered;
    expect(sms?.mobile).toBe(MOBILE);
    expect(sms?.text).toContain("உங்கள் Vyom Diagnostics வீட்டிலேயே மாதிரி சேகரிப்பு");
    expect(sms?.text).toContain("தயாரிப்பு பற்றி அழைப்போம்");
    expect(sms?.text).toMatch(/டிச/);
    expect(sms?.text).not.toMatch(/Dec|prepare|[\u0BE6-\u0BEF]/);
  });

  it("reads the booking's reference and language in one statement as it queues a notice", async () => {
    const { bookingId, visitId } = await confirmedBooking("ta");
    const [visit] = await db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, visitId));
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    await db.delete(visitNotices);
    let reads = 0;
    await db.transaction(async (tx) => {
      const counted = new Proxy(tx, {
        get(target, property, receiver) {
          if (property !== "select") return Reflect.get(target, property, receiver);
          return (...fields: Parameters<typeof tx.select>) => {
            reads++;
            return target.select(...fields);
          };
        },
      });
      if (visit) await queueNotice(counted, visit, "confirmed", {}, NOW);
    });
    // The booking (its reference and language at once) and the window's end; they were three.
    expect(reads).toBe(2);
    const [notice] = await db.select().from(visitNotices).where(eq(visitNotices.visitId, visitId));
    expect(notice).toMatchObject({ kind: "confirmed", language: "ta" });
    expect(notice?.variables).toMatchObject({
      REF: booking?.reference,
      WINDOW: /^\d\d:00-\d\d:00$/,
    });
  });

  it("keeps the language it was queued with when the booking's changes later", async () => {
    const { bookingId } = await confirmedBooking("ta");
    await db.update(bookings).set({ language: "hi" }).where(eq(bookings.id, bookingId));
    await send();
    expect(delivered[0]?.text).toContain("உங்கள் Vyom Diagnostics");
  });

  it("goes out in English throughout where the language has no registered template", async () => {
    await confirmedBooking("kn");
    const ta = notices.sim.templateIdsByLanguage.ta;
    await send(ta ? { ta } : {});
    expect(delivered[0]?.text).toMatch(
      /^Your Vyom Diagnostics home collection \S+ is confirmed for 2 Dec, \d\d:00-\d\d:00\. We call to say how to prepare\.$/,
    );
  });

  it("counts one message against the number's day whatever the language", async () => {
    for (const language of ["en", "ta", "hi", "kn"] as const) await confirmedBooking(language);
    expect(await send()).toEqual({ sent: 4, failed: 0 });
    expect(delivered.map((d) => d.mobile)).toEqual([MOBILE, MOBILE, MOBILE, MOBILE]);
    const [counter] = await db.select().from(rateLimitCounters);
    expect(counter?.count).toBe(4);
  });

  it("refuses any other language in the database, whoever writes the row", async () => {
    const bad = db.insert(bookings).values({
      ...lakshmisBooking,
      // A row written around the API's schema: the CHECK still refuses it.
      language: "fr" as "en",
    });
    await expect(bad).rejects.toThrow();
  });
});
