import { Hl7Message } from "@medplum/core";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  cbcRecord,
  oruOf,
  postFhir,
  postHl7,
  seedBookingVisit,
} from "../../../test/support/lab-results.ts";
import {
  collectionVisits,
  labReports,
  lisKeys,
  lisMessages,
  visitNotices,
} from "../../db/schema.ts";
import { issueLisKey } from "../../services/lis/lis-keys.ts";
import { consume } from "../../services/rate-limit/rate-limit.ts";
import { messagesPerLabMinute } from "./lis.routes.ts";

let ctx: TestContext;
let people = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A collected booking of its own (a new person and number each time). */
async function collectedBooking(status: "collected" | "confirmed" = "collected") {
  const n = ++people;
  const name = `Lakshmi Devi${"x".repeat(0)} ${String.fromCharCode(65 + (n % 26))}`;
  const mobileNumber = `98450${String(n).padStart(5, "0")}`;
  const seeded = await seedBookingVisit(ctx.db, { name, mobileNumber, status, now: ctx.clock() });
  return { ...seeded, name, mobileNumber };
}

const versionsOf = (lisReportId: string) =>
  ctx.db
    .select()
    .from(labReports)
    .where(eq(labReports.lisReportId, lisReportId))
    .orderBy(asc(labReports.version));

const outcomeText = async (res: Response) =>
  ((await res.json()) as { issue: { details?: { text?: string }; expression?: string[] }[] }).issue;

describe("FHIR: a lab files a report", () => {
  it("stores a signed final report, converts units, releases it and queues the SMS", async () => {
    const booking = await collectedBooking();
    const record = cbcRecord(booking.bookingId, booking.name);
    const res = await postFhir(ctx, fhirBundle(record));
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toContain("application/fhir+json");
    // FHIR's JSON is an API answer like any other: a CSP that allows nothing, no page headers.
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
    const [issue] = await outcomeText(res);
    expect(issue?.details?.text).toMatch(/version 1 \(VYR-\d{6}\) is stored and released/);

    const [report] = await versionsOf(record.lisReportId);
    expect(report?.releasedAt).not.toBeNull();
    expect(report?.signedByName).toBe("Dr. Kavitha Rao");
    expect(report?.sampleId).toBe("S-1001");
    expect(report?.patientAge).toBe(38);
    const cbc = report?.tests.find((t) => t.corpId === "10001");
    const platelets = cbc?.parameters.find((p) => p.labCode === "PLT");
    expect(platelets).toMatchObject({ value: 240, unit: "10³/µL", low: 150, high: 410 });
    expect(platelets?.sent).toEqual({ value: 2.4, unit: "lakhs/cumm" });

    const [visit] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, booking.visitId));
    expect(visit?.status).toBe("report-ready");
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.visitId, booking.visitId));
    expect(notices.map((n) => n.kind)).toContain("report-ready");
  });

  it("answers a replay of the same message without storing anything again", async () => {
    const booking = await collectedBooking();
    const body = JSON.stringify(fhirBundle(cbcRecord(booking.bookingId, booking.name)));
    expect((await postFhir(ctx, body)).status).toBe(201);
    const again = await postFhir(ctx, body);
    expect(again.status).toBe(200);
    expect((await outcomeText(again))[0]?.details?.text).toMatch(/already stored/);
    expect(await versionsOf(`LR-${booking.bookingId.slice(0, 8)}`)).toHaveLength(1);
  });

  it("holds an unsigned partial report, then releases the final with both tests merged", async () => {
    const booking = await collectedBooking();
    const base = cbcRecord(booking.bookingId, booking.name);
    const [hb, plt] = base.results;
    if (!hb || !plt) throw new Error("the record has two results");
    const partial = { ...base, status: "partial" as const, signedBy: undefined, results: [hb] };
    const res = await postFhir(ctx, fhirBundle(partial));
    expect(res.status).toBe(201);
    expect((await outcomeText(res))[0]?.details?.text).toMatch(/held until a pathologist signs/);
    const final = { ...base, results: [plt] };
    expect((await postFhir(ctx, fhirBundle(final))).status).toBe(201);
    const [first, second] = await versionsOf(base.lisReportId);
    expect(first?.releasedAt).toBeNull();
    expect(first?.supersededAt).not.toBeNull();
    expect(second?.version).toBe(2);
    expect(second?.number).toBe(first?.number);
    expect(second?.tests[0]?.parameters.map((p) => p.labCode)).toEqual(["HB", "PLT"]);
  });

  it("keeps a final report unless a correction supersedes it, and keeps the earlier version", async () => {
    const booking = await collectedBooking();
    const base = cbcRecord(booking.bookingId, booking.name);
    expect((await postFhir(ctx, fhirBundle(base))).status).toBe(201);
    const changed = cbcRecord(booking.bookingId, booking.name, {
      issuedAt: "2026-12-02T10:00:00Z",
    });
    const silent = await postFhir(ctx, fhirBundle(changed));
    expect(silent.status).toBe(409);
    expect((await outcomeText(silent))[0]?.details?.text).toMatch(/corrected or amended/);
    const hb = { ...base.results[0], value: 11.2 } as (typeof base.results)[0];
    const correction = { ...base, status: "corrected" as const, results: [hb] };
    expect((await postFhir(ctx, fhirBundle(correction))).status).toBe(201);
    const [v1, v2] = await versionsOf(base.lisReportId);
    expect(v1?.tests[0]?.parameters[0]?.value).toBe(10.8);
    expect(v1?.supersededAt).not.toBeNull();
    expect(v2?.tests[0]?.parameters[0]?.value).toBe(11.2);
    expect(v2?.lisStatus).toBe("corrected");
    const messages = await ctx.db
      .select()
      .from(lisMessages)
      .where(eq(lisMessages.lisReportId, base.lisReportId));
    expect(messages).toHaveLength(2);
    expect(JSON.parse(messages[1]?.raw ?? "{}")).toEqual(fhirBundle(correction));
  });

  it("holds a critical value until the desk calls", async () => {
    const booking = await collectedBooking();
    const base = cbcRecord(booking.bookingId, booking.name);
    const hb = { ...base.results[0], value: 6.1, interpretation: "LL" } as (typeof base.results)[0];
    const res = await postFhir(ctx, fhirBundle({ ...base, results: [hb] }));
    expect(res.status).toBe(201);
    expect((await outcomeText(res))[0]?.details?.text).toMatch(/critical value/);
    const [report] = await versionsOf(base.lisReportId);
    expect(report?.critical).toBe(true);
    expect(report?.releasedAt).toBeNull();
  });
});

describe("FHIR: what is refused", () => {
  it("refuses a booking whose sample is not collected, an unknown one and another patient", async () => {
    const waiting = await collectedBooking("confirmed");
    const notYet = await postFhir(ctx, fhirBundle(cbcRecord(waiting.bookingId, waiting.name)));
    expect(notYet.status).toBe(409);
    expect((await outcomeText(notYet))[0]?.details?.text).toMatch(/not been collected/);

    const unknown = await postFhir(ctx, fhirBundle(cbcRecord("VYO-20261201-999999", "Anyone")));
    expect(unknown.status).toBe(404);

    const booking = await collectedBooking();
    const stranger = await postFhir(ctx, fhirBundle(cbcRecord(booking.bookingId, "Ravi Shankar")));
    expect(stranger.status).toBe(422);
    expect((await outcomeText(stranger))[0]?.details?.text).toMatch(/is not a person booked/);
    expect(await versionsOf(`LR-${booking.bookingId.slice(0, 8)}`)).toHaveLength(0);
  });

  it("names each problem of an invalid bundle and stores nothing", async () => {
    const booking = await collectedBooking();
    const bundle = fhirBundle(cbcRecord(booking.bookingId, booking.name));
    const text = JSON.stringify(bundle).replace('"value":10.8', '"value":"10.8"');
    const res = await postFhir(ctx, text);
    expect(res.status).toBe(400);
    const issues = await outcomeText(res);
    expect(issues[0]?.expression?.[0]).toMatch(/^Bundle\.entry/);
    expect(await versionsOf(`LR-${booking.bookingId.slice(0, 8)}`)).toHaveLength(0);
  });

  it("refuses NUL, lone surrogates, control characters, deep nesting, non-JSON and a body over 1 MB", async () => {
    const booking = await collectedBooking();
    const record = cbcRecord(booking.bookingId, booking.name);
    const nul = await postFhir(
      ctx,
      fhirBundle({ ...record, patient: { ...record.patient, name: "Lak\u0000shmi" } }),
    );
    expect(nul.status).toBe(400);
    const surrogate = JSON.stringify(fhirBundle(record)).replace(
      "Whole blood EDTA",
      "Whole \\ud800 blood",
    );
    expect((await postFhir(ctx, surrogate)).status).toBe(400);
    const bell = fhirBundle({ ...record, sample: { ...record.sample, type: "Whole\u0007blood" } });
    expect((await postFhir(ctx, bell)).status).toBe(400);
    const oru = oruOf({ ...record, sample: { ...record.sample, type: "Whole\u001bblood" } });
    const escaped = await postHl7(ctx, oru);
    expect(escaped.status).toBe(400);
    expect(await escaped.text()).toContain("control character (U+001B)");
    const deep = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
    expect((await postFhir(ctx, deep)).status).toBe(400);
    expect((await postFhir(ctx, "{not json")).status).toBe(400);
    const huge = JSON.stringify({ resourceType: "Bundle", padding: "x".repeat(1024 * 1024 + 1) });
    expect((await postFhir(ctx, huge)).status).toBe(413);
    expect(await versionsOf(record.lisReportId)).toHaveLength(0);
  });

  it("refuses a missing or wrong key, the development key from elsewhere, and a cross-site request", async () => {
    const booking = await collectedBooking();
    const bundle = fhirBundle(cbcRecord(booking.bookingId, booking.name));
    const wrong = await postFhir(ctx, bundle, { key: "vyom_lis_guess" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    expect((await postFhir(ctx, bundle, { address: "203.0.113.7" })).status).toBe(401);
    const forwarded = await postFhir(ctx, bundle, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(forwarded.status).toBe(401);
    const crossSite = await postFhir(ctx, bundle, { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(
      (await postFhir(ctx, bundle, { headers: { "content-type": "text/plain" } })).status,
    ).toBe(415);
  });

  it("notes when a lab's key was last used at most once a minute, not on every message", async () => {
    const issued = await issueLisKey(ctx.db, {
      labId: "vyom-bengaluru",
      label: "last used",
      actor: "admin:test@vyom.example",
      now: ctx.clock(),
    });
    if (issued.kind !== "issued") throw new Error(issued.kind);
    const lastUsed = async () =>
      (await ctx.db.select().from(lisKeys).where(eq(lisKeys.id, issued.id)))[0]?.lastUsedAt;
    const send = () => postFhir(ctx, "{}", { key: issued.key, address: "198.51.100.20" });

    const first = ctx.clock();
    expect((await send()).status).toBe(400);
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(59_000);
    expect((await send()).status).toBe(400);
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(1_000);
    expect((await send()).status).toBe(400);
    expect(await lastUsed()).toEqual(ctx.clock());
  });

  it("stops a stranger guessing keys from one address", async () => {
    const address = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await postFhir(ctx, "{}", { key: `guess-${i}`, address })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("stops a lab sending more than its minute allows", async () => {
    const now = ctx.clock();
    for (let i = 0; i < messagesPerLabMinute.limit; i++) {
      await consume(ctx.db, messagesPerLabMinute, "vyom-dev-lab", now);
    }
    const res = await postFhir(ctx, "{}");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).not.toBeNull();
    ctx.clock.advance(61_000);
  });

  it("files two versions sent at once one after the other", async () => {
    const booking = await collectedBooking();
    const base = cbcRecord(booking.bookingId, booking.name, {
      status: "partial",
      signedBy: undefined,
    });
    const [hb, plt] = base.results;
    const sent = await Promise.all([
      postFhir(ctx, fhirBundle({ ...base, results: [hb as (typeof base.results)[0]] })),
      postFhir(ctx, fhirBundle({ ...base, results: [plt as (typeof base.results)[0]] })),
    ]);
    expect(sent.map((r) => r.status)).toEqual([201, 201]);
    const versions = await versionsOf(base.lisReportId);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1]?.tests[0]?.parameters).toHaveLength(2);
  });
});

describe("HL7 v2: the same report as ORU^R01", () => {
  it("stores it and answers ACK AA with the message's control id", async () => {
    const booking = await collectedBooking();
    const record = cbcRecord(booking.bookingId, booking.name);
    const message = oruOf(record);
    const res = await postHl7(ctx, message);
    expect(res.status).toBe(201);
    const ack = Hl7Message.parse(await res.text());
    expect(ack.getSegment("MSA")?.getField(1)?.toString()).toBe("AA");
    expect(ack.getSegment("MSA")?.getField(2)?.toString()).toBe(
      Hl7Message.parse(message).getSegment("MSH")?.getField(10)?.toString(),
    );
    const [report] = await versionsOf(record.lisReportId);
    expect(report?.releasedAt).not.toBeNull();
    const [stored] = await ctx.db
      .select()
      .from(lisMessages)
      .where(
        and(eq(lisMessages.lisReportId, record.lisReportId), eq(lisMessages.protocol, "hl7v2")),
      );
    expect(stored?.raw).toBe(message);
  });

  it("answers AE for a booking not collected and AR for a malformed message or a wrong key", async () => {
    const waiting = await collectedBooking("confirmed");
    const notYet = await postHl7(ctx, oruOf(cbcRecord(waiting.bookingId, waiting.name)));
    expect(notYet.status).toBe(409);
    const ae = Hl7Message.parse(await notYet.text());
    expect(ae.getSegment("MSA")?.getField(1)?.toString()).toBe("AE");
    expect(ae.getSegment("MSA")?.getField(3)?.toString()).toMatch(/not been collected/);

    const malformed = await postHl7(ctx, "hello");
    expect(malformed.status).toBe(400);
    expect(
      Hl7Message.parse(await malformed.text())
        .getSegment("MSA")
        ?.getField(1)
        ?.toString(),
    ).toBe("AR");

    const wrongKey = await postHl7(ctx, oruOf(cbcRecord(waiting.bookingId, waiting.name)), {
      key: "nope",
    });
    expect(wrongKey.status).toBe(401);
  });
});

describe("the API document", () => {
  it("describes both ingest routes", async () => {
    const doc = (await (await ctx.get("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/lis/results", "/api/lis/hl7"]),
    );
  });
});
