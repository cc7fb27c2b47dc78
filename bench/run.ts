/**
 * `npm run bench [figure…]`: builds the app and the floor page, starts the servers (the real API
 * and PWA over PostgreSQL in a schema of its own; the floors: bare Hono routes, with and without
 * one database statement on the same PostgreSQL, and the bare React page) on free ports of
 * 127.0.0.1, runs each figure and prints one table: every figure with the baseline measured in
 * this same run, the ratio and the budget. Figures: first-load, lighthouse,
 * repeat-visit, api, outbox, search, desk, slow-network (default: all). `desk` alone builds and
 * starts nothing: it runs the API in-process over a schema of its own (figures/desk.ts). Nothing is
 * downloaded; Chromium is Debian's.
 */
import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { apiFigures } from "./figures/api.ts";
import { deskFigures } from "./figures/desk.ts";
import { firstLoadFigures } from "./figures/first-load.ts";
import { lighthouseFigures } from "./figures/lighthouse.ts";
import { outboxFigures } from "./figures/outbox.ts";
import { repeatVisitFigures } from "./figures/repeat-visit.ts";
import { searchFigures } from "./figures/search.ts";
import { slowNetworkFigures } from "./figures/slow-network.ts";
import { launchBrowser } from "./lib/browser.ts";
import { buildApp, buildFloor } from "./lib/build.ts";
import { calibrateCpu } from "./lib/cpu-calibration.ts";
import { pwaDist } from "./lib/paths.ts";
import {
  type Child,
  createBenchSchema,
  databaseUrl,
  startAppServer,
  startBareServer,
} from "./lib/servers.ts";
import { type Figure, renderTable } from "./lib/table.ts";

const allFigures = [
  "first-load",
  "lighthouse",
  "repeat-visit",
  "api",
  "outbox",
  "search",
  "desk",
  "slow-network",
] as const;
type FigureName = (typeof allFigures)[number];

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = asked.filter((name) => !(allFigures as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown figure ${unknown.join(", ")}: choose from ${allFigures.join(", ")}.`);
  process.exit(2);
}
const wanted = new Set<FigureName>(asked.length > 0 ? (asked as FigureName[]) : allFigures);

const log = (message: string) => console.error(`bench: ${message}`);

const figures: Figure[] = [];

/** Runs one figure; a figure that throws becomes a failed row, and the others still run. */
async function measure(name: FigureName, run: () => Promise<Figure[]>) {
  if (!wanted.has(name)) return;
  try {
    figures.push(...(await run()));
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    figures.push({
      name: `${name}: could not be measured`,
      value: Number.NaN,
      unit: "",
      baseline: null,
      baselineName: "",
      budget: "—",
      ok: false,
      note: error instanceof Error ? error.message.split("\n")[0] : String(error),
    });
  }
}

function printTable() {
  console.log(`\n${renderTable(figures)}\n`);
  const judged = figures.filter((figure) => figure.ok !== null);
  console.log(`${judged.filter((figure) => figure.ok).length} of ${judged.length} budgets met.`);
}

await measure("desk", () => {
  log("7 desk list (10,000 visits, in-process API over PostgreSQL)…");
  return deskFigures(databaseUrl(), log);
});
if ([...wanted].every((name) => name === "desk")) {
  printTable();
  process.exit(0);
}

log("building the app and the floor page…");
buildApp();
const floorDist = await buildFloor();

const database = await createBenchSchema();
// The database floors write to a schema of their own, so no floor row is ever counted as the app's.
const floorDatabase = await createBenchSchema().catch(async (error: unknown) => {
  await database.drop();
  throw error;
});
const secretKey = randomBytes(24).toString("hex");
const children: Child[] = [];
let browser: Browser | undefined;
try {
  const [app, bare] = await Promise.all([
    startAppServer({
      databaseUrl: databaseUrl(),
      schema: database.schema,
      dist: pwaDist,
      secretKey,
    }),
    startBareServer({ dist: floorDist, databaseUrl: databaseUrl(), schema: floorDatabase.schema }),
  ]);
  children.push(app, bare);
  log(
    `app ${app.url} (schema ${database.schema}), floors ${bare.url} (schema ${floorDatabase.schema})`,
  );
  const needsBrowser = [
    "first-load",
    "lighthouse",
    "repeat-visit",
    "outbox",
    "search",
    "slow-network",
  ].some((name) => wanted.has(name as FigureName));
  if (needsBrowser) browser = await launchBrowser();

  const page = browser;
  await measure("first-load", async () => {
    if (!page) return [];
    log("1 first load…");
    const result = await firstLoadFigures(
      page,
      { url: app.url, dist: pwaDist },
      { url: bare.url, dist: floorDist },
    );
    log(result.detail);
    return result.figures;
  });
  await measure("lighthouse", async () => {
    log("2 Lighthouse (mobile, CPU calibrated to a phone, median of 5 per page)…");
    return page ? lighthouseFigures(app.url, bare.url, await calibrateCpu(page), log) : [];
  });
  await measure("repeat-visit", async () => {
    log("3 repeat visit…");
    return page ? repeatVisitFigures(page, app.url) : [];
  });
  await measure("api", async () => {
    log("4 API (autocannon, 50 connections, interleaved rounds)…");
    // The booking route alone: a second app server whose bookings reach no CRM, in its own schema.
    const routeOnlyDatabase = await createBenchSchema();
    try {
      const routeOnly = await startAppServer({
        databaseUrl: databaseUrl(),
        schema: routeOnlyDatabase.schema,
        dist: pwaDist,
        secretKey,
        crmDelivery: "off",
      });
      try {
        return await apiFigures({ app, bare, routeOnly, secretKey, database }, log);
      } finally {
        await routeOnly.stop();
      }
    } finally {
      await routeOnlyDatabase.drop();
    }
  });
  await measure("outbox", async () => {
    log("5 outbox (1,000 queued bookings)…");
    return page
      ? outboxFigures(
          { browser: page, appUrl: app.url, bareUrl: bare.url, secretKey, database },
          log,
        )
      : [];
  });
  await measure("search", async () => {
    log("6 header search per keystroke…");
    return page ? searchFigures(page, app.url, bare.url) : [];
  });
  await measure("slow-network", async () => {
    log("8 first visit on 2G: Add to cart takes effect…");
    return page ? slowNetworkFigures(page, app.url, bare.url, await calibrateCpu(page)) : [];
  });
} finally {
  await browser?.close();
  await Promise.all(children.map((child) => child.stop()));
  await Promise.all([database.drop(), floorDatabase.drop()]);
}

printTable();
