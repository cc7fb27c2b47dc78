import { describe, expect, it } from "vitest";
import { desktop, holdReactDom, openPage, phone, waitForHydration } from "./support/browser.ts";
import { saveScreens, saveScreenshot } from "./support/screenshots.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const pages = ["/", "/cbc-test", "/health-package-premium", "/radilogy/x-ray-chest?id=1"];

/** Scrolls down step by step so every lazy section renders before a full-page screenshot. */
async function scrollThrough(page: import("playwright-core").Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe("a 360 x 800 phone", () => {
  it("has the menu button, the bottom bar, no secondary menu and the two image slides", async () => {
    // Reduced motion: the carousel stays on its first slide for the screenshots.
    const { page } = await openPage(browser, {
      viewport: { width: 360, height: 800 },
      reducedMotion: true,
    });
    await page.goto(server.url);
    // The home page arrives prerendered for no screen in particular: wait for the app.
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor();
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Quick actions" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Services" }).count()).toBe(0);
    const slides = page.locator(".hero-slide img");
    expect(await slides.count()).toBe(2);
    expect(await slides.first().getAttribute("fetchpriority")).toBe("high");
    expect(await slides.nth(1).getAttribute("loading")).toBe("lazy");
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByText("X-ray & Scans").waitFor();
    await saveScreenshot(page, "360-side-menu", false);
    await page.getByRole("button", { name: "Close menu" }).click();

    await scrollThrough(page);
    await page.getByRole("heading", { name: "Best Selling Health Packages" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await saveScreens(page, "360-home", 10);
    for (const path of pages.slice(1)) {
      await page.goto(`${server.url}${path}`);
      await page.locator("main h1").waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(360);
      await saveScreens(page, `360${path.replace(/[/?=]/g, "_")}`, 4);
    }
  });
});

describe("a 1440 x 900 desktop", () => {
  it("has the secondary menu, no menu button or bottom bar, and the banner + text slides", async () => {
    const { page } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      reducedMotion: true,
    });
    await page.goto(server.url);
    // The home page arrives prerendered for no screen in particular: wait for the app.
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Services" }).waitFor();
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Quick actions" }).isVisible()).toBe(false);
    expect(await page.locator(".hero-slide img").count()).toBe(1);
    // The second slide (inert until shown) holds the Home Sample Collection points.
    const textSlide = page.locator(".hero-slide", { hasText: "Home Sample Collection" });
    for (const text of [
      "Trained technicians",
      "Special vein finder",
      "Trusted lab",
      "Timely reports",
    ]) {
      expect(await textSlide.textContent()).toContain(text);
    }
    expect(await textSlide.textContent()).toContain("On selected pincodes only, T&C apply");
    await saveScreenshot(page, "1440-home-top", false);
    await scrollThrough(page);
    await page.getByRole("heading", { name: "Best Selling Health Packages" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    await saveScreenshot(page, "1440-home");
    for (const path of pages.slice(1)) {
      await page.goto(`${server.url}${path}`);
      await page.locator("main h1").waitFor();
      await saveScreenshot(page, `1440${path.replace(/[/?=]/g, "_")}`);
    }
  });
});

/**
 * The links and buttons above the footer that moved between the served page's first paint and
 * the app having run (hydrated, the secondary menu's code rendered, the session read). Hydration
 * keeps the served elements, so each is compared with itself. The footer is left out: its SEO
 * links render when it comes near the screen, on a short page at once.
 */
async function movedAboveFooter(path: string, viewport: { width: number; height: number }) {
  const { page } = await openPage(browser, { viewport, reducedMotion: true });
  // React DOM arrives only once the served page has been painted, as on a phone on mobile data.
  const painted = await holdReactDom(page);
  await page.goto(`${server.url}${path}`);
  await page.evaluate(() => {
    const targets = [...document.querySelectorAll("a, button")].filter(
      (element) => !element.closest(".site-footer"),
    );
    const place = (element: Element) => JSON.stringify(element.getBoundingClientRect());
    const served = targets.map((element) => [element, place(element)] as const);
    (window as unknown as { moved: () => string[] }).moved = () =>
      served
        .filter(([element, before]) => element.isConnected && place(element) !== before)
        .map(([element]) => element.outerHTML.slice(0, 80));
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  painted();
  await waitForHydration(page);
  if (viewport.width >= 1146) await page.getByRole("navigation", { name: "Services" }).waitFor();
  await page.locator(".header-login").waitFor();
  return page.evaluate(() => (window as unknown as { moved: () => string[] }).moved());
}

describe("a prerendered page once the app runs", () => {
  // A tap aimed at a link as the page moves lands on whatever moved under it. On a desktop the
  // secondary menu's bar arrived after hydration and pushed the page down by 49 px, and the
  // header's links moved aside for the Login button.
  it.each(["/download-report", "/cbc-test", "/corporate"])(
    "%s does not move on a desktop or a phone",
    async (path) => {
      expect(await movedAboveFooter(path, desktop)).toEqual([]);
      expect(await movedAboveFooter(path, phone)).toEqual([]);
    },
  );
});

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
};

/**
 * The layout shifts (Layout Instability API, as CLS counts them) of the page's content and the
 * footer, from the first paint until the app has run: the page rendered, the session read (the
 * header's Login and the footer's), and the footer's SEO links in wherever they load without a
 * scroll (within 200 px of the screen). The header's own places are tested above, on the
 * prerendered pages.
 */
async function shiftsWhileStarting(path: string, viewport: { width: number; height: number }) {
  const { page } = await openPage(browser, { viewport, reducedMotion: true });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? [])
          .map((source) =>
            source.node instanceof Element ? source.node : (source.node?.parentElement ?? null),
          )
          .filter((element) => element?.closest("#main, .site-footer"))
          .map((element) => element?.className || element?.nodeName);
        if (moved.length > 0) shifts.push(`${entry.value.toFixed(4)}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  await page.locator(".header-login").waitFor();
  await page
    .locator("footer")
    .getByRole("button", { name: "Login" })
    .waitFor({ state: "attached" });
  await page.waitForFunction(() => {
    if (document.querySelector(".footer-seo")) return true;
    const spot = document.querySelector(".site-footer .when-visible-placeholder");
    return spot !== null && spot.getBoundingClientRect().top > window.innerHeight + 200;
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

describe("a short page while the app starts", () => {
  // The footer sat at the bottom of the screen on a short page: the SEO links it adds above its
  // own, and a page's content arriving after it, pushed it about (CLS 0.24 on a desktop's
  // /contact-us, 0.44 on a phone's /cart).
  it.each(["/cart", "/contact-us", "/my-bookings"])(
    "%s: its content and footer move nothing on a phone or a desktop",
    async (path) => {
      expect(await shiftsWhileStarting(path, { width: 360, height: 740 })).toEqual([]);
      expect(await shiftsWhileStarting(path, { width: 1366, height: 768 })).toEqual([]);
    },
  );
});
