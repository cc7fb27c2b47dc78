/**
 * Figure 2: Lighthouse's mobile run (its defaults: Moto G Power screen, simulated Slow 4G; the CPU
 * slowdown calibrated to that phone from the host's own benchmarkIndex, bench/lib/cpu-calibration.ts,
 * instead of Lighthouse's fixed 4×) on /, /cbc-test and /health-package-premium and on the bare
 * React page, five
 * rounds interleaved page by page so a slow moment of the machine hits every page alike. Each
 * metric is the median of its five values. Lighthouse clears the origin's storage before each
 * run, so every run is a first visit. Debian's Chromium, started by chrome-launcher.
 *
 * Also what `/` loads in all during those runs (its budget, docs/performance.md: at most 2× the
 * floor page): the bytes over the wire of every request Lighthouse recorded for the page except
 * images and media (the document, scripts, styles, fonts, the manifest, data), median of the
 * five runs, against the floor page's in the same runs.
 *
 * And, to inform, the floor page prerendered and hydrated (bench/lib/build.ts): what React costs
 * a page painted before its script runs, on this machine, in the same runs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { assertChromium } from "../lib/browser.ts";
import { hydratedFloorPath } from "../lib/build.ts";
import { type CpuCalibration, targetDevice } from "../lib/cpu-calibration.ts";
import { chromiumPath } from "../lib/paths.ts";
import { type Figure, median } from "../lib/table.ts";

const runs = 5;
const appPages = ["/", "/cbc-test", "/health-package-premium"] as const;

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire of every request but images and media. */
  loadedBytes: number;
  /** Those requests, for the log's account of where the bytes went. */
  loaded: NetworkRequest[];
  opportunities: string[];
  /** Lighthouse's own measure of the host in this run, to check the calibration against. */
  benchmarkIndex: number;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** What a page loaded during the run, images and media left out (see the file's comment). */
function loadedOf(details: unknown): NetworkRequest[] {
  const items = (details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType !== "Image" && item.resourceType !== "Media");
}

const bytesOf = (requests: NetworkRequest[]) =>
  requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/** "Script 80.1 KB in 14, …; largest: /assets/client-….js 57.0 KB, …" */
function accountOf(requests: NetworkRequest[]): string {
  const kinds = new Map<string, NetworkRequest[]>();
  for (const request of requests) {
    const kind = request.resourceType ?? "Other";
    kinds.set(kind, [...(kinds.get(kind) ?? []), request]);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const byKind = [...kinds]
    .map(([kind, list]) => `${kind} ${kb(bytesOf(list))} in ${list.length}`)
    .join(", ");
  const largest = [...requests]
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    .slice(0, 8)
    .map(
      (request) =>
        `${new URL(request.url ?? "about:blank").pathname} ${kb(request.transferSize ?? 0)}`,
    )
    .join(", ");
  return `${byKind}; largest: ${largest}`;
}

/** One run; Lighthouse's own "please run again" errors (e.g. NO_NAVSTART) are retried twice. */
async function audit(url: string, port: number, slowdown: number, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, slowdown, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter(
      (entry) =>
        entry.details?.type === "opportunity" &&
        (entry.score ?? 1) < 0.9 &&
        (entry.numericValue ?? 0) > 0,
    )
    .map((entry) => `${entry.title} (${Math.round(entry.numericValue ?? 0)} ms)`);
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    loadedBytes: bytesOf(loadedOf(lhr.audits["network-requests"]?.details)),
    loaded: loadedOf(lhr.audits["network-requests"]?.details),
    opportunities,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export async function lighthouseFigures(
  appUrl: string,
  floorUrl: string,
  cpu: CpuCalibration,
  log: (message: string) => void,
): Promise<Figure[]> {
  log(
    `  CPU ${cpu.slowdown.toFixed(2)}× slower: host benchmarkIndex ${Math.round(cpu.hostBenchmarkIndex)}, ${targetDevice.name} ${targetDevice.benchmarkIndex}`,
  );
  assertChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const targets = [
    { key: "floor", url: `${floorUrl}/` },
    { key: "floor-hydrated", url: `${floorUrl}${hydratedFloorPath}` },
    ...appPages.map((path) => ({ key: path, url: `${appUrl}${path}` })),
  ];
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.key, []]));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const target of targets)
        samples.get(target.key)?.push(await audit(target.url, chrome.port, cpu.slowdown));
      log(`  Lighthouse round ${round} of ${runs} done`);
    }
  } finally {
    chrome.kill();
  }
  const summary = (key: string) => {
    const list = samples.get(key) ?? [];
    return {
      score: median(list.map((s) => s.score)),
      lcp: median(list.map((s) => s.lcp)),
      tbt: median(list.map((s) => s.tbt)),
      cls: median(list.map((s) => s.cls)),
      loadedBytes: median(list.map((s) => s.loadedBytes)),
      opportunities: [
        ...new Set(list.flatMap((s) => s.opportunities.map((o) => o.replace(/ \(\d+ ms\)$/, "")))),
      ],
    };
  };
  const floor = summary("floor");
  // What a page that paints before its script, as ours do, pays for React here: the same bare
  // page prerendered and hydrated. The floor above renders before its first paint, so its script
  // never counts as blocking time: TBT is judged against this one.
  const hydrated = summary("floor-hydrated");
  const figures: Figure[] = [];
  for (const path of appPages) {
    const page = summary(path);
    if (page.opportunities.length > 0)
      log(`  ${path} opportunities: ${page.opportunities.join("; ")}`);
    figures.push(
      {
        name: `2 Lighthouse ${path} performance`,
        value: page.score,
        unit: "",
        baseline: floor.score,
        baselineName: "bare React page",
        budget: "≥ 0.95",
        ok: page.score >= 0.95,
      },
      {
        name: `2 Lighthouse ${path} LCP`,
        value: page.lcp,
        unit: "ms",
        baseline: floor.lcp,
        baselineName: "bare React page",
        budget: "≤ 1.25× floor",
        ok: page.lcp <= 1.25 * floor.lcp,
      },
      {
        name: `2 Lighthouse ${path} TBT`,
        value: page.tbt,
        unit: "ms",
        baseline: hydrated.tbt,
        baselineName: "bare React page prerendered and hydrated",
        budget: "≤ 100 ms and ≤ 2× floor",
        ok: page.tbt <= 100 && page.tbt <= 2 * hydrated.tbt,
      },
      {
        name: `2 Lighthouse ${path} CLS`,
        value: page.cls,
        unit: "",
        baseline: floor.cls,
        baselineName: "bare React page",
        budget: "≤ 0.02",
        ok: page.cls <= 0.02,
      },
    );
  }
  const lighthouseIndexes = [...samples.values()].flat().map((sample) => sample.benchmarkIndex);
  figures.push(
    {
      name: "2 Lighthouse CPU slowdown applied (calibrated, ×)",
      value: cpu.slowdown,
      unit: "",
      baseline: null,
      baselineName: "",
      budget: "—",
      ok: null,
      note: `host benchmarkIndex ${Math.round(cpu.hostBenchmarkIndex)} for ${targetDevice.name} at ${targetDevice.benchmarkIndex}; Lighthouse's own benchmarkIndex in these runs: median ${Math.round(median(lighthouseIndexes))}`,
    },
    {
      name: "2 Lighthouse bare React page prerendered and hydrated: TBT",
      value: hydrated.tbt,
      unit: "ms",
      baseline: floor.tbt,
      baselineName: "bare React page",
      budget: "—",
      ok: null,
    },
    {
      name: "2 Lighthouse bare React page prerendered and hydrated: performance",
      value: hydrated.score,
      unit: "",
      baseline: floor.score,
      baselineName: "bare React page",
      budget: "—",
      ok: null,
    },
  );
  const home = summary("/");
  const lastHome = samples.get("/")?.at(-1);
  if (lastHome) log(`  / loaded (last run): ${accountOf(lastHome.loaded)}`);
  const lastFloor = samples.get("floor")?.at(-1);
  if (lastFloor) log(`  floor loaded (last run): ${accountOf(lastFloor.loaded)}`);
  figures.push({
    name: "2 Lighthouse / everything loaded but images (transfer)",
    value: home.loadedBytes / 1024,
    unit: "KB",
    baseline: floor.loadedBytes / 1024,
    baselineName: "bare React page",
    budget: "≤ 2× floor",
    ok: home.loadedBytes <= 2 * floor.loadedBytes,
  });
  return figures;
}
