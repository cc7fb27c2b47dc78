/**
 * Bookings on several API servers sharing one database behind a round-robin load balancer: an
 * Idempotency-Key is settled by the database, so duplicates sent to both servers at once make one
 * booking. On PostgreSQL (two server processes, test/support/two-servers.ts) also: a CRM retry
 * that both servers' CRM drains reach is delivered once, and killing one server during a
 * burst sent as the PWA's outbox sends it loses and duplicates nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_ID_FIELD } from "../src/services/crm/leadsquared-booking.ts";
import { freshAddress } from "./context.ts";
import { wantsPostgres } from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { type BalancedServers, startBalancedServers } from "./support/balanced-servers.ts";
import { attemptBooking, solvedCaptcha } from "./support/booking-attempt.ts";
import { fetchSolvedCaptcha } from "./support/captcha/solve-captcha.ts";
import { SERVED_BY } from "./support/round-robin-proxy.ts";
import type { TwoServers } from "./support/two-servers.ts";

/** Bookings in the burst during which a server is killed. */
const BURST = 500;
/**
 * How often each server also asks for a CRM drain here (besides the cron every minute): drains
 * run many times during a test, on either server.
 */
const CRM_DELIVERY_NUDGE_MS = 100;

let servers: BalancedServers;

beforeAll(async () => {
  servers = await startBalancedServers({ crmDeliveryNudgeMs: CRM_DELIVERY_NUDGE_MS });
});
afterAll(() => servers?.close());

let mobiles = 0;
const nextMobile = () =>
  `9${String(process.pid % 10_000).padStart(4, "0")}${String(++mobiles).padStart(5, "0")}`;

describe("bookings on several servers", () => {
  it("50 duplicates of one booking sent to both servers at once make one booking", async () => {
    const { api } = servers;
    const key = randomUUID();
    const body = bookingBody({ mobile: nextMobile(), name: "Duplicate Patient" });
    // A key not yet stored needs a captcha: each duplicate brings its own, solved beforehand.
    const captchas = await Promise.all(
      Array.from({ length: 50 }, () => fetchSolvedCaptcha((path) => api(path))),
    );
    const answers = await Promise.all(
      captchas.map((captcha) =>
        api("/api/booking/", {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ ...body, captcha }),
          address: freshAddress(),
        }),
      ),
    );
    expect(new Set(answers.map((res) => res.headers.get(SERVED_BY)))).toEqual(new Set(["0", "1"]));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as {
      id: string;
      reference: string;
    }[];
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    const ids = new Set(bodies.map((answer) => answer.id));
    expect(ids.size).toBe(1);
    // And one reference: the first answer's, stored with the key.
    const references = new Set(bodies.map((answer) => answer.reference));
    expect(references.size).toBe(1);
    // Sent again later, without a captcha (the key's answer is stored): the same booking.
    const stored = await api("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
      address: freshAddress(),
    });
    expect(await stored.json()).toEqual({
      status: "success",
      id: [...ids][0],
      reference: [...references][0],
      // The submitter's proof for picking its window (routes/booking/booking.routes.ts).
      windowToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    if (servers.processes) {
      const rows = await servers.processes.query(
        "select id from bookings where idempotency_key = $1",
        [key],
      );
      expect(rows).toEqual([{ id: [...ids][0] }]);
    }
  });

  if (wantsPostgres()) {
    it("a crm-failed booking is delivered once, though both servers' drains reach it", async () => {
      const processes = servers.processes as TwoServers;
      const { crm, proxy, query } = processes;
      crm.store.fail({ kind: "status-500" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          attemptBooking(proxy.url, {
            key: randomUUID(),
            address: freshAddress(),
            body: bookingBody({ mobile: nextMobile(), name: "Crm Retry Patient" }),
          }),
        ),
      );
      const ids = answers.map((answer) => answer?.bookingId);
      expect(answers.map((answer) => answer?.status)).toEqual(ids.map(() => 201));
      // First hand-offs failed, then both servers' retries did too: each now waits its backoff.
      const failed = () =>
        query<{ n: number }>(
          "select count(*)::int as n from bookings where id = any($1) and status = 'crm-failed' and crm_attempts > 0",
          [ids],
        );
      await expect.poll(failed, { timeout: 10_000 }).toEqual([{ n: ids.length }]);
      // A retry counts its attempt when it claims, before its call: let the calls of the runs that
      // just claimed reach the failing CRM. One still on its way when the CRM recovers would
      // deliver, and the due time forced below would let the other server claim it again at once
      // (its 5-minute backoff, which prevents exactly that, is what the test skips).
      await new Promise((done) => setTimeout(done, 1_000));

      crm.store.recover();
      // Their backoff has passed: every run of both servers from now on finds them due.
      await query("update bookings set crm_next_attempt_at = now() where id = any($1)", [ids]);
      const sent = () =>
        query<{ n: number }>(
          "select count(*)::int as n from bookings where id = any($1) and status = 'sent-to-crm'",
          [ids],
        );
      await expect.poll(sent, { timeout: 10_000 }).toEqual([{ n: ids.length }]);
      await new Promise((done) => setTimeout(done, 10 * CRM_DELIVERY_NUDGE_MS));

      const delivered = crm.store
        .received()
        .activities.map((activity) => activity.Fields[BOOKING_ID_FIELD]);
      expect(delivered.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    });

    it(`kill -9 of one server during a burst of ${BURST} bookings loses none and duplicates none`, async () => {
      const processes = servers.processes as TwoServers;
      const [victim] = processes.servers;
      let answered = 0;
      let unanswered = 0;
      const bookings = Array.from({ length: BURST }, () => ({
        key: randomUUID(),
        address: freshAddress(),
        body: bookingBody({ mobile: nextMobile(), name: "Cluster Burst Patient" }),
      }));
      // Each first attempt's captcha is solved before the burst, so the burst arrives as one (the
      // outbox of many phones at once), not paced by this process solving proofs of work.
      const captchas: string[] = [];
      for (const _ of bookings) captchas.push(await solvedCaptcha(processes.proxy.url));
      // As the outbox: an attempt without a 201 is sent again with the same key, fresh captcha.
      const sendUntilAnswered = async (booking: (typeof bookings)[number], index: number) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const captcha = attempt === 0 ? captchas[index] : undefined;
          const answer = await attemptBooking(processes.proxy.url, booking, captcha);
          if (answer?.status === 201) {
            if (++answered === BURST / 4) await victim?.kill();
            return answer;
          }
          unanswered++;
        }
        return undefined;
      };
      const answers = await Promise.all(bookings.map(sendUntilAnswered));
      expect(victim?.child.signalCode).toBe("SIGKILL");
      expect(unanswered, "the kill should cut some bookings off").toBeGreaterThan(0);
      expect(answers.map((answer) => answer?.status)).toEqual(bookings.map(() => 201));

      const rows = await processes.query<{ id: string; key: string }>(
        "select id, idempotency_key as key from bookings where name = 'Cluster Burst Patient'",
      );
      expect(rows).toHaveLength(BURST);
      const stored = new Map(rows.map((row) => [row.key, row.id]));
      expect(bookings.map((b) => stored.get(b.key))).toEqual(answers.map((a) => a?.bookingId));
    }, 300_000);
  }
});
