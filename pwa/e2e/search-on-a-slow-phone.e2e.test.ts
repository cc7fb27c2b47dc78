/**
 * The header search typed into right after a first visit's page has loaded, on a phone with its
 * CPU slowed 6× (the search's chunk is fetched on first use: the network's pace is the
 * search-understands test's): results within 600 ms of the last key, in each of four tries.
 *
 * 6×, but never a slower phone than the device class the bench's figures stand for
 * (bench/lib/cpu-calibration.ts, measured on this host in this run): on a host that scores 1,584
 * or more on Lighthouse's benchmarkIndex, 6× is that phone or slower; on a slower host (one read
 * 1,228) 6× emulated a phone far below it, and the same build read 677 ms there. A budget in
 * milliseconds holds on any host only on a CPU calibrated to one phone.
 *
 * A budget in milliseconds on a slowed phone: this file runs in the `e2e:alone` project
 * (pwa/vitest.e2e-alone.config.ts), after every other browser test and with none beside it. With
 * another browser test sharing the machine's two cores, the 6× slowdown stacked on that
 * contention: the same build read 230-364 ms with one core free and up to 625 ms in a full CI run.
 */
import { describe, expect, it } from "vitest";
import { calibrateCpu } from "../../bench/lib/cpu-calibration.ts";
import { openPage, phone } from "./support/browser.ts";
import { timeSearchResult } from "./support/search-timing.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

describe("the header search on a phone slowed 6x", () => {
  it("shows results for 'vit' typed right after load within 600 ms of the last key, every time", async () => {
    const rate = Math.min(6, (await calibrateCpu(browser)).slowdown);
    // Four first visits, each in a fresh context (no service worker, nothing stored): reported
    // stuck on "Searching…" in some tries only. Typed at a person's pace as soon as the page has
    // loaded, so the keys may land before, during or after hydration.
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { page, context, errors } = await openPage(browser, { viewport: phone });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      await page.goto(server.url);
      const box = page.getByRole("combobox", { name: "Search tests" });
      const timer = await timeSearchResult(page, "Vitamin D");
      await box.click();
      await box.pressSequentially("vit", { delay: 100 });
      await page
        .getByRole("grid", { name: "Search results" })
        .getByRole("link", { name: "Vitamin D", exact: true })
        .waitFor({ timeout: 10_000 })
        .catch(() => {
          throw new Error(`try ${attempt}: no results 10 s after the last key`);
        });
      expect(await timer.elapsed(), `try ${attempt}, CPU ${rate.toFixed(2)}× slower`).toBeLessThan(
        600,
      );
      expect(await box.inputValue()).toBe("vit");
      expect(errors.messages).toEqual([]);
      await context.close();
    }
  });
});
