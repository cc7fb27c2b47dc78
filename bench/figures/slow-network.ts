/**
 * Figure 8: a first visit over a 2G-like connection (250 kbps both ways, 300 ms round trip) on a
 * phone's CPU (slowed to the device class of bench/lib/cpu-calibration.ts): the time from asking for
 * `/cbc-test` until a tap on "Add to cart", made the moment the button is painted, shows in the
 * header's cart count. The tap may land before the app has hydrated (the page holds it and replays
 * it: docs/performance.md, "No tap lost"), so this is the time a person actually waits for the
 * effect. Floor: the bare React page on the same profile, from asking for it until a key typed
 * into its input the moment it is painted shows on the page. Median of three fresh visits each
 * (no cache, no service worker). Budget: at most 5 s; the floor says what the connection alone
 * costs (about 3 s).
 */
import type { Browser, Page } from "playwright-core";
import { phone } from "../lib/browser.ts";
import type { CpuCalibration } from "../lib/cpu-calibration.ts";
import { type Figure, median } from "../lib/table.ts";

const visits = 3;
const kbps = 250;
const roundTripMs = 300;
const waitLimitMs = 120_000;
const budgetMs = 5_000;

interface Visit {
  ms: number;
  /** Bytes over the wire (compressed) and requests finished by the moment the effect showed. */
  bytes: number;
  requests: number;
  /** Those bytes by the kind of resource (Script, Image, Fetch…), the largest first. */
  byKind: string;
  /** The five largest answers, by path. */
  largest: string;
}

async function onSlowPhone(
  browser: Browser,
  cpuSlowdown: number,
  run: (page: Page) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: phone, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const bytesPerSecond = (kbps * 1000) / 8;
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: roundTripMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    let bytes = 0;
    let requests = 0;
    const kindOf = new Map<string, string>();
    const pathOf = new Map<string, string>();
    const sizes: Array<[path: string, bytes: number]> = [];
    const bytesByKind = new Map<string, number>();
    cdp.on("Network.responseReceived", (event) => {
      kindOf.set(event.requestId, event.type);
      pathOf.set(event.requestId, new URL(event.response.url).pathname);
    });
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
      const kind = kindOf.get(event.requestId) ?? "Other";
      bytesByKind.set(kind, (bytesByKind.get(kind) ?? 0) + event.encodedDataLength);
      sizes.push([pathOf.get(event.requestId) ?? "?", event.encodedDataLength]);
    });
    const start = Date.now();
    await run(page);
    const byKind = [...bytesByKind]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, kindBytes]) => `${kind} ${(kindBytes / 1024).toFixed(0)} KB`)
      .join(", ");
    const largest = sizes
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([path, pathBytes]) => `${path} ${(pathBytes / 1024).toFixed(0)} KB`)
      .join(", ");
    return { ms: Date.now() - start, bytes, requests, byKind, largest };
  } finally {
    await context.close();
  }
}

/** From the request for the test page until a first-moment Add to cart shows in the count. */
const addToCartTakesEffect = (browser: Browser, appUrl: string, cpuSlowdown: number) =>
  onSlowPhone(browser, cpuSlowdown, async (page) => {
    await page.goto(`${appUrl}/cbc-test`, { waitUntil: "commit", timeout: waitLimitMs });
    await page.getByRole("button", { name: "Add to cart CBC" }).click({ timeout: waitLimitMs });
    await page
      .locator('.header-cart[aria-label="Cart, 1 item"]')
      .waitFor({ state: "attached", timeout: waitLimitMs });
  });

/** From the request for the floor page until a first-moment keystroke shows on it. */
const floorKeyTakesEffect = (browser: Browser, floorUrl: string, cpuSlowdown: number) =>
  onSlowPhone(browser, cpuSlowdown, async (page) => {
    await page.goto(floorUrl, { waitUntil: "commit", timeout: waitLimitMs });
    await page.locator("input").pressSequentially("a", { timeout: waitLimitMs });
    await page.getByText("a", { exact: true }).waitFor({ timeout: waitLimitMs });
  });

const described = (visit: Visit) =>
  `${visit.ms} ms (${(visit.bytes / 1024).toFixed(0)} KB in ${visit.requests} requests)`;

export async function slowNetworkFigures(
  browser: Browser,
  appUrl: string,
  floorUrl: string,
  cpu: CpuCalibration,
): Promise<Figure[]> {
  const cpuSlowdown = cpu.slowdown;
  const app: Visit[] = [];
  const floor: Visit[] = [];
  // Alternated, so a slower stretch of the machine never falls on one side only.
  for (let visit = 0; visit < visits; visit++) {
    floor.push(await floorKeyTakesEffect(browser, floorUrl, cpuSlowdown));
    app.push(await addToCartTakesEffect(browser, appUrl, cpuSlowdown));
  }
  const value = median(app.map((visit) => visit.ms));
  return [
    {
      name: `8 first visit on 2G (${kbps} kbps, ${roundTripMs} ms RTT, CPU ${cpuSlowdown.toFixed(1)}×): Add to cart takes effect`,
      value,
      unit: "ms",
      baseline: median(floor.map((visit) => visit.ms)),
      baselineName: "bare React page: a key takes effect",
      budget: `≤ ${budgetMs / 1000} s`,
      ok: value <= budgetMs,
      note: `visits ${app.map(described).join(", ")}; floor ${floor.map(described).join(", ")}; the app's first visit by kind: ${app[0]?.byKind ?? "—"}; its largest: ${app[0]?.largest ?? "—"}`,
    },
  ];
}
