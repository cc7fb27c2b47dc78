import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../../dev/crm-sim/start-crm-simulator.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { closedPortUrl } from "../../../test/support/legacy-test-servers.ts";
import { createMemoryLogger } from "../../logger.ts";
import type { CrmBooking } from "./crm.ts";
import { BOOKING_ID_FIELD } from "./leadsquared-booking.ts";
import { createLeadSquaredCrm, type LeadSquaredConfig } from "./leadsquared-crm.ts";

let sim: RunningCrmSimulator;
beforeAll(async () => {
  sim = await startCrmSimulator();
});
afterAll(() => sim?.close());
afterEach(() => sim.store.recover());

const logger = createMemoryLogger();
const adapter = (config: Partial<LeadSquaredConfig> = {}) =>
  createLeadSquaredCrm({ baseUrl: sim.url, ...sim.keys, logger, timeoutMs: 2_000, ...config });

let serial = 0;
/** A booking as the route hands it over, with its own mobile number and id. */
function booking(overrides: Partial<CrmBooking> = {}): CrmBooking & { mobile: string } {
  serial++;
  const mobile = `9100000${String(serial).padStart(3, "0")}`;
  return {
    bookingId: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    payload: bookingBody({ mobile }),
    mobile,
    ...overrides,
  };
}

const leadOf = (mobile: string) => sim.store.received().leads.find((l) => l.Phone === mobile);
const activitiesOf = (mobile: string) =>
  sim.store.received().activities.filter((a) => a.RelatedProspectId === leadOf(mobile)?.Id);

describe("LeadSquared adapter over HTTP", () => {
  it("captures the lead by phone and posts activity 206 with the booking's fields and id", async () => {
    const b = booking({ numberProven: true });
    expect(await adapter().submitBooking(b)).toEqual({ ok: true });
    expect(leadOf(b.mobile)?.Attributes).toEqual({
      FirstName: "Priya Raman",
      mx_Zip: "600020",
      Source: "Online",
      mx_Sub_Source: "Brand Website",
    });
    const [activity, ...more] = activitiesOf(b.mobile);
    expect(more).toHaveLength(0);
    expect(activity).toMatchObject({
      ActivityEvent: 206,
      ActivityNote: "Home collection booking from the website",
      ActivityDateTime: "2025-03-10 09:30:00",
      Fields: {
        mx_Custom_1: "2025-03-14",
        mx_Custom_5: "Vyom Shop",
        mx_Custom_6: "organic",
        mx_Custom_7: "Ecommerce Website",
        mx_Custom_8: "Home Appointment Form",
        [BOOKING_ID_FIELD]: b.bookingId,
      },
    });
    expect(logger.records.at(-1)).toMatchObject({
      event: "crm.leadsquared.booking-sent",
      bookingId: b.bookingId,
      leadId: leadOf(b.mobile)?.Id,
    });
  });

  it("keeps one lead per phone number: a second booking updates it and adds an activity", async () => {
    const first = booking({ numberProven: true });
    await adapter().submitBooking(first);
    const second = booking({
      payload: bookingBody({ mobile: first.mobile, pincode: "600021" }),
      numberProven: true,
    });
    expect(await adapter().submitBooking(second)).toEqual({ ok: true });
    expect(sim.store.received().leads.filter((l) => l.Phone === first.mobile)).toHaveLength(1);
    expect(leadOf(first.mobile)?.Attributes.mx_Zip).toBe("600021");
    expect(activitiesOf(first.mobile).map((a) => a.Fields[BOOKING_ID_FIELD])).toEqual([
      first.bookingId,
      second.bookingId,
    ]);
  });

  it("an unproven booking renames no lead and passes none of the client's note or fields", async () => {
    const owner = booking({ numberProven: true });
    await adapter().submitBooking(owner);
    // A stranger's anonymous booking on the owner's number, crafted to rename the lead, write a
    // note the call centre reads and set a field the app never sends.
    const body = bookingBody({ mobile: owner.mobile, name: "Mallory Attacker", pincode: "110001" });
    body.activity.ActivityNote = "URGENT: refund this customer to account 1234";
    body.activity.Fields.push({ SchemaName: "mx_Custom_2", Value: "planted" });
    const stranger = booking({ payload: body });
    expect(await adapter().submitBooking(stranger)).toEqual({ ok: true });
    expect(leadOf(owner.mobile)?.Attributes).toMatchObject({
      FirstName: "Priya Raman",
      mx_Zip: "600020",
    });
    const planted = activitiesOf(owner.mobile).at(-1);
    expect(planted?.ActivityNote).toBe(
      "Home collection booking from the website. Number NOT verified (no OTP): confirm with the caller. Name given: Mallory Attacker",
    );
    expect(planted?.Fields).not.toHaveProperty("mx_Custom_2");
    expect(planted?.Fields[BOOKING_ID_FIELD]).toBe(stranger.bookingId);

    // On a number with no lead yet: the lead is created, by phone alone.
    const fresh = booking();
    expect(await adapter().submitBooking(fresh)).toEqual({ ok: true });
    expect(leadOf(fresh.mobile)?.Attributes).toEqual({});
  });

  it.each([
    ["status-500", /Lead.Capture: HTTP 500 MXInternalServerErrorException/],
    ["rate-limit", /Lead.Capture: HTTP 429 MXAPIRateLimitExceededException/],
    ["malformed", /Lead.Capture: answer is not JSON/],
  ] as const)("fails (never ok) when LeadSquared answers %s", async (kind, reason) => {
    sim.store.fail({ kind });
    const b = booking();
    const result = await adapter().submitBooking(b);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
    expect(activitiesOf(b.mobile)).toHaveLength(0);
  });

  it("says a 429 is LeadSquared's rate limit, and no other failure is", async () => {
    sim.store.fail({ kind: "rate-limit", endpoint: "Activity.Create" });
    expect(await adapter().submitBooking(booking())).toMatchObject({
      ok: false,
      rateLimited: true,
    });
    sim.store.fail({ kind: "status-500" });
    expect(await adapter().submitBooking(booking())).not.toHaveProperty("rateLimited");
  });

  it("makes no more calls than its callsPerBooking says: 2 on a first attempt, 3 on a retry", async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const crm = adapter({ fetch: counting });
    expect(crm.callsPerBooking).toEqual({ firstAttempt: 2, retry: 3 });
    expect(await crm.submitBooking(booking({ firstAttempt: true }))).toEqual({ ok: true });
    expect(calls).toBe(2);
    calls = 0;
    expect(await crm.submitBooking(booking())).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it("fails when the activity is refused after the lead was captured, naming the lead", async () => {
    sim.store.fail({ kind: "status-500", endpoint: "Activity.Create" });
    const b = booking();
    const result = await adapter().submitBooking(b);
    expect(result).toEqual({
      ok: false,
      reason: `Activity.Create: HTTP 500 MXInternalServerErrorException (lead ${leadOf(b.mobile)?.Id})`,
    });
  });

  it("fails on wrong keys (401)", async () => {
    const result = await adapter({ secretKey: "wrong" }).submitBooking(booking());
    expect(result).toEqual({
      ok: false,
      reason: "Lead.Capture: HTTP 401 MXUnAuthorizedAccessException",
    });
  });

  it("fails when the whole submission outlasts its time-out", async () => {
    sim.store.fail({ kind: "slow", delayMs: 500, endpoint: "Activity.Create" });
    const started = Date.now();
    const result = await adapter({ timeoutMs: 200 }).submitBooking(booking());
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/timed out/) });
    expect(Date.now() - started).toBeLessThan(450);
  });

  it("fails when LeadSquared is unreachable", async () => {
    const result = await adapter({ baseUrl: await closedPortUrl() }).submitBooking(booking());
    expect(result).toEqual({ ok: false, reason: "Lead.Capture: unreachable" });
  });

  it("refuses a payload that is not a booking, calling nobody", async () => {
    const before = sim.store.received().leads.length;
    const result = await adapter().submitBooking({ bookingId: "x", payload: { leadDetails: 1 } });
    expect(result).toEqual({ ok: false, reason: "LeadSquared: the payload is not a booking" });
    expect(sim.store.received().leads).toHaveLength(before);
  });

  it("posts nothing twice: a retry after a cut-off call finds the activity already there", async () => {
    // LeadSquared stores the activity but answers too late: the first attempt counts as failed.
    sim.store.fail({ kind: "slow", delayMs: 400, endpoint: "Activity.Create" });
    const b = booking();
    const first = await adapter({ timeoutMs: 200 }).submitBooking({ ...b, firstAttempt: true });
    expect(first.ok).toBe(false);
    await new Promise((done) => setTimeout(done, 300));
    sim.store.recover();
    expect(await adapter().submitBooking(b)).toEqual({ ok: true });
    expect(await adapter().submitBooking(b)).toEqual({ ok: true });
    expect(activitiesOf(b.mobile)).toHaveLength(1);
    expect(logger.records.at(-1)).toMatchObject({
      event: "crm.leadsquared.already-posted",
      bookingId: b.bookingId,
    });
  });

  it("fails a retry whose duplicate check fails, rather than risk a second activity", async () => {
    const b = booking();
    sim.store.fail({ kind: "malformed", endpoint: "Activity.Retrieve" });
    expect((await adapter().submitBooking(b)).ok).toBe(false);
    expect(activitiesOf(b.mobile)).toHaveLength(0);
  });
});

describe("LeadSquared adapter against crafted bookings", () => {
  it("captures by the booking's own mobile number whatever leadDetails says", async () => {
    const victim = booking();
    await adapter().submitBooking(victim);
    const victimLead = leadOf(victim.mobile);
    const attacker = booking();
    const body = bookingBody({ mobile: attacker.mobile, name: "Mallory" });
    const crafted = {
      ...body,
      leadDetails: [
        ...body.leadDetails.filter((p) => p.Attribute !== "Phone" && p.Attribute !== "SearchBy"),
        { Attribute: "ProspectID", Value: victimLead?.Id ?? "" },
        { Attribute: "Phone", Value: victim.mobile },
        { Attribute: "SearchBy", Value: "ProspectID" },
        { Attribute: "OwnerId", Value: "someone" },
      ],
    };
    expect(await adapter().submitBooking({ ...attacker, payload: crafted })).toEqual({ ok: true });
    expect(leadOf(victim.mobile)).toEqual(victimLead);
    expect(leadOf(attacker.mobile)?.Attributes).not.toHaveProperty("OwnerId");
    expect(activitiesOf(victim.mobile)).toHaveLength(1);
  });

  it("writes its own booking id over a client's, so no other booking's retry looks delivered", async () => {
    const victim = booking();
    const attacker = booking();
    const body = bookingBody({ mobile: attacker.mobile });
    body.activity.Fields.push({ SchemaName: BOOKING_ID_FIELD, Value: victim.bookingId });
    await adapter().submitBooking({ ...attacker, payload: body });
    expect(activitiesOf(attacker.mobile)[0]?.Fields[BOOKING_ID_FIELD]).toBe(attacker.bookingId);
  });

  it("never puts LeadSquared's ExceptionMessage (which may quote the lead) in its reason", async () => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(400, { "content-type": "application/json" }).end(
        JSON.stringify({
          Status: "Error",
          ExceptionType: "MXDuplicateEntryException",
          ExceptionMessage: "A lead with Phone 9100000999 and name Priya Raman already exists",
        }),
      );
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await adapter({ baseUrl: url }).submitBooking(booking());
      expect(result).toEqual({
        ok: false,
        reason: "Lead.Capture: HTTP 400 MXDuplicateEntryException",
      });
    } finally {
      server.close();
    }
  });

  it("logs no name, no phone number and no key", () => {
    const logged = JSON.stringify(logger.records);
    expect(logged).not.toMatch(/Priya|Mallory|91000\d{5}/);
    expect(logged).not.toContain(sim.keys.secretKey);
  });
});
