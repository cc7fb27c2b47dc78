/**
 * Figure 4: the API under load, each route against its database floor measured in the same run on
 * the same PostgreSQL. autocannon, 50 connections on loopback, against the real server process
 * (configured as a deployment, PostgreSQL; see servers/app-server.ts) and the floors in their own
 * node process (servers/bare-server.ts: the same driver, pool and tables, one statement per
 * request). Three interleaved rounds (bare; counting floor and verify-user; INSERT floor and booking,
 * each pair's order swapped every round). Values are medians over the rounds; a budget judges the
 * median of each round's own ratio (route ÷ its floor measured beside it).
 * - GET /api/auth/verify-user/:mobile: a new number each request; each simulated client (its
 *   address in x-bench-client, see servers/app-server.ts) makes 25 lookups, under the limit. Its
 *   floor: the same requests, one counting upsert of the client's counter each (a lookup must
 *   count its hit where every server sees it: its least is that write).
 * - POST /api/booking/: a valid booking with a new Idempotency-Key and a pre-solved captcha
 *   (lib/captcha.ts) each, so every request is a fresh booking written to PostgreSQL. Its floor:
 *   the same bodies and keys, one INSERT … RETURNING of the booking row each (synchronous commit).
 * - The bare JSON route (no database) is shown as what HTTP alone costs; no budget reads it.
 * - Where the booking's time goes, as info rows: the CPU per booking of the server's request
 *   thread (where the CRM delivery's jobs run too), of its other threads (GC) and of PostgreSQL,
 *   read from /proc over the run, against the INSERT floor's per request; and the same bookings sent to a
 *   second app server that delivers nothing to the CRM (the booking route alone), against the
 *   same round's floor.
 * - The CRM delivery runs as deployed: paced to LeadSquared's plan (servers/app-server.ts keeps
 *   the default, Enterprise's 25 calls per 5 s, edge-api/src/services/crm/crm-call-budget.ts).
 *   So a burst's bookings wait `received` and reach the CRM at about two a second, during and
 *   after the run, at a cost of a few statements a second beside whatever runs next. The log
 *   says how many of the run's bookings the delivery had taken when it ended.
 */
import { randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import { bookingBody } from "../../edge-api/test/fixtures.ts";
import { mintSolvedCaptchas, realSolveMs } from "../lib/captcha.ts";
import { cpuPerRequest, type ProcessCpu, processCpu } from "../lib/process-cpu.ts";
import type { BenchDatabase } from "../lib/servers.ts";
import { type Figure, median } from "../lib/table.ts";

const rounds = 3;
const connections = 50;
const seconds = 5;
const bookingsPerRound = 3_000;

interface Sample {
  rps: number;
  p99: number;
  failures: number;
  /** µs of CPU per request of the server's request thread and its other threads. */
  cpu?: ProcessCpu | undefined;
}

/** A server under test: where to send, and its process (for its CPU). */
interface Target {
  url: string;
  pid: number | undefined;
}

// Answers over the run's wall time: autocannon's per-second average is too coarse for a run of a
// few seconds (3,000 bookings at 750 req/s is four one-second samples).
const sampleOf = (result: Result): Sample => ({
  rps: result.duration > 0 ? result.requests.total / result.duration : Number.NaN,
  p99: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
});

/** Lookups of new numbers, 25 per simulated client address. */
function lookupsOf(path: string) {
  let n = 0;
  return () => {
    const i = n++;
    const client = Math.floor(i / 25);
    return {
      path: `${path}/9${String(i % 1_000_000_000).padStart(9, "0")}`,
      address: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    };
  };
}

const runBare = (bareUrl: string) =>
  autocannon({ url: `${bareUrl}/bare`, connections, duration: seconds }).then(sampleOf);

const runLookups = (url: string, next: () => { path: string; address: string }) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const { path, address } = next();
          return { ...request, path, headers: { "x-bench-client": address } };
        },
      },
    ],
  }).then(sampleOf);

/**
 * `bookingsPerRound` bookings, each with a new key and one of `captchas`, POSTed to `path`.
 * Timed from the start to the last answer: autocannon ends an `amount` run only at its next
 * whole-second tick (500 answers of a bare server took 1.04 s, 20,000 took 1.01 s), so its
 * duration rounded every booking figure up to whole seconds: a floor done in 0.4 s read 2,970
 * req/s, a route done in 3.1 s read 750.
 */
async function runBookings(
  { url, pid }: Target,
  path: string,
  captchas: string[],
): Promise<Sample> {
  let n = 0;
  const cpuBefore = processCpu(pid);
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url,
    connections,
    amount: bookingsPerRound,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const i = n++;
          const mobile = `8${String(i % 1_000_000_000).padStart(9, "0")}`;
          return {
            ...request,
            path,
            headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
            body: JSON.stringify({ ...bookingBody({ mobile }), captcha: captchas[i] }),
          };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    ...sampleOf(result),
    rps: seconds > 0 ? result.requests.total / seconds : Number.NaN,
    cpu: cpuPerRequest(cpuBefore, processCpu(pid), result.requests.total),
  };
}

const summaryOf = (samples: Sample[]) => ({
  rps: median(samples.map((s) => s.rps)),
  p99: median(samples.map((s) => s.p99)),
  failures: samples.reduce((sum, s) => sum + s.failures, 0),
});

const describe = (sample: Sample | undefined) =>
  sample ? `${sample.rps.toFixed(0)} req/s (p99 ${sample.p99} ms)` : "—";

const describeCpu = ({ cpu }: Sample) =>
  cpu
    ? `${cpu.requestThread.toFixed(0)} µs request thread + ${cpu.otherThreads.toFixed(0)} µs others + ${cpu.database.toFixed(0)} µs PostgreSQL`
    : "unknown";

/** Bookings stored by the app and not yet taken by its CRM delivery. */
async function waitingForCrm(database: Pick<BenchDatabase, "query">): Promise<number> {
  const [row] = await database.query<{ left: number }>(
    "select count(*)::int as left from bookings where status = 'received'",
  );
  return row?.left ?? 0;
}

export async function apiFigures(
  target: {
    app: Target;
    bare: Target;
    /** An app server like `app` whose bookings reach no CRM (servers/app-server.ts, `crmDelivery: "off"`). */
    routeOnly: Target;
    secretKey: string;
    /** The app's schema, to see how far its CRM delivery got. */
    database: Pick<BenchDatabase, "query">;
  },
  log: (message: string) => void,
): Promise<Figure[]> {
  const { app, bare: bareServer, routeOnly, secretKey, database } = target;
  const appUrl = app.url;
  const bareUrl = bareServer.url;
  // Warm-up: connections, JIT and both database pools, not measured.
  await autocannon({ url: `${bareUrl}/bare`, connections, duration: 1 });
  await autocannon({ url: `${bareUrl}/floor/verify-user/9000000000`, connections, duration: 1 });
  await autocannon({ url: `${appUrl}/api/health`, connections, duration: 1 });
  const nextFloorLookup = lookupsOf("/floor/verify-user");
  const nextLookup = lookupsOf("/api/auth/verify-user");
  const samples = {
    bare: [] as Sample[],
    countFloor: [] as Sample[],
    verify: [] as Sample[],
    insertFloor: [] as Sample[],
    booking: [] as Sample[],
    routeOnly: [] as Sample[],
  };
  // The booking path warmed up too (JIT, pools, the CRM delivery job), on both app servers.
  const warmUp = await mintSolvedCaptchas(secretKey, 1_000);
  await runBookings(app, "/api/booking/", warmUp);
  await runBookings(routeOnly, "/api/booking/", warmUp);
  await runBookings(bareServer, "/floor/booking", warmUp);
  for (let round = 1; round <= rounds; round++) {
    // Each route right beside its floor, the order swapped every round (floor first in odd
    // rounds), so the machine's drift between rounds never sits inside one ratio.
    const pair = async (floor: () => Promise<Sample>, route: () => Promise<Sample>) => {
      if (round % 2 === 1) return { floor: await floor(), route: await route() };
      const routeSample = await route();
      return { floor: await floor(), route: routeSample };
    };
    samples.bare.push(await runBare(bareUrl));
    const lookups = await pair(
      () => runLookups(bareUrl, nextFloorLookup),
      () => runLookups(appUrl, nextLookup),
    );
    samples.countFloor.push(lookups.floor);
    samples.verify.push(lookups.route);
    // The floor reads the same bodies (captcha included) and ignores the captcha.
    const captchas = await mintSolvedCaptchas(secretKey, bookingsPerRound);
    let crmBacklog = { before: 0, after: 0 };
    const bookingRun = async () => {
      const before = await waitingForCrm(database);
      const sample = await runBookings(app, "/api/booking/", captchas);
      crmBacklog = { before, after: await waitingForCrm(database) };
      return sample;
    };
    const routeOnlyRun = () => runBookings(routeOnly, "/api/booking/", captchas);
    // The route alone runs on the far side of the pair from the floor: floor, booking, route
    // alone in odd rounds; route alone, booking, floor in even ones.
    const alone = round % 2 === 0 ? await routeOnlyRun() : undefined;
    const writes = await pair(
      () => runBookings(bareServer, "/floor/booking", captchas),
      bookingRun,
    );
    samples.routeOnly.push(alone ?? (await routeOnlyRun()));
    samples.insertFloor.push(writes.floor);
    samples.booking.push(writes.route);
    log(
      `  round ${round}: bare ${describe(samples.bare.at(-1))}; counting floor ${describe(lookups.floor)}, verify-user ${describe(lookups.route)}; INSERT floor ${describe(writes.floor)}, booking ${describe(writes.route)} (the CRM delivery took ${crmBacklog.before + bookingsPerRound - crmBacklog.after} bookings meanwhile, ${crmBacklog.after} wait; CPU per booking ${describeCpu(writes.route)} against the floor's ${describeCpu(writes.floor)}), the route alone ${describe(samples.routeOnly.at(-1))}`,
    );
  }
  const solveMs = await realSolveMs(appUrl);
  const bare = summaryOf(samples.bare);
  const countFloor = summaryOf(samples.countFloor);
  const verify = summaryOf(samples.verify);
  const insertFloor = summaryOf(samples.insertFloor);
  const booking = summaryOf(samples.booking);
  const routeAlone = summaryOf(samples.routeOnly);
  const failed = (count: number, floorCount: number) => {
    const notes = [
      count > 0 ? `${count} answers were not 2xx` : "",
      floorCount > 0 ? `${floorCount} of the floor's answers were not 2xx` : "",
    ].filter(Boolean);
    return notes.length > 0 ? { note: notes.join("; ") } : {};
  };
  const clean = (count: number, floorCount: number) => count === 0 && floorCount === 0;
  /** The median of each round's own ratio, and the rounds' ratios for the note. */
  const perRound = (route: Sample[], floor: Sample[], of: (sample: Sample) => number) => {
    const ratios = route.map((sample, i) => of(sample) / of(floor[i] as Sample));
    return {
      ratio: median(ratios),
      rounds: `rounds ${ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(", ")}`,
    };
  };
  const bookingRps = perRound(samples.booking, samples.insertFloor, (s) => s.rps);
  const bookingP99 = perRound(samples.booking, samples.insertFloor, (s) => s.p99);
  const routeOnlyRps = perRound(samples.routeOnly, samples.insertFloor, (s) => s.rps);
  const cpuOf = (list: Sample[], of: (cpu: ProcessCpu) => number) => {
    const values = list.flatMap((sample) => (sample.cpu ? [of(sample.cpu)] : []));
    return values.length > 0 ? median(values) : Number.NaN;
  };
  const cpuRow = (name: string, of: (cpu: ProcessCpu) => number): Figure => {
    const value = cpuOf(samples.booking, of);
    const floor = cpuOf(samples.insertFloor, of);
    return {
      name,
      value,
      unit: "µs",
      baseline: floor,
      baselineName: "INSERT … RETURNING route, per request",
      budget: "—",
      ok: null,
      note: `rounds ${samples.booking.map((sample) => (sample.cpu ? of(sample.cpu).toFixed(0) : "?")).join(", ")} µs`,
    };
  };
  const verifyRps = perRound(samples.verify, samples.countFloor, (s) => s.rps);
  const verifyP99 = perRound(samples.verify, samples.countFloor, (s) => s.p99);
  const withNote = (rounds: string, failures: { note?: string }) => ({
    note: [rounds, failures.note].filter(Boolean).join("; "),
  });
  const insertFloorName = "INSERT … RETURNING route";
  const countFloorName = "counting upsert route";
  return [
    {
      name: "4 API booking req/s",
      value: booking.rps,
      unit: "req/s",
      baseline: insertFloor.rps,
      baselineName: insertFloorName,
      ratio: bookingRps.ratio,
      budget: "≥ 0.25× floor",
      ok: bookingRps.ratio >= 0.25 && clean(booking.failures, insertFloor.failures),
      ...withNote(bookingRps.rounds, failed(booking.failures, insertFloor.failures)),
    },
    {
      name: "4 API booking p99",
      value: booking.p99,
      unit: "ms",
      baseline: insertFloor.p99,
      baselineName: insertFloorName,
      ratio: bookingP99.ratio,
      budget: "≤ 3× floor",
      ok: bookingP99.ratio <= 3,
      note: bookingP99.rounds,
    },
    {
      name: "4 API booking req/s, the route alone (no CRM delivery)",
      value: routeAlone.rps,
      unit: "req/s",
      baseline: insertFloor.rps,
      baselineName: insertFloorName,
      ratio: routeOnlyRps.ratio,
      budget: "—",
      ok: null,
      ...withNote(routeOnlyRps.rounds, failed(routeAlone.failures, insertFloor.failures)),
    },
    cpuRow("4 API booking CPU per booking, request thread", (cpu) => cpu.requestThread),
    cpuRow("4 API booking CPU per booking, other threads (GC)", (cpu) => cpu.otherThreads),
    cpuRow("4 API booking CPU per booking, PostgreSQL", (cpu) => cpu.database),
    {
      name: "4 API verify-user req/s",
      value: verify.rps,
      unit: "req/s",
      baseline: countFloor.rps,
      baselineName: countFloorName,
      ratio: verifyRps.ratio,
      budget: "≥ 0.6× floor",
      ok: verifyRps.ratio >= 0.6 && clean(verify.failures, countFloor.failures),
      ...withNote(verifyRps.rounds, failed(verify.failures, countFloor.failures)),
    },
    {
      name: "4 API verify-user p99",
      value: verify.p99,
      unit: "ms",
      baseline: countFloor.p99,
      baselineName: countFloorName,
      ratio: verifyP99.ratio,
      budget: "—",
      ok: null,
      note: verifyP99.rounds,
    },
    {
      name: "4 floor: INSERT … RETURNING route req/s",
      value: insertFloor.rps,
      unit: "req/s",
      baseline: bare.rps,
      baselineName: "bare Hono route, no database",
      budget: "—",
      ok: null,
    },
    {
      name: "4 floor: counting upsert route req/s",
      value: countFloor.rps,
      unit: "req/s",
      baseline: bare.rps,
      baselineName: "bare Hono route, no database",
      budget: "—",
      ok: null,
    },
    {
      name: "4 captcha: fetch + solve one real challenge (Node)",
      value: solveMs,
      unit: "ms",
      baseline: null,
      baselineName: "",
      budget: "—",
      ok: null,
      note: "paid once per booking by the person's device, outside the API's figures",
    },
  ];
}
