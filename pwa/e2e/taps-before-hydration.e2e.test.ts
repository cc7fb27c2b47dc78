/**
 * A prerendered page (docs/decisions/006-prerendered-pages.md) is on screen long before the app has
 * hydrated it on a slow phone. Every control a person can use there must still do what it says when
 * it is used the moment it is painted: Add to cart adds (exactly once), the menu and the Health
 * Package sheet open (a toggle replayed twice would close again), a city chosen stays chosen, Book
 * Now shows the form's messages for what it was given. The phone is slowed down for real (CPU 6×,
 * 400 kbps with 400 ms latency) and no step waits for hydration before its tap; each test checks
 * that its taps did land before the page was hydrated, or it would prove nothing.
 *
 * And on the same slow phone, a first visit's Add to cart followed at once by another page: the
 * storage work the tap starts takes seconds there, and leaving the page used to throw it away.
 * (The header search typed into right after a first visit's page has loaded is
 * search-on-a-slow-phone.e2e.test.ts, which runs alone.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desktop, phone, waitForHydration } from "./support/browser.ts";
import { openSlowPhone } from "./support/slow-phone.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

interface UserEvent {
  type: string;
  hydrated: boolean;
}

/** A fresh page on a slow phone: CPU 6× slower, 400 kbps both ways, 400 ms latency. */
async function slowPhone(viewport = phone) {
  const opened = await openSlowPhone(browser, viewport);
  // Every real click, key, change and submit, with whether the page was hydrated at that moment:
  // kept here, in the test, so a page reloaded by a native submit does not lose them.
  const events: UserEvent[] = [];
  await opened.page.exposeFunction("__noteUserEvent", (event: UserEvent) => events.push(event));
  await opened.page.addInitScript(() => {
    const note = (window as unknown as { __noteUserEvent: (event: UserEvent) => void })
      .__noteUserEvent;
    for (const type of ["click", "keydown", "change", "submit"]) {
      document.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          note({ type, hydrated: document.documentElement.hasAttribute("data-hydrated") });
        },
        true,
      );
    }
  });
  /** Fails unless the visitor did something, all of it before the page was hydrated. */
  const expectAllBeforeHydration = () => {
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.hydrated)).toEqual([]);
  };
  return { ...opened, expectAllBeforeHydration };
}

/** The city stored in IndexedDB (`vyom`, store `settings`, row `location`), or null. */
function storedLocation(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open("vyom");
        // Not created yet: leave that to the app.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("settings")) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction("settings").objectStore("settings").get("location");
          read.onsuccess = () => {
            resolve((read.result as { value?: unknown } | undefined)?.value ?? null);
            db.close();
          };
          read.onerror = () => resolve(null);
        };
      }),
  );
}

describe("taps before hydration on a slow phone", () => {
  it("Add to cart tapped as soon as it is painted adds the test, once", async () => {
    const { page, errors, expectAllBeforeHydration } = await slowPhone();
    await page.goto(`${server.url}/cbc-test`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    expectAllBeforeHydration();
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("link", { name: "Cart, 1 item" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    // The count shows at once (the page journals the add); the cart holds it once the app has
    // handed the journal over.
    await expect
      .poll(() => page.getByRole("link", { name: /Added CBC/ }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    // Exactly once: the count is still 1 once everything the page started has settled.
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".header-cart").getAttribute("aria-label")).toBe("Cart, 1 item");
    expect(errors.messages).toEqual([]);
  });

  it("the menu button and the Health Package toggle (by keyboard) used before hydration open them", async () => {
    const { page, expectAllBeforeHydration } = await slowPhone();
    await page.goto(`${server.url}/health-package-premium`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Health Package", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Open menu" }).click();
    expectAllBeforeHydration();
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("dialog", { name: "Menu" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    // A toggle replayed twice would be closed again.
    await expect
      .poll(() =>
        page
          .getByRole("button", { name: "Health Package", exact: true })
          .getAttribute("aria-expanded"),
      )
      .toBe("true");
  });

  it("a city chosen before hydration stays chosen and is stored", async () => {
    const { page, expectAllBeforeHydration } = await slowPhone();
    await page.goto(`${server.url}/cbc-test`, { waitUntil: "commit" });
    // By keyboard, as on a phone's own picker: the next city in the list.
    await page.locator("#location-select").focus();
    const prerenderedCity = await page.inputValue("#location-select");
    await page.keyboard.press("ArrowDown");
    const chosen = await page.inputValue("#location-select");
    expect(chosen).not.toBe(prerenderedCity);
    expectAllBeforeHydration();
    await waitForHydration(page);
    await expect.poll(() => page.inputValue("#location-select")).toBe(chosen);
    // Stored, as a choice made after hydration is (and so the cart is re-priced for it).
    await expect.poll(() => storedLocation(page), { timeout: 20_000 }).toBe(chosen);
  });

  it("Book Now tapped before hydration shows the messages for what was typed", async () => {
    const { page, expectAllBeforeHydration } = await slowPhone();
    // The app's scripts are held until the tap has landed: typing a name and tapping take a few
    // round trips of the test's own, which a loaded host made longer than the slowed page's
    // hydration, and the test then proved nothing (it failed, rightly).
    let releaseScripts = () => {};
    const tapped = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(server.url, { waitUntil: "commit" });
    await page.locator("#book-test-name").fill("Ravi Kumar");
    await page.getByRole("button", { name: "Book Now" }).click();
    releaseScripts();
    expectAllBeforeHydration();
    await waitForHydration(page);
    // The submit ran after the typed name was put back: the other fields are asked for, the
    // name is not, and the page was not reloaded by a native submit.
    await expect
      .poll(() => page.getByText("Please enter your mobile number").isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await page.getByText("Please enter your name").count()).toBe(0);
    expect(await page.inputValue("#book-test-name")).toBe("Ravi Kumar");
    expect(new URL(page.url()).search).toBe("");
  });

  it("Login, shown once the session is read, opens its dialog on the first tap", async () => {
    const { page } = await slowPhone(desktop);
    await page.goto(server.url, { waitUntil: "commit" });
    await page.locator(".header-login").click();
    await expect
      .poll(() => page.getByRole("dialog", { name: /Kindly login/ }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});

describe("leaving the page at once after a tap, on a slow phone", () => {
  it("an Add to cart on a first visit is in the cart on the next page", async () => {
    const { page, errors } = await slowPhone();
    await page.goto(`${server.url}/cbc-test`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    // At once, as a person who opens the next page from a link or the address bar.
    await page.goto(`${server.url}/health-package-premium`, { waitUntil: "commit" });
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("link", { name: "Cart, 1 item" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.goto(`${server.url}/cart`);
    // Stored once, as a line of its own, priced: the cart offers to remove exactly it.
    await expect
      .poll(() => page.getByRole("button", { name: "Remove CBC" }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(errors.messages).toEqual([]);
  });
});
