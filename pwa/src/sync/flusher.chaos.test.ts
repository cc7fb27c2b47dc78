// @vitest-environment node
/**
 * Chaos: 1,000 bookings through the flusher, on fake-indexeddb, with a transport that loses
 * requests (30%), loses answers after the server committed (10%), delivers requests twice,
 * answers 500 and 429 now and then, fails captcha fetches, and with "tabs" that die mid-attempt
 * (a new flusher over the same database takes over) or run two at a time. The server dedupes by
 * Idempotency-Key exactly like the API (new-key-captcha.ts + idempotency.ts): first request with a
 * fresh captcha stores, a repeat of a stored key replays, another body under the key is 422.
 *
 * At the end: every row 'sent', 0 lost, 0 stored twice. Seeded: CHAOS_SEED=<n> replays a run.
 */
import { describe, expect, it } from "vitest";
import { db, VyomDatabase } from "@/db/database.ts";
import { outboxStore } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import type { Clock } from "./clock.ts";
import { claimTtlMs, createFlusher, type Flusher } from "./flusher.ts";
import { bookingPayload, manualClock, seededRandom, yieldToOthers } from "./outbox.test-support.ts";
import { enqueue } from "./outbox.ts";
import type { OutboxRequest, OutboxTransport } from "./transport.ts";

const SUBMISSIONS = Number(process.env.CHAOS_SUBMISSIONS ?? 1_000);
const seed = Number(process.env.CHAOS_SEED ?? 20_250_310);

/** The API's booking route in memory: idempotent by key, a fresh captcha for new keys. */
function bookingServer() {
  const answers = new Map<string, { body: string; answer: unknown }>();
  const usedCaptchas = new Set<string>();
  const stored = new Map<string, number>(); // key → rows stored (must end at exactly 1)
  const mobiles = new Set<string>();
  let deliveries = 0;

  function handle(key: string, body: Record<string, unknown>): { status: number; json: unknown } {
    deliveries++;
    const { captcha, ...booking } = body;
    const canonical = JSON.stringify(booking);
    const previous = answers.get(key);
    if (previous) {
      return previous.body === canonical
        ? { status: 200, json: previous.answer }
        : { status: 422, json: { error: "idempotency-key-reused" } };
    }
    if (typeof captcha !== "string") return { status: 403, json: { error: "captcha-required" } };
    if (usedCaptchas.has(captcha)) {
      return { status: 403, json: { error: "captcha-failed", reason: "replayed" } };
    }
    usedCaptchas.add(captcha);
    const answer = { status: "success", bookingId: `b-${answers.size + 1}` };
    answers.set(key, { body: canonical, answer });
    stored.set(key, (stored.get(key) ?? 0) + 1);
    mobiles.add(String(booking.mobileNumber));
    return { status: 200, json: answer };
  }
  return { handle, stored, mobiles, deliveries: () => deliveries };
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
          return `captcha-${++captchas}`;
        },
        async post(request: OutboxRequest) {
          const key = request.idempotencyKey;
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
            const body = request.body as Record<string, unknown>;
            if (chance(0.005)) {
              tab().die(); // the tab is closed while its request is on the way
              faults.restarts++;
              if (chance(0.5)) server.handle(key, body);
              return hang();
            }
            const answer = server.handle(key, body);
            if (chance(0.1)) {
              // The network delivers the same request again, now or a little later.
              faults.duplicated++;
              const again = () => server.handle(key, body);
              if (chance(0.5)) again();
              else void yieldToOthers().then(again);
            }
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
          await enqueue("booking", bookingPayload(mobile), { now: clock.now() });
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

    const rows = await db.outbox.toArray();
    const summary = {
      seed,
      ...faults,
      deliveries: server.deliveries(),
      ms: performance.now() - started,
    };
    expect(rows, JSON.stringify(summary)).toHaveLength(SUBMISSIONS);
    expect(
      rows.filter((row) => row.state !== "sent"),
      JSON.stringify(summary),
    ).toEqual([]);
    // 0 lost: every submission reached the server; 0 duplicated: each stored exactly once.
    expect(server.mobiles.size).toBe(SUBMISSIONS);
    expect(server.stored.size).toBe(SUBMISSIONS);
    expect([...server.stored.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(SUBMISSIONS);
    // No row was ever in flight twice from live tabs.
    expect(overlaps).toEqual([]);
    // The faults really happened.
    expect(faults.dropped).toBeGreaterThan(100);
    expect(faults.answerLost).toBeGreaterThan(30);
    expect(faults.duplicated).toBeGreaterThan(30);
    expect(faults.restarts).toBeGreaterThan(3);
    console.info("outbox chaos", summary);
    for (const tab of opened) {
      tab.die();
      tab.flusher.stop();
      tab.connection.close();
    }
  }, 60_000);
});
