/// <reference lib="dom" />
// The functions given to page.evaluate run in the page: they need the DOM types.
/**
 * Figure 5: 1,000 bookings queued in the app's outbox (the real IndexedDB of a real page, rows as
 * the form's enqueue writes them, each with the captcha the form solved) flushed by the app's own
 * flusher to the local API on PostgreSQL: wall time from the `online` event (one of the flusher's
 * triggers) to the 1,000th row in the database, the requests made, and the rows stored.
 * Floor: the bare page POSTing 1,000 times in a row to the bare Hono route (same browser).
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { bookingBody } from "../../edge-api/test/fixtures.ts";
import { phone } from "../lib/browser.ts";
import { mintSolvedCaptchas } from "../lib/captcha.ts";
import type { BenchDatabase } from "../lib/servers.ts";
import type { Figure } from "../lib/table.ts";

const count = 1_000;
/** Marks this figure's bookings apart from the API figure's. */
const pincode = "560099";
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
  captcha: string;
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
  const captchas = await mintSolvedCaptchas(secretKey, count);
  const now = Date.now();
  const rows: QueuedRow[] = captchas.map((captcha, i) => ({
    kind: "booking",
    idempotencyKey: randomUUID(),
    payload: bookingBody({ mobile: `7${String(i).padStart(9, "0")}`, pincode }),
    state: "pending",
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    announce: false,
    captcha,
  }));

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

    const stored = async () =>
      Number(
        (
          await database.query<{ n: string }>(
            `select count(*) as n from bookings where pincode = '${pincode}'`,
          )
        )[0]?.n ?? 0,
      );
    const writesBefore = await page.evaluate(
      () => (window as unknown as { outboxWrites: number }).outboxWrites,
    );
    const start = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    let rowsStored = 0;
    while (Date.now() - start < timeoutMs) {
      rowsStored = await stored();
      if (rowsStored >= count) break;
      await new Promise((next) => setTimeout(next, 50));
    }
    const wallMs = Date.now() - start;
    // Anything still on its way would be a duplicate: give it a moment to show.
    await new Promise((next) => setTimeout(next, 1_000));
    rowsStored = await stored();
    const writes =
      (await page.evaluate(() => (window as unknown as { outboxWrites: number }).outboxWrites)) -
      writesBefore;
    log(
      `  outbox: ${rowsStored} rows in ${wallMs} ms, ${requests} requests, ${writes} IndexedDB write transactions on the outbox`,
    );
    return [
      {
        name: "5 outbox: 1,000 bookings flushed, wall time",
        value: wallMs / 1000,
        unit: "s",
        baseline: floorMs / 1000,
        baselineName: "1,000 bare POSTs",
        budget: "≤ 20 s",
        ok: wallMs <= 20_000 && rowsStored === count,
      },
      {
        name: "5 outbox: requests made",
        value: requests,
        unit: "",
        baseline: count,
        baselineName: "queued",
        budget: "= 1,000",
        ok: requests === count,
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
    ];
  } finally {
    await context.close();
  }
}
