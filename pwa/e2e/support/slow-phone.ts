import type { Browser } from "playwright-core";
import { openPage } from "./browser.ts";

/**
 * A fresh page on a slow phone, slowed for real through the DevTools protocol: CPU 6× slower,
 * 400 kbps both ways, 400 ms latency. The taps-before-hydration tests need a page that is painted
 * long before the app has hydrated it.
 */
export async function openSlowPhone(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser, { viewport });
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cdp.send("Network.enable");
  const bytesPerSecond = (400 * 1000) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  return opened;
}
