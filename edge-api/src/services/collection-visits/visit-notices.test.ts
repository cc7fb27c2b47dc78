import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { releaseReport } from "../../../test/support/lab-results.ts";
import type { Database } from "../../db/client.ts";
import { technicians, visitNotices } from "../../db/schema.ts";
import { claimWindow } from "../collection-windows/collection-windows.ts";
import { referenceOfSubject } from "../references/subject-references.ts";
import { createMsg91SmsSender } from "../sms/msg91-sms.ts";
import { DESK, MOBILE, NOW, visitNoticesSetup } from "./visit-notices.test-support.ts";
import {
  drainVisitNotices,
  muteVisitMessages,
  sendDueNotices,
  visitSmsPerNumber,
} from "./visit-notices.ts";
import { openVisit, takeStep } from "./visits.ts";

/** Midnight in India on the visits' day (2026-12-02): a technician may start a visit from then. */
const ON_THE_DAY = new Date("2026-12-01T18:30:00Z");

const notices = visitNoticesSetup();
const { delivered, logger } = notices;
let db: Database;
let technicianId: string;
let sms: ReturnType<typeof notices.sender>;

beforeAll(async () => {
  db = notices.db;
  sms = notices.sender();
  const [technician] = await db
    .insert(technicians)
    .values({ name: "Murugan Selvam", mobileNumber: "9840012345" })
    .returning();
  technicianId = technician?.id ?? "";
});

let orders = 0;
async function confirmedVisit(mobileNumber = MOBILE) {
  const subject = `order:VYO-20261201-${String(++orders).padStart(6, "0")}`;
  const window = { areaId: "chennai", day: "2026-12-02", startsAt: "09:00" };
  await claimWindow(db, { ...window, holder: subject, now: NOW });
  const visit = await openVisit(db, { subject, mobileNumber, tests: ["CBC"], window, now: NOW });
  await takeStep(db, { visitId: visit.id, request: { step: "confirm" }, actor: DESK, now: NOW });
  return visit;
}

/** The day's SMS budget of these tests, unless a test is about it. */
const smsDailyBudget = 1_000;
const env = { SMS_DAILY_BUDGET: smsDailyBudget };
const send = (now = NOW) => sendDueNotices(db, { sms, logger, now, smsDailyBudget });

describe("visit notices", () => {
  it(`texts one number at most ${visitSmsPerNumber.limit} visit SMS a day; the rest are given up and logged`, async () => {
    // Bookings made to flood one number with confirmations (each a place and an SMS).
    const flooded = "9876500099";
    for (let i = 0; i < visitSmsPerNumber.limit + 2; i++) await confirmedVisit(flooded);
    await confirmedVisit(MOBILE);
    let sent = 0;
    for (let drain = 0; drain < 3; drain++) sent += (await send()).sent;
    expect(sent).toBe(visitSmsPerNumber.limit + 1);
    expect(delivered.filter((d) => d.mobile === flooded)).toHaveLength(visitSmsPerNumber.limit);
    expect(delivered.filter((d) => d.mobile === MOBILE)).toHaveLength(1);
    const givenUp = await db.select().from(visitNotices).where(eq(visitNotices.state, "given-up"));
    expect(givenUp.map((n) => n.mobileNumber)).toEqual([flooded, flooded]);
    expect(
      logger.records.filter((r) => r.event === "visit-notice.number-budget-spent"),
    ).toHaveLength(2);
  });

  it("spends the day's SMS budget: once it is spent, notices wait for the next day (an 'on the way' is given up) and the trip is logged", async () => {
    const budget = 2;
    const visits = [await confirmedVisit("9876500031"), await confirmedVisit("9876500032")];
    expect(await sendDueNotices(db, { sms, logger, now: NOW, smsDailyBudget: budget })).toEqual({
      sent: 2,
      failed: 0,
    });
    // The budget is spent: a confirmation, a collection and an "on the way" are held back.
    await confirmedVisit("9876500033");
    const [first] = visits;
    await takeStep(db, {
      visitId: first?.id ?? "",
      request: { step: "assign-technician", technicianId, arrivingBy: "09:40" },
      actor: DESK,
      now: NOW,
    });
    // "On the way" leaves when the technician starts the visit, on its day (the same budget day).
    for (const step of ["start-visit", "mark-collected"] as const) {
      await takeStep(db, {
        visitId: first?.id ?? "",
        request: { step },
        actor: DESK,
        now: ON_THE_DAY,
      });
    }
    // Before the fix these were sent whatever the day's budget.
    expect(
      await sendDueNotices(db, { sms, logger, now: ON_THE_DAY, smsDailyBudget: budget }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(delivered).toHaveLength(2);
    expect(logger.records.filter((r) => r.event === "sms.daily-budget-spent")).toEqual([
      expect.objectContaining({ level: "error", budget }),
    ]);
    const states = async () =>
      Object.fromEntries(
        (await db.select().from(visitNotices).where(eq(visitNotices.state, "pending"))).map((n) => [
          n.kind,
          { attempts: n.attempts, nextAttemptAt: n.nextAttemptAt.toISOString() },
        ]),
      );
    const tomorrow = "2026-12-02T00:00:00.000Z";
    expect(await states()).toEqual({
      confirmed: { attempts: 0, nextAttemptAt: tomorrow },
      collected: { attempts: 0, nextAttemptAt: tomorrow },
    });
    const [onTheWay] = await db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.kind, "technician-on-the-way"));
    expect(onTheWay?.state).toBe("given-up");

    // Not before the next budget day; then they go out, and nothing is sent twice.
    const late = new Date("2026-12-01T23:59:00Z");
    expect(await sendDueNotices(db, { sms, logger, now: late, smsDailyBudget: budget })).toEqual({
      sent: 0,
      failed: 0,
    });
    const next = new Date(tomorrow);
    expect(await sendDueNotices(db, { sms, logger, now: next, smsDailyBudget: budget })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(
      delivered
        .slice(2)
        .map((d) => d.mobile)
        .sort(),
    ).toEqual(["9876500031", "9876500033"]);
    expect(await states()).toEqual({});
  });

  it("each step the customer is told of, and the lab's released report, reaches the phone as its registered template", async () => {
    const visit = await confirmedVisit();
    const step = (request: Parameters<typeof takeStep>[1]["request"], now = ON_THE_DAY) =>
      takeStep(db, { visitId: visit.id, request, actor: DESK, now });
    // Assigned the day before: that tells the customer nothing; starting on the day does.
    await step({ step: "assign-technician", technicianId, arrivingBy: "09:40" }, NOW);
    await step({ step: "start-visit" });
    await step({ step: "mark-collected" });
    await step({ step: "mark-in-lab" });
    // The report is ready when the lab releases it (signed), not at a desk's word.
    const released = await releaseReport(db, {
      visitId: visit.id,
      tests: ["CBC"],
      now: ON_THE_DAY,
      site: "vyom.example",
    });
    expect(released.released).toBe(true);
    expect(await send(ON_THE_DAY)).toEqual({ sent: 4, failed: 0 });
    const ref = await referenceOfSubject(db, visit.subject);
    expect(delivered.map((d) => [d.mobile, d.text])).toEqual([
      // The visit names CBC, but no order of these tests holds it: the call says how to prepare.
      [
        MOBILE,
        `Your Vyom Diagnostics home collection ${ref} is confirmed for 2 Dec, 09:00-11:00. We call to say how to prepare.`,
      ],
      [
        MOBILE,
        "Vyom Diagnostics: Murugan is on the way to collect your sample and will reach you by 09:40.",
      ],
      [
        MOBILE,
        `Vyom Diagnostics: your sample for ${ref} has been collected. We will message you when the report is ready.`,
      ],
      [
        MOBILE,
        `Vyom Diagnostics: the report of CBC (${ref}) is ready. See it at vyom.example/download-report`,
      ],
    ]);
    // Sent once: a second drain finds nothing due.
    expect(await send(new Date(ON_THE_DAY.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });

  it("a confirmation queued before its template named the preparation still goes out whole", async () => {
    const visit = await confirmedVisit();
    const ref = await referenceOfSubject(db, visit.subject);
    await db
      .update(visitNotices)
      .set({ variables: { REF: ref, DATE: "2 Dec", WINDOW: "09:00-11:00" } })
      .where(eq(visitNotices.visitId, visit.id));
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    expect(delivered.map((d) => d.text)).toEqual([
      `Your Vyom Diagnostics home collection ${ref} is confirmed for 2 Dec, 09:00-11:00. We call to say how to prepare.`,
    ]);
  });

  it("an optional message the customer turned off is not sent; the others still are", async () => {
    const mobile = "9876500011";
    expect(
      await muteVisitMessages(db, {
        mobileNumber: mobile,
        muted: ["technician-on-the-way", "cancelled"],
        now: NOW,
      }),
    ).toEqual(["technician-on-the-way"]);
    const visit = await confirmedVisit(mobile);
    await takeStep(db, {
      visitId: visit.id,
      request: { step: "assign-technician", technicianId, arrivingBy: "09:40" },
      actor: DESK,
      now: NOW,
    });
    await takeStep(db, {
      visitId: visit.id,
      request: { step: "cancel", reason: "Travelling" },
      actor: DESK,
      now: NOW,
    });
    await send();
    expect(delivered.map((d) => d.text.split(" ").slice(-2).join(" "))).toEqual([
      "to prepare.",
      "is cancelled.",
    ]);
  });

  it("an SMS outage delays the notice, it is sent later, and after six failures it is given up", async () => {
    const visit = await confirmedVisit();
    const down = createMsg91SmsSender({
      apiUrl: "http://127.0.0.1:9",
      authKey: "x",
      otpTemplateId: "x",
      visitTemplateIds: notices.sim.visitTemplateIds,
      senderId: "VYOMDX",
      logger,
      maxAttempts: 1,
    });
    expect(await sendDueNotices(db, { sms: down, logger, now: NOW, smsDailyBudget })).toEqual({
      sent: 0,
      failed: 1,
    });
    // Not due again at once: the next attempt is a minute later.
    expect(await send(NOW)).toEqual({ sent: 0, failed: 0 });
    expect(await send(new Date(NOW.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);

    await takeStep(db, {
      visitId: visit.id,
      request: { step: "cancel", reason: "Travelling" },
      actor: DESK,
      now: NOW,
    });
    let at = NOW.getTime();
    for (let attempt = 0; attempt < 6; attempt++) {
      await sendDueNotices(db, { sms: down, logger, now: new Date(at), smsDailyBudget });
      at += 2 ** 7 * 60_000;
    }
    const [notice] = await db.select().from(visitNotices).where(eq(visitNotices.kind, "cancelled"));
    expect(notice).toMatchObject({ state: "given-up", attempts: 6 });
    expect(JSON.stringify(logger.records)).not.toContain(MOBILE);
  });

  it("two servers draining at once send each notice once", async () => {
    for (let i = 0; i < 5; i++) await confirmedVisit(`98765000${20 + i}`);
    const results = await Promise.all([send(), send(), send()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(5);
    expect(delivered).toHaveLength(5);
  });

  it("a drain sends what is due, and a database failure is logged, never thrown at the caller", async () => {
    await confirmedVisit();
    await drainVisitNotices({ db, sms, logger, clock: () => NOW, env });
    expect(delivered).toHaveLength(1);

    const broken = {
      transaction: async () => {
        throw new Error("connection lost");
      },
    } as unknown as Database;
    await expect(
      drainVisitNotices({ db: broken, sms, logger, clock: () => NOW, env }),
    ).resolves.toBeUndefined();
    expect(logger.records.map((r) => r.event)).toContain("visit-notice.drain-failed");
  });
});
