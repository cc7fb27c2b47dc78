/**
 * The one device class the bench's CPU-bound figures stand for, so that their budgets mean the
 * same on any host: a low-tier Android phone, the Moto G Power (2022) whose screen and user agent
 * Lighthouse's mobile preset already emulates. Chrome DevTools' CPU calibration scores that
 * phone 264 on Lighthouse's benchmarkIndex (its "low-tier mobile" score; a Pixel 5 scores 1000).
 *
 * benchmarkIndex is how many times a second a page can run a fixed, allocation-heavy loop, so a
 * host that scores N is N / 264 times that phone: that quotient is the CPU slowdown to apply
 * (Lighthouse's `cpuSlowdownMultiplier`, Chromium's `Emulation.setCPUThrottlingRate`). The host is
 * measured in the same run, in the same Chromium, with Lighthouse's own page function, the median
 * of a few tries. Lighthouse's fixed default (4×) made a faster host look like a faster phone.
 *
 * Also used by the browser test that holds a budget in milliseconds on a slowed phone
 * (pwa/e2e/search-on-a-slow-phone.e2e.test.ts), so that it stands for the same phone.
 */
import * as lighthousePageFunctions from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";
import { median } from "./table.ts";

export const targetDevice = { name: "Moto G Power (2022)", benchmarkIndex: 264 } as const;

const tries = 5;

export interface CpuCalibration {
  hostBenchmarkIndex: number;
  /** ≥ 1: a host slower than the phone is not sped up. */
  slowdown: number;
}

/** Answers the calibration once per run (figures 2 and 8 share it). */
let calibration: Promise<CpuCalibration> | undefined;

export function calibrateCpu(browser: Browser): Promise<CpuCalibration> {
  calibration ??= (async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto("about:blank");
      // The function Lighthouse evaluates in the page for its environment.benchmarkIndex.
      const source = `(${lighthousePageFunctions.pageFunctions.computeBenchmarkIndex.toString()})()`;
      const indexes: number[] = [];
      for (let i = 0; i < tries; i++) indexes.push(Number(await page.evaluate(source)));
      const hostBenchmarkIndex = median(indexes);
      return {
        hostBenchmarkIndex,
        slowdown: Math.max(1, hostBenchmarkIndex / targetDevice.benchmarkIndex),
      };
    } finally {
      await context.close();
    }
  })();
  return calibration;
}
