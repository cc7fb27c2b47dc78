/// <reference lib="dom" />
// The functions given to page.evaluate run in the page: they need the DOM types.
/**
 * Figure 5: 1,000 bookings queued in the app's outbox (the real IndexedDB of a real page, rows as
 * the form's enqueue writes them) flushed by the app's own flusher to the local API on
 * PostgreSQL: wall time from the `online` event (one of the flusher's triggers) to the 1,000th
 * row in the database, the requests made, and the rows stored.
 * Floor: the bare page POSTing 1,000 times in a row to the bare Hono route (same browser).
 *
 * A queued booking carries no captcha: each attempt fetches a challenge and solves it in the
 * page. The 1,000 get theirs from the bench (`mintChallenge`: the server's parameters and keys,
 * a counter of 1-19), so the figure measures the flusher, the transport and the API's full
 * verification (signature, expiry, replay), not 1,000 proofs of work. What the server's own
 * challenges (5,000-50,000 steps) add per booking is a second, informative row: 20 more bookings
 * flushed the same way with nothing intercepted.
 */
import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { bookingBody } from "../../edge-api/test/fixtures.ts";
import { phone } from "../lib/browser.ts";
import { mintChallenge } from "../lib/captcha.ts";
import type { BenchDatabase } from "../lib/servers.ts";
import type { Figure } from "../lib/table.ts";

const count = 1_000;
/** The flush against 1,000 bare POSTs from the floor page; 6.0× in the run docs/performance.md records. */
const OUTBOX_RATIO = 8;
/** Bookings flushed with the server's own challenges, to price a real captcha per booking. */
const realCount = 20;
/** Marks this figure's bookings apart from the API figure's, and the two parts apart. */
const pincode = "560099";
const realPincode = "560098";
const timeoutMs = 180_000;

interface QueuedRow {
  kind: "booking";
  idempotencyKey: string;
  payload: unknown;
  state: "pending";
  attempts: 0;
  nextAttemptAt: number;
  lastError: null;
  createdAt: number;
  sentAt: null;
  announce: false;
}

function queuedRows(n: number, rowsPincode: string, firstMobile: number): QueuedRow[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    kind: "booking",
    idempotencyKey: randomUUID(),
    payload: bookingBody({
      mobile: `7${String(firstMobile + i).padStart(9, "0")}`,
      pincode: rowsPincode,
    }),
    state: "pending",
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    announce: false,
  }));
}

/** Adds the rows to the app's outbox in one transaction, as a page of the app would. */
async function enqueue(page: Page, rows: QueuedRow[]) {
  await page.evaluate(async (queued) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("vyom");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("outbox", "readwrite");
      const store = tx.objectStore("outbox");
      for (const row of queued) store.add(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

export async function outboxFigures(
  target: {
    browser: Browser;
    appUrl: string;
    bareUrl: string;
    secretKey: string;
    database: BenchDatabase;
  },
  log: (message: string) => void,
): Promise<Figure[]> {
  const { browser, appUrl, bareUrl, secretKey, database } = target;
  const rows = queuedRows(count, pincode, 0);

  const context = await browser.newContext({ viewport: phone, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/booking"))
        requests++;
    });
    // Counts the page's IndexedDB write transactions on the outbox (each costs a commit).
    await page.addInitScript(() => {
      const open = IDBDatabase.prototype.transaction;
      const counted = window as unknown as { outboxWrites: number };
      counted.outboxWrites = 0;
      IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
        const [stores, mode] = args;
        if (mode === "readwrite" && [stores].flat().includes("outbox")) counted.outboxWrites++;
        return open.apply(this, args);
      };
    });
    await page.goto(appUrl, { waitUntil: "load" });
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor();
    await page.waitForLoadState("networkidle");

    // The floor runs in the bare page, on its own origin: the app's CSP (connect-src 'self')
    // rightly refuses requests to another origin.
    const floorPage = await context.newPage();
    await floorPage.goto(bareUrl, { waitUntil: "load" });
    const floorMs = await floorPage.evaluate(
      async ({ body, times }) => {
        const start = performance.now();
        for (let i = 0; i < times; i++) {
          const answer = await fetch("/bare", {
            method: "POST",
            body,
            headers: { "content-type": "application/json" },
          });
          await answer.json();
        }
        return performance.now() - start;
      },
      { body: JSON.stringify(rows[0]?.payload), times: count },
    );
    await floorPage.close();

    // A first visit stores nothing and loads no storage code (docs/decisions/010-storage-on-first-visit.md): the person's
    // first Add to cart creates the database and starts the outbox, as it would on a phone. Then
    // the rows are added in one transaction.
    await page.goto(new URL("/cbc-test", appUrl).href, { waitUntil: "load" });
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    for (let waited = 0; ; waited += 100) {
      const ready = await page.evaluate(async () => {
        if (!(await indexedDB.databases()).some((info) => info.name === "vyom")) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open("vyom");
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const has = db.objectStoreNames.contains("outbox");
        db.close();
        return has;
      });
      if (ready) break;
      if (waited > 30_000) throw new Error("the app never created its database");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const isChallenge = (url: URL) => url.pathname === "/api/captcha/challenge";
    await context.route(isChallenge, async (route) =>
      route.fulfill({ json: await mintChallenge(secretKey) }),
    );
    await enqueue(page, rows);

    const stored = async (rowsPincode: string) =>
      Number(
        (
          await database.query<{ n: string }>(
            `select count(*) as n from bookings where pincode = '${rowsPincode}'`,
          )
        )[0]?.n ?? 0,
      );
    /** Wakes the flusher; the wall time until `n` rows are stored, and the count a moment later. */
    const flush = async (rowsPincode: string, n: number) => {
      const start = Date.now();
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      while (Date.now() - start < timeoutMs && (await stored(rowsPincode)) < n) {
        await new Promise((next) => setTimeout(next, 50));
      }
      const wallMs = Date.now() - start;
      // Anything still on its way would be a duplicate: give it a moment to show.
      await new Promise((next) => setTimeout(next, 1_000));
      return { wallMs, rowsStored: await stored(rowsPincode) };
    };
    const writesBefore = await page.evaluate(
      () => (window as unknown as { outboxWrites: number }).outboxWrites,
    );
    // With BENCH_CPU_PROF (bench/lib/servers.ts), the page's main thread is profiled too.
    const profileDir = process.env.BENCH_CPU_PROF;
    const devtools = profileDir ? await context.newCDPSession(page) : null;
    if (devtools) {
      await devtools.send("Profiler.enable");
      await devtools.send("Profiler.start");
    }
    const { wallMs, rowsStored } = await flush(pincode, count);
    if (devtools && profileDir) {
      const { profile } = await devtools.send("Profiler.stop");
      await writeFile(join(profileDir, "outbox-page.cpuprofile"), JSON.stringify(profile));
    }
    const writes =
      (await page.evaluate(() => (window as unknown as { outboxWrites: number }).outboxWrites)) -
      writesBefore;
    const bulkRequests = requests;

    await context.unroute(isChallenge);
    await enqueue(page, queuedRows(realCount, realPincode, count));
    const real = await flush(realPincode, realCount);
    log(
      `  outbox: ${rowsStored} rows in ${wallMs} ms, ${bulkRequests} requests, ${writes} IndexedDB write transactions on the outbox; ${real.rowsStored} with the server's own captchas in ${real.wallMs} ms`,
    );
    return [
      {
        name: "5 outbox: 1,000 bookings flushed, wall time (captchas of 1-19 steps)",
        value: wallMs / 1000,
        unit: "s",
        baseline: floorMs / 1000,
        baselineName: "1,000 bare POSTs",
        budget: `≤ ${OUTBOX_RATIO}× floor`,
        ok: wallMs <= OUTBOX_RATIO * floorMs && rowsStored === count,
      },
      {
        name: "5 outbox: requests made",
        value: bulkRequests,
        unit: "",
        baseline: count,
        baselineName: "queued",
        budget: "= 1,000",
        ok: bulkRequests === count,
      },
      {
        name: "5 outbox: rows stored",
        value: rowsStored,
        unit: "",
        baseline: count,
        baselineName: "queued",
        budget: "= 1,000",
        ok: rowsStored === count,
      },
      {
        name: "5 outbox: per booking with the server's own captcha (20 flushed)",
        value: real.rowsStored === realCount ? real.wallMs / realCount : Number.NaN,
        unit: "ms",
        baseline: floorMs / count,
        baselineName: "one bare POST",
        budget: "—",
        ok: null,
        note: "the proof of work (5,000-50,000 SHA-256 steps) each booking pays by design",
      },
    ];
  } finally {
    await context.close();
  }
}
