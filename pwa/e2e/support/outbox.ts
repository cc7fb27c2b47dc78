/**
 * The states of the rows in the page's outbox (IndexedDB "vyom", pwa/src/db/database.ts), read
 * with IndexedDB itself. A row marked "sent" is never claimed again (pwa/src/db/outbox-claim.ts
 * claims pending rows only), so "every row sent" is what proves no late duplicate can follow,
 * without waiting to see whether one does.
 */
import type { Page } from "playwright-core";
import { backoffCapMs } from "../../src/sync/backoff.ts";

export interface OutboxRow {
  state: string;
  /** Whether the app announces the delivery with a notice (false: the form showed it). */
  announce: boolean | undefined;
}

export async function outboxStates(page: Page): Promise<string[]> {
  return (await outboxRows(page)).map((row) => row.state);
}

export function outboxRows(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open("vyom");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("outbox").objectStore("outbox").getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            const rows = read.result as OutboxRow[];
            resolve(rows.map(({ state, announce }) => ({ state, announce })));
          };
        };
      }),
  );
}

/**
 * The server is back, and the phone waits out the outbox's longest retry wait (its backoff timer,
 * pwa/src/sync/backoff.ts) on the page's clock, which the test installed with
 * `page.clock.install()` before the page's first load. Without it a retry drawn after several
 * failures can lie minutes ahead of a test's timeout; the timer that fires is the app's own.
 */
export async function waitOutBackoff(page: Page): Promise<void> {
  await page.clock.fastForward(backoffCapMs + 1_000);
}
