/**
 * Offline-first in Chromium, with the server REALLY stopped (connections refused), not
 * `context.setOffline`, which does not cut the service worker's own requests:
 *
 * - after one visit every catalogue page (each test, scan and package) opens with no server: the
 *   worker answers each address, and the app shows each page's heading;
 * - a booking made offline is saved, shown as waiting, and sent exactly once when the server is
 *   back, without a reload; one made while the server answers 500 twice is sent exactly once;
 *   two tabs open at once send it once;
 * - nothing under /api/ is ever in a cache, and Chromium reports no installability errors.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { healthPackages, imagingItems, labTests } from "@vyom/catalog";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsFor } from "./support/admin-api.ts";
import { fillPatient } from "./support/booking-form.ts";
import { chromiumPath, failOnPageErrors, openPage, visitOnce } from "./support/browser.ts";
import { browserTestSwitches } from "./support/chromium-switches.ts";
import { type FaultProxy, startFaultProxy } from "./support/fault-proxy.ts";
import { outboxRows, outboxStates, waitOutBackoff } from "./support/outbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };
/** What Chromium logs while the server is down or a fault is injected. */
const expectedNetworkErrors =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch|status of 500/;

/** Serves the test with the server stopped, and always starts it again. */
async function withServerStopped(work: () => Promise<void>) {
  await server.stop();
  try {
    await work();
  } finally {
    await server.restart();
  }
}

const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function fillBooking(page: Page, mobile: string) {
  const form = page.locator("form.book-test-form");
  await form.getByLabel("Name", { exact: true }).fill("Priya Raman");
  await form.getByLabel("Mobile number").fill(mobile);
  await form.getByLabel("Collection date").fill(todayInIndia());
  await form.getByLabel("Pincode").fill("600020");
  await fillPatient(form);
  return form;
}

const savedToast = /Booking saved on this phone/;
const sentNotice = /Sent: Booking for Priya Raman, .*\. ☎️ We will contact you soon!/;

async function bookOffline(page: Page, mobile: string) {
  const form = await fillBooking(page, mobile);
  // click, not check(): with no connection the box falls back to unticked at once, and check()
  // fails when it sees the state revert; the status text below is what must appear.
  await form.getByLabel("I'm not a robot").click();
  await form.getByText(/No connection: you can still book/).waitFor();
  await form.getByRole("button", { name: "Book Now" }).click();
  await page.getByText(savedToast).waitFor();
}

describe("after one visit, with the server stopped", () => {
  it("opens every test, scan and package page, and the home page", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await visitOnce(page, `${server.url}/`);
    const pages: Array<[path: string, heading: string]> = [
      ["/", "Lab Tests, Scans & Health Check-ups at Home"],
      ...labTests.map((test): [string, string] => [test.testDetailsPageLink, test.testName]),
      ...imagingItems.map((item): [string, string] => [
        `/radilogy${item.pageLink}?id=${item.id}`,
        item.name,
      ]),
      ...healthPackages.map((item): [string, string] => [`/${item.slug}`, item.packageName]),
    ];
    expect(pages.length).toBeGreaterThan(140);

    errors.allow(expectedNetworkErrors);
    // Offline the worker answers every navigation with the app's shell and the app draws the page
    // from what it keeps, so the walk proves the two apart: every address opened afresh is
    // answered by the worker (in a tab with scripts off, where a load costs a sixth as much); one
    // page of each kind opened afresh shows its heading; the app then moves to every address as a
    // link would and shows each page's heading, with the server still down.
    const shellTab = await page.context().newPage();
    failOnPageErrors(shellTab).allow(expectedNetworkErrors);
    const session = await page.context().newCDPSession(shellTab);
    await session.send("Emulation.setScriptExecutionDisabled", { value: true });
    const firstOfEachKind = [pages[0], pages[1], pages[1 + labTests.length], pages.at(-1)];
    await withServerStopped(async () => {
      expect((await fetch(`${server.url}/`).catch(() => null))?.status).toBeUndefined();
      for (const [path] of pages) {
        // The worker's answer is what this proves: taken when the navigation commits, not once
        // the shell has parsed (the test alone: 41 to 28 s here).
        const response = await shellTab.goto(`${server.url}${path}`, { waitUntil: "commit" });
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(response?.status(), path).toBe(200);
      }
      for (const [path, heading] of firstOfEachKind.filter((kind) => kind !== undefined)) {
        const response = await page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
        expect(response?.fromServiceWorker(), path).toBe(true);
        const h1 = page.locator("main h1").first();
        await h1.waitFor({ timeout: 15_000 });
        expect((await h1.innerText()).trim(), path).toBe(heading);
      }
      // The walk runs in the page, one address after the other as a link would go, waiting on
      // the DOM itself rather than on a protocol round trip and a frame per check per address.
      const notShown = await page.evaluate(async (walk) => {
        const headingNow = () =>
          document.querySelector<HTMLElement>("main h1")?.innerText.trim() ?? "(none)";
        const shows = (expected: string) =>
          new Promise<boolean>((resolve) => {
            const done = (shown: boolean) => {
              observer.disconnect();
              clearTimeout(timer);
              resolve(shown);
            };
            const observer = new MutationObserver(() => {
              if (headingNow() === expected) done(true);
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
            const timer = setTimeout(() => done(headingNow() === expected), 15_000);
            if (headingNow() === expected) done(true);
          });
        const wrong: Array<[path: string, shown: string]> = [];
        for (const [to, expected] of walk) {
          if (`${location.pathname}${location.search}` !== to) {
            history.pushState(null, "", to);
            dispatchEvent(new PopStateEvent("popstate"));
          }
          if (!(await shows(expected))) wrong.push([to, headingNow()]);
        }
        return wrong;
      }, pages);
      expect(notShown).toEqual([]);
    });
  }, 240_000);
});

describe("a booking made offline", () => {
  it("is saved, shown waiting, and sent exactly once when the server is back, without a reload", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await page.clock.install(); // the outbox's retry timer runs on a clock the test can move
    await visitOnce(page, `${server.url}/`);
    const mobile = "9812300001";
    errors.allow(expectedNetworkErrors);

    let landed = "";
    await withServerStopped(async () => {
      await bookOffline(page, mobile);
      // Saved: the after-submit page and the chrome say it waits.
      await page.waitForURL(/\/thanks\?for=booking&ref=\d+$/);
      landed = page.url();
      await page.getByText(/Saved on this phone\. It will be sent automatically/).waitFor();
      await page.getByRole("button", { name: "1 booking waiting to be sent" }).waitFor();
    });

    // The server is back: the outbox sends it on its own (no reload, no click), and the
    // after-submit page follows it from waiting to sent, when the retry timer fires.
    await waitOutBackoff(page);
    await page.getByText(sentNotice).waitFor({ timeout: 30_000 });
    await page.getByText("✔️ Sent: we have received it.", { exact: false }).waitFor();
    await page.getByRole("button", { name: /waiting to be sent/ }).waitFor({ state: "detached" });
    expect(await bookingsFor(server.url, mobile)).toHaveLength(1);
    // No late duplicate: the row is marked sent, and a sent row is never claimed again.
    expect(await outboxStates(page)).toEqual(["sent"]);
    expect(page.url()).toBe(landed);
  });
});

describe("a booking while the server answers 500", () => {
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy(server.url);
  });
  afterAll(() => proxy?.close());

  it("twice, then 201: is sent exactly once", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await visitOnce(page, `${proxy.url}/`);
    errors.allow(expectedNetworkErrors);
    const mobile = "9812300002";
    const form = await fillBooking(page, mobile);
    await form.getByLabel("I'm not a robot").check();
    await form.getByText("Verified").waitFor();
    proxy.failNext("POST", /^\/api\/booking\/?$/, 500, 2);
    await form.getByRole("button", { name: "Book Now" }).click();

    await page.getByText(savedToast).waitFor();
    await page.getByText(sentNotice).waitFor({ timeout: 60_000 });
    const posts = proxy.requests.filter(
      (r) => r.method === "POST" && r.path.startsWith("/api/booking"),
    );
    expect(posts.map((r) => r.status)).toEqual([500, 500, 201]);
    expect(await bookingsFor(server.url, mobile)).toHaveLength(1);
  });

  it("online and answered at once: the usual flow, /thanks", async () => {
    const { page } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await visitOnce(page, `${proxy.url}/`);
    const mobile = "9812300003";
    const form = await fillBooking(page, mobile);
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("❗ Please verify the reCAPTCHA!").waitFor();
    await form.getByLabel("I'm not a robot").check();
    await form.getByText("Verified").waitFor();
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL(/\/thanks\?for=booking&ref=\d+$/);
    await page.getByText("☎️ We will contact you soon!").first().waitFor();
    expect(await bookingsFor(server.url, mobile)).toHaveLength(1);
    // The screen showed the outcome: no "sent" notice on top of it, now or later (the row
    // was delivered while the form waited, and is marked as needing no notice).
    await expect.poll(() => outboxRows(page)).toEqual([{ state: "sent", announce: false }]);
    expect(await page.getByText(/Sent: Booking for/).count()).toBe(0);
  });
});

describe("a new version", () => {
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy(server.url);
  });
  afterAll(() => proxy?.close());

  it("is announced, never swapped under a half-filled form, and applied on Reload", async () => {
    const { context, page } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await visitOnce(page, `${proxy.url}/`);
    // A second tab, opened under the current version, with a half-filled form.
    const other = await context.newPage();
    const otherErrors = trackErrors(other);
    await visitOnce(other, `${proxy.url}/`);
    for (const tab of [page, other]) {
      await tab.locator("form.book-test-form").getByLabel("Name", { exact: true }).fill("Priya");
      await tab.evaluate(() => {
        (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
      });
    }
    const stillThisPage = (tab: Page) => tab.evaluate(() => "stillThisPage" in window);
    const name = (tab: Page) =>
      tab.locator("form.book-test-form").getByLabel("Name", { exact: true }).inputValue();

    // A deploy: the worker script changes; the app looks for updates.
    proxy.rewrite(/^\/sw\.js$/, (body) => `${body}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    for (const tab of [page, other]) {
      await tab.getByText("A new version is available —").waitFor({ timeout: 30_000 });
    }
    // Announced, not applied: the new worker waits (sw.ts skips waiting only when told), so
    // nothing can take over this page until its person presses Reload.
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
      ),
    ).toBe("installed");
    expect(await name(page)).toBe("Priya");
    expect(await stillThisPage(page)).toBe(true);
    // Where an app that swaps versions under its tabs would reload the other tab.
    await other.evaluate(() => {
      (window as unknown as { controllerChanged: Promise<void> }).controllerChanged = new Promise(
        (resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", () => setTimeout(resolve), {
            once: true,
          }),
      );
    });

    // The person accepts in the first tab: that tab reloads into the new version...
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Reload" }).click(),
    ]);
    expect(await stillThisPage(page)).toBe(false);
    await page.locator("main h1").first().waitFor();
    expect(await page.getByText("A new version is available —").count()).toBe(0);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
    });
    expect(worker).toEqual({ waiting: null, active: "activated" });

    // ...and the other tab, now under the new worker, keeps its half-filled form until its
    // person presses Reload there.
    await other.evaluate(
      () => (window as unknown as { controllerChanged: Promise<void> }).controllerChanged,
    );
    expect(await stillThisPage(other)).toBe(true);
    expect(await name(other)).toBe("Priya");
    await Promise.all([
      other.waitForEvent("load"),
      other.getByRole("button", { name: "Reload" }).click(),
    ]);
    expect(await stillThisPage(other)).toBe(false);
    expect(otherErrors).toEqual([]);
  });
});

describe("two tabs open at once", () => {
  it("send the queued booking once", async () => {
    const {
      context,
      page: first,
      errors,
    } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await visitOnce(first, `${server.url}/`);
    const second = await context.newPage();
    const secondErrors = trackErrors(second);
    await visitOnce(second, `${server.url}/`);
    errors.allow(expectedNetworkErrors);
    const mobile = "9812300004";

    await withServerStopped(async () => {
      await bookOffline(first, mobile);
      // The other tab sees the same outbox.
      await second.getByRole("button", { name: "1 booking waiting to be sent" }).waitFor();
    });
    // Both tabs notice the network at the same moment, and both flushers want to send.
    await Promise.all(
      [first, second].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event("online")))),
    );
    await first.getByText(sentNotice).waitFor({ timeout: 60_000 });
    await second.getByText(sentNotice).waitFor({ timeout: 60_000 });
    expect(await bookingsFor(server.url, mobile)).toHaveLength(1);
    // Both tabs read one outbox: its one row is sent, and a sent row is never claimed again.
    expect(await outboxStates(first)).toEqual(["sent"]);
    expect(secondErrors.filter((m) => !expectedNetworkErrors.test(m))).toEqual([]);
  });
});

/** Errors of a page opened by hand (openPage tracks only its own). */
function trackErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

describe("caches and installability", () => {
  it("keeps nothing under /api/ in any cache", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    errors.allow(expectedNetworkErrors);
    await visitOnce(page, `${server.url}/`);
    await page.goto(`${server.url}/cbc-test`);
    await page.locator("main h1").first().waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/index.html");
    expect(cached.filter((path) => path.startsWith("/api"))).toEqual([]);
  });

  it("has no installability errors (Chromium's own check) and offers the install button", async () => {
    // A real profile: Chromium never offers installation in an incognito-like context.
    const profile = await mkdtemp(join(tmpdir(), "vyom-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...browserTestSwitches],
      viewport: phone,
      locale: "en-IN",
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = failOnPageErrors(page);
      errors.allow(expectedNetworkErrors);
      await visitOnce(page, `${server.url}/`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send("Page.getAppManifest")) as {
        errors: unknown[];
        url: string;
      };
      expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      await page.getByRole("button", { name: "Install the app" }).waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
