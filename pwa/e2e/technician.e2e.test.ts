/**
 * The technician's page on a phone (docs/product.md#technicians-page), in Chromium against the
 * real server: a technician signs in through the staff login, opens today's visits, starts the
 * one assigned to them (the customer is texted "on the way" then, not at assignment), loses the
 * connection, marks it collected (queued on the phone, shown waiting), and once back online the
 * step reaches the server exactly once.
 *
 * The server's clock stands at 08:00 in India on the day after the run's (moving with real
 * time), so the visit's 09:00 window lies ahead on its day whatever the hour of the run.
 */
import { seedTechnicianWalk, type TechnicianWalk } from "@vyom/edge-api/test/desk-fixtures";
import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionVisits, visitEvents } from "../../edge-api/src/db/schema.ts";
import { openPage, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import { allowUnauthorised } from "./support/desk.ts";
import { startTestServer, type TestServer } from "./support/server.ts";
import { smsInbox } from "./support/sms-inbox.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 08:00 in India (02:30 UTC) on the day after today's UTC date. */
const serverStart = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 2.5 * 3600_000);
const offset = serverStart.getTime() - Date.now();

let server: TestServer;
let browser: Browser;
let walk: TechnicianWalk;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ clock: () => new Date(Date.now() + offset) }),
    sharedBrowser(),
  ]);
  walk = await seedTechnicianWalk(server.database.db, new Date(Date.now() + offset));
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

const onTheWay = async () =>
  (await smsInbox(server.url, walk.mobileNumber)).filter((sms) => /on the way/i.test(sms.message));

async function visitState() {
  const db = server.database.db;
  const [visit] = await db
    .select({ status: collectionVisits.status })
    .from(collectionVisits)
    .where(eq(collectionVisits.id, walk.visitId));
  const collected = await db
    .select()
    .from(visitEvents)
    .where(and(eq(visitEvents.visitId, walk.visitId), eq(visitEvents.kind, "collected")));
  return { status: visit?.status, collectedEvents: collected.length };
}

describe("the technician's page", () => {
  it("starts a visit (the customer is told only then), marks it collected offline, and it is synced once", async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 360, height: 800 },
    });
    allowUnauthorised(errors);
    await page.goto(`${server.url}/admin-login`);
    await page.getByLabel("E-mail").fill(walk.email);
    await page.getByLabel("Password").fill(walk.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The staff sign-in leads a technician to their own page.
    await page.waitForURL(`${server.url}/technician`);
    await page.getByRole("heading", { name: "Today's visits" }).waitFor();
    const card = page.locator("article").filter({ hasText: walk.patient });
    await card.getByRole("link", { name: `Call ${walk.mobileNumber}` }).waitFor();
    // Assigned the evening before, as the desk does: no "on the way" yet.
    expect(await onTheWay()).toEqual([]);

    await card.getByRole("button", { name: "Start visit" }).click();
    await expect
      .poll(() => card.getByRole("status").innerText(), { timeout: 15_000 })
      .toBe("Started: on the way");
    await expect.poll(async () => (await onTheWay()).length, { timeout: 15_000 }).toBe(1);

    // The connection drops: the step waits on the phone, its button gone.
    errors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await context.setOffline(true);
    await card.getByRole("button", { name: "Collected" }).click();
    await card.getByText("Waiting to send: ").waitFor();
    // The card follows the outbox within its live-read gap (a fifth of a second).
    await expect.poll(() => card.getByRole("button", { name: "Collected" }).count()).toBe(0);
    // The start the server took before the connection dropped is still shown as done.
    await expect.poll(() => card.getByRole("button", { name: "Start visit" }).count()).toBe(0);
    expect((await visitState()).collectedEvents).toBe(0);

    await context.setOffline(false);
    await expect
      .poll(() => visitState(), { timeout: 60_000 })
      .toEqual({ status: "collected", collectedEvents: 1 });
    await expect
      .poll(() => card.getByRole("status").innerText(), { timeout: 30_000 })
      .toBe("Collected");
    await expect.poll(() => card.getByText("Waiting to send: ").count()).toBe(0);
    // Still once, and one "on the way" text, after everything settled.
    expect(await visitState()).toEqual({ status: "collected", collectedEvents: 1 });
    expect(await onTheWay()).toHaveLength(1);
  });
});
