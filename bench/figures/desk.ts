/**
 * Figure 7: the booking desk's list (docs/product.md#booking-desk) with 10,000 visits on
 * PostgreSQL. A fresh schema is migrated and seeded with 10,000 visits over 30 days, 6 areas, 6
 * windows and every status; the desk's filtered pages (day, area, window, status, mobile digits,
 * later pages) are then asked through the real HTTP app (`app.request`, with an admin's session
 * cookie, so the guard, validation and JSON are in the time), one at a time. Budget: the 95th
 * percentile of ~200 requests at most 4× its floor's, `GET /api/admin/session` asked before each
 * page (the same guard and session write without the list), so a slower host moves both.
 */
import { deskVisitStatuses } from "@vyom/catalog/contract";
import { sql } from "drizzle-orm";
import { seedDemoServiceAreas } from "../../edge-api/dev/demo-data/demo-service-areas.ts";
import { createApp } from "../../edge-api/src/app.ts";
import { openDatabase } from "../../edge-api/src/db/client.ts";
import { runMigrations } from "../../edge-api/src/db/migrate.ts";
import { createDeps } from "../../edge-api/src/deps.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, parseEnv } from "../../edge-api/src/env.ts";
import { createLogger } from "../../edge-api/src/logger.ts";
import { ensureAdmin } from "../../edge-api/src/services/admin/admins.ts";
import { checkReadiness } from "../../edge-api/src/services/health/health.ts";
import { type BenchDatabase, createBenchSchema } from "../lib/servers.ts";
import { type Figure, percentile } from "../lib/table.ts";

const VISITS = 10_000;
const REQUESTS = 200;
/** The list's p95 against the session check's; 1.7× in the run docs/performance.md records. */
const DESK_RATIO = 4;
const FIRST_DAY = "2026-12-01";
const AREAS = ["chennai", "bengaluru", "vijayawada", "visakhapatnam", "tirunelveli", "mysuru"];
const WINDOWS = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"];
const STATUSES = [...deskVisitStatuses];

const list = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(",")}]`;

/** The desk's list queries, as its filters send them, cycled through REQUESTS times. */
function queries(): string[] {
  const all: string[] = [];
  for (let i = 0; all.length < REQUESTS; i++) {
    const day = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + (i % 30) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const area = AREAS[i % AREAS.length];
    const window = WINDOWS[i % WINDOWS.length];
    const status = STATUSES[i % STATUSES.length];
    const shapes = [
      `day=${day}`,
      `day=${day}&area=${area}`,
      `day=${day}&area=${area}&window=${window}`,
      `day=${day}&status=${status}`,
      `status=${status}&page=${1 + (i % 5)}`,
      `mobile=${String(1000 + ((i * 37) % 9000))}`,
      `day=${day}&page=2&pageSize=50`,
      `area=${area}&status=${status}`,
    ];
    all.push(shapes[i % shapes.length] ?? "");
  }
  return all;
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  await db.transaction(seedDemoServiceAreas);
  await db.execute(
    sql.raw(`
    insert into collection_visits
      (subject, mobile_number, status, area_id, day, starts_at, tests, created_at, updated_at)
    select
      'booking:' || gen_random_uuid(),
      '9' || lpad(((i * 7919) % 1000000000)::text, 9, '0'),
      (${list(STATUSES)})[1 + i % ${STATUSES.length}],
      (${list(AREAS)})[1 + i % ${AREAS.length}],
      date '${FIRST_DAY}' + (i % 30),
      (${list(WINDOWS)})[1 + (i / 7) % ${WINDOWS.length}],
      '["CBC", "HbA1c"]'::jsonb,
      now() - i * interval '1 minute',
      now()
    from generate_series(1, ${VISITS}) as i`),
  );
  await db.execute(sql.raw("analyze collection_visits"));
}

export async function deskFigures(databaseUrl: string, log: (line: string) => void) {
  const schema: BenchDatabase = await createBenchSchema(databaseUrl);
  const database = await openDatabase({ url: databaseUrl, searchPath: schema.schema });
  try {
    await runMigrations(database);
    log(`desk: seeding ${VISITS} visits in ${schema.schema}…`);
    await seed(database.db);
    const env = parseEnv({ NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0" });
    await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const deps = await createDeps({
      db: database.db,
      env,
      clock: () => new Date(),
      logger: createLogger({ level: "warn" }),
      readiness: () => checkReadiness(database),
    });
    try {
      const app = createApp(deps.deps);
      // The development admin signs in from this machine, as devAdminCookie does in the tests.
      const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
      const login = await app.request(
        "/api/admin/login",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
        },
        loopback,
      );
      const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
      if (login.status !== 200 || !cookie) throw new Error(`admin sign-in: ${login.status}`);
      const ask = async (path: string) => {
        const start = performance.now();
        const res = await app.request(path, { headers: { cookie } }, loopback);
        const body = (await res.json()) as { total?: number };
        const took = performance.now() - start;
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        return { took, total: body.total ?? 0 };
      };
      // The floor: the same guard (its session lookup writes the last-seen time) with no list.
      const floor = () => ask("/api/admin/session");
      const page = (query: string) => ask(`/api/admin/desk/visits?${query}`);
      // Warm-up: the pool's connections and the plans, as a desk that has been open a while.
      for (const query of queries().slice(0, 20)) await page(query);
      const times: number[] = [];
      const floorTimes: number[] = [];
      let rows = 0;
      // Interleaved, so the floor and the list see the same moments of a busy machine.
      for (const query of queries()) {
        floorTimes.push((await floor()).took);
        const { took, total } = await page(query);
        times.push(took);
        rows += total;
      }
      if (process.env.BENCH_DESK_SHAPES) {
        const byShape = new Map<string, number[]>();
        queries().forEach((query, i) => {
          const shape = query.replace(/=[^&]*/g, "");
          byShape.set(shape, [...(byShape.get(shape) ?? []), times[i] ?? 0]);
        });
        for (const [shape, took] of byShape)
          log(`desk: ${shape} p95 ${percentile(took, 95).toFixed(1)} ms`);
      }
      const p95 = percentile(times, 95);
      const floorP95 = percentile(floorTimes, 95);
      log(
        `desk: ${times.length} pages, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${rows} matches in all)`,
      );
      const figure: Figure = {
        name: `7 desk list, ${VISITS.toLocaleString("en")} visits, filtered page p95`,
        value: p95,
        unit: "ms",
        baseline: floorP95,
        baselineName: "GET /api/admin/session p95",
        budget: `≤ ${DESK_RATIO}× floor`,
        ok: p95 <= DESK_RATIO * floorP95,
      };
      return [figure];
    } finally {
      await deps.close();
    }
  } finally {
    await database.close();
    await schema.drop();
  }
}
