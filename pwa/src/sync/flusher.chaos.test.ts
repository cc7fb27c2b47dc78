// @vitest-environment node
/**
 * Chaos: bookings through the flusher, on fake-indexeddb, with a transport that loses requests
 * (30%), loses answers after the server committed (10%), delivers requests twice, answers 500 and
 * 429 now and then, fails captcha fetches, and with "tabs" that die mid-attempt (a new flusher
 * over the same database takes over) or run two at a time. The server is the real API: edge-api's
 * app over a migrated PGlite (edge-api/test/context.ts), its booking route with its own
 * Idempotency-Key handling and captcha rule (only the proof of work is skipped: `tokenCaptcha`).
 * So a server-side idempotency bug (a repeat stored again) fails this test, as a client bug does.
 *
 * The test lives with the PWA because it drives the PWA's flusher and Dexie store (the `@/`
 * alias and fake-indexeddb set-up are the pwa project's); it reaches the API's test support by
 * relative path, which the pwa project and its tsconfig resolve like any other module.
 *
 * At the end: every row 'sent', 0 lost, 0 stored twice, read from the API's database.
 * CHAOS_SEED=<n> seeds the faults (the API's own timing sits between them, so a seed replays a
 * run's faults closely but not step for step); CHAOS_SUBMISSIONS=<n> sets its size.
 */
import { count, countDistinct, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, VyomDatabase } from "@/db/database.ts";
import { outboxStore } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import { bookings, idempotencyRecords } from "../../../edge-api/src/db/schema.ts";
import type { CaptchaProvider } from "../../../edge-api/src/services/captcha/captcha.ts";
import {
  createTestContext,
  freshAddress,
  type TestContext,
} from "../../../edge-api/test/context.ts";
import { bookingBody } from "../../../edge-api/test/fixtures.ts";
import type { Clock } from "./clock.ts";
import { enqueue } from "./enqueue.ts";
import { claimTtlMs, createFlusher, type Flusher } from "./flusher.ts";
import { manualClock, seededRandom, yieldToOthers } from "./outbox.test-support.ts";
import type { OutboxRequest, OutboxTransport } from "./transport.ts";

// Every delivery is a request to the API and a statement on its database: 300 keep the run short
// while every fault still happens dozens of times.
const SUBMISSIONS = Number(process.env.CHAOS_SUBMISSIONS ?? 300);
const seed = Number(process.env.CHAOS_SEED ?? 20_250_310);

let api: TestContext;
// PGlite takes seconds to start and migrate (edge-api/test/context.ts): the API's own hook timeout.
beforeAll(async () => {
  // The CRM delivery after each booking is not under test (and would leave the process).
  api = await createTestContext({
    overrides: {
      captcha: tokenCaptcha,
      crm: { kind: "accepts-all", submitBooking: async () => ({ ok: true }) },
    },
  });
}, 60_000);
afterAll(() => api?.close());

/**
 * The API's captcha without the proof of work: a real ALTCHA solution costs about half a second
 * of CPU, which would make this run minutes long. Everything after the check is the API's own:
 * the booking route records each value's redemption in used_captcha_challenges in the booking's
 * statement (write-booking.ts), so a value still passes once, and a repeat of a stored key still
 * needs none (new-key-captcha.ts).
 */
const tokenPrefix = "chaos-captcha-";
const tokenCaptcha: CaptchaProvider = {
  kind: "altcha",
  async verify(value) {
    return value.startsWith(tokenPrefix)
      ? { success: true }
      : { success: false, reason: "invalid" };
  },
  async checkUnredeemed(value) {
    if (!value.startsWith(tokenPrefix)) return { success: false, reason: "invalid" };
    const expiresAt = new Date(api.clock().getTime() + 10 * 60_000);
    return { success: true, redemption: { signature: value, expiresAt } };
  },
};

/** The API's booking route, over `app.request`; each delivery from a client of its own. */
function bookingServer() {
  let deliveries = 0;
  /** Deliveries still being answered (a duplicate the network sent on its own, a dead tab's). */
  const pending = new Set<Promise<unknown>>();

  async function deliver(key: string, body: unknown): Promise<{ status: number; json: unknown }> {
    deliveries++;
    const res = await api.postJson("/api/booking/", body, {
      headers: { "Idempotency-Key": key },
      // The per-client booking budget is not what this test is about.
      address: freshAddress(),
    });
    return { status: res.status, json: await res.json() };
  }
  /** A delivery nobody waits for the answer of. */
  function deliverUnheard(key: string, body: unknown) {
    const delivery = deliver(key, body).finally(() => pending.delete(delivery));
    pending.add(delivery);
  }
  return {
    deliver,
    deliverUnheard,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    deliveries: () => deliveries,
  };
}

interface Tab {
  flusher: Flusher;
  dead: boolean;
  connection: VyomDatabase;
  /** Resolves when the tab dies (its pass never finishes then). */
  died: Promise<void>;
  die(): void;
}

describe("the flusher under chaos", () => {
  it(`delivers ${SUBMISSIONS} bookings exactly once (seed ${seed})`, async () => {
    const random = seededRandom(seed);
    const chance = (p: number) => random() < p;
    const clock = manualClock();
    const server = bookingServer();
    /** Requests in flight from live tabs (a dead tab's hung request does not count). */
    const inFlight = new Map<string, () => Tab>();
    const overlaps: string[] = [];
    const faults = { dropped: 0, answerLost: 0, duplicated: 0, restarts: 0, http: 0 };
    let captchas = 0;

    /** Network failure as the API client reports it. */
    const noNetwork = () => new ApiError("network", "failed to fetch");
    const hang = () => new Promise<never>(() => {});

    function transportFor(tab: () => Tab): OutboxTransport {
      return {
        async solveCaptcha() {
          await yieldToOthers();
          if (tab().dead) return hang();
          if (chance(0.05)) throw noNetwork();
          return `${tokenPrefix}${++captchas}`;
        },
        async post(request: OutboxRequest) {
          const key = request.idempotencyKey;
          let duplicateAfter = false;
          const holder = inFlight.get(key);
          if (holder && !holder().dead) overlaps.push(key);
          inFlight.set(key, tab);
          try {
            await yieldToOthers();
            if (tab().dead) return hang();
            if (chance(0.3)) {
              faults.dropped++;
              throw noNetwork();
            }
            const roll = random();
            if (roll < 0.04) {
              faults.http++;
              throw new ApiError("http", "answered 500", 500);
            }
            if (roll < 0.06) {
              faults.http++;
              throw new ApiError(
                "http",
                "answered 429",
                429,
                "rate-limited",
                1 + Math.floor(random() * 5),
              );
            }
            const body = request.body;
            if (chance(0.005)) {
              tab().die(); // the tab is closed while its request is on the way
              faults.restarts++;
              if (chance(0.5)) server.deliverUnheard(key, body);
              return hang();
            }
            if (chance(0.1)) {
              // The network delivers the same request twice: at the same moment, or once more
              // after the first was answered.
              faults.duplicated++;
              if (chance(0.5)) server.deliverUnheard(key, body);
              else duplicateAfter = true;
            }
            const answer = await server.deliver(key, body);
            if (duplicateAfter) await server.deliver(key, body);
            await yieldToOthers();
            if (tab().dead) return hang(); // the tab died with the answer on its way
            if (chance(0.1)) {
              faults.answerLost++;
              throw chance(0.5) ? noNetwork() : new ApiError("timeout", "timed out");
            }
            if (answer.status >= 400) {
              const { error } = answer.json as { error: string };
              throw new ApiError("http", `answered ${answer.status}`, answer.status, error);
            }
            return answer.json;
          } finally {
            if (inFlight.get(key) === tab) inFlight.delete(key);
          }
        },
      };
    }

    /** The shared clock, but a dead tab's timers never fire (its page is gone). */
    const tabClock = (tab: () => Tab): Clock => ({
      now: clock.now,
      setTimeout: (callback, ms) => clock.setTimeout(() => tab().dead || callback(), ms),
      clearTimeout: clock.clearTimeout,
    });

    const opened: Tab[] = [];
    function openTab(): Tab {
      const connection = new VyomDatabase();
      let die = () => {};
      const died = new Promise<void>((resolve) => {
        die = resolve;
      });
      const self: Tab = {
        flusher: undefined as unknown as Flusher,
        dead: false,
        connection,
        died,
        die() {
          self.dead = true;
          die();
        },
      };
      const me = () => self;
      self.flusher = createFlusher({
        store: outboxStore(connection),
        transport: transportFor(me),
        clock: tabClock(me),
        random,
        locks: null,
        owner: `tab-${opened.length + 1}`,
      });
      opened.push(self);
      return self;
    }

    let tabs: Tab[] = [openTab()];
    let queued = 0;
    const started = performance.now();

    for (let round = 0; round < 20_000; round++) {
      // Submissions arrive over time, a few at a moment.
      if (queued < SUBMISSIONS && chance(0.6)) {
        const batch = Math.min(SUBMISSIONS - queued, 1 + Math.floor(random() * 8));
        for (let i = 0; i < batch; i++) {
          const mobile = `9${String(100_000_000 + queued)
            .slice(1)
            .padStart(9, "0")}`;
          await enqueue("booking", bookingBody({ mobile }), { now: clock.now() });
          queued++;
        }
      }
      // Tabs die (some mid-attempt, in the transport); a new one starts over the same database.
      if (chance(0.01)) {
        (tabs[Math.floor(random() * tabs.length)] as Tab).die();
        faults.restarts++;
      }
      tabs = tabs.filter((tab) => !tab.dead);
      if (tabs.length === 0) tabs.push(openTab());
      // Sometimes a second tab is open at the same time.
      if (tabs.length === 1 && chance(0.01)) tabs.push(openTab());
      if (tabs.length > 1 && chance(0.02)) tabs.pop()?.flusher.stop();

      const timerAt = clock.nextTimerAt();
      const step = timerAt === null ? 2_000 : Math.max(0, timerAt - clock.now());
      // Sometimes to the next timer, sometimes part of the way (a trigger comes first).
      clock.advance(chance(0.5) ? step : Math.floor(random() * Math.min(step, 5_000)));
      clock.takeDue(); // the passes below stand in for the timers that fell due
      await Promise.all(
        tabs.map((tab) =>
          Promise.race([
            tab.flusher.flush({ force: chance(0.15) /* online, visible */ }),
            tab.died,
          ]),
        ),
      );
      if (queued === SUBMISSIONS && round % 25 === 0) {
        const unsent = SUBMISSIONS - (await db.outbox.where("state").equals("sent").count());
        if (unsent === 0) break;
        // A dead tab's lease and claims run out in time.
        if (chance(0.2)) clock.advance(claimTtlMs);
      }
    }

    await server.settled();
    const rows = await db.outbox.toArray();
    await api.deps.crmHandoff.settled();
    const summary = {
      seed,
      ...faults,
      captchas,
      deliveries: server.deliveries(),
      ms: performance.now() - started,
    };
    console.info("outbox chaos", summary);
    expect(rows, JSON.stringify(summary)).toHaveLength(SUBMISSIONS);
    expect(
      rows.filter((row) => row.state !== "sent"),
      JSON.stringify(summary),
    ).toEqual([]);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(SUBMISSIONS);
    // 0 lost, 0 stored twice, by the API's own tables: one booking per submission, each under
    // its own key, and one stored answer per key.
    const [stored] = await api.db
      .select({ rows: count(), mobiles: countDistinct(bookings.mobileNumber) })
      .from(bookings);
    expect(stored, JSON.stringify(summary)).toEqual({ rows: SUBMISSIONS, mobiles: SUBMISSIONS });
    const keys = new Set(rows.map((row) => row.idempotencyKey));
    const storedKeys = await api.db.select({ key: bookings.idempotencyKey }).from(bookings);
    expect(storedKeys.filter(({ key }) => key === null || !keys.has(key))).toEqual([]);
    const [answers] = await api.db
      .select({ n: count() })
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.scope, "booking"));
    expect(answers?.n).toBe(SUBMISSIONS);
    // No row was ever in flight twice from live tabs.
    expect(overlaps).toEqual([]);
    // The faults really happened.
    expect(faults.dropped).toBeGreaterThan(SUBMISSIONS / 10);
    expect(faults.answerLost).toBeGreaterThan(SUBMISSIONS / 30);
    expect(faults.duplicated).toBeGreaterThan(SUBMISSIONS / 30);
    expect(faults.restarts).toBeGreaterThan(1);
    for (const tab of opened) {
      tab.die();
      tab.flusher.stop();
      tab.connection.close();
    }
  }, 240_000);
});
