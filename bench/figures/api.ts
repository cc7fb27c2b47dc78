/**
 * Figure 4: the API under load. autocannon, 50 connections on loopback, against the real server
 * process (configured as a deployment, PostgreSQL; see servers/app-server.ts) and, as the floor,
 * a bare Hono JSON route in its own node process. Three interleaved rounds (bare, verify-user, booking in turn), medians.
 * - GET /api/auth/verify-user/:mobile: a new number each request; each simulated client (its
 *   address in x-bench-client, see servers/app-server.ts) makes 25 lookups, under the limit.
 * - POST /api/booking/: a valid booking with a new Idempotency-Key and a pre-solved captcha
 *   (lib/captcha.ts) each, so every request is a fresh booking written to PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import { bookingBody } from "../../edge-api/test/fixtures.ts";
import { mintSolvedCaptchas, realSolveMs } from "../lib/captcha.ts";
import { type Figure, median } from "../lib/table.ts";

const rounds = 3;
const connections = 50;
const seconds = 5;
const bookingsPerRound = 3_000;

interface Sample {
  rps: number;
  p99: number;
  failures: number;
}

const sampleOf = (result: Result): Sample => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
});

let lookups = 0;
const nextLookup = () => {
  const n = lookups++;
  const client = Math.floor(n / 25);
  return {
    mobile: `9${String(n % 1_000_000_000).padStart(9, "0")}`,
    address: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
  };
};

const runBare = (bareUrl: string) =>
  autocannon({ url: `${bareUrl}/bare`, connections, duration: seconds }).then(sampleOf);

const runVerifyUser = (appUrl: string) =>
  autocannon({
    url: appUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const { mobile, address } = nextLookup();
          return {
            ...request,
            path: `/api/auth/verify-user/${mobile}`,
            headers: { "x-bench-client": address },
          };
        },
      },
    ],
  }).then(sampleOf);

async function runBooking(appUrl: string, secretKey: string): Promise<Sample> {
  const captchas = await mintSolvedCaptchas(secretKey, bookingsPerRound);
  let n = 0;
  const result = await autocannon({
    url: appUrl,
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
            path: "/api/booking/",
            headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
            body: JSON.stringify({ ...bookingBody({ mobile }), captcha: captchas[i] }),
          };
        },
      },
    ],
  });
  return sampleOf(result);
}

export async function apiFigures(
  target: { appUrl: string; bareUrl: string; secretKey: string },
  log: (message: string) => void,
): Promise<Figure[]> {
  const { appUrl, bareUrl, secretKey } = target;
  // Warm-up: connections, JIT and the database pool, not measured.
  await autocannon({ url: `${bareUrl}/bare`, connections, duration: 1 });
  await autocannon({ url: `${appUrl}/api/health`, connections, duration: 1 });
  const bare: Sample[] = [];
  const verify: Sample[] = [];
  const booking: Sample[] = [];
  for (let round = 1; round <= rounds; round++) {
    bare.push(await runBare(bareUrl));
    verify.push(await runVerifyUser(appUrl));
    booking.push(await runBooking(appUrl, secretKey));
    log(
      `  round ${round}: bare ${bare.at(-1)?.rps.toFixed(0)} req/s, verify-user ${verify.at(-1)?.rps.toFixed(0)} req/s (p99 ${verify.at(-1)?.p99} ms), booking ${booking.at(-1)?.rps.toFixed(0)} req/s (p99 ${booking.at(-1)?.p99} ms)`,
    );
  }
  const solveMs = await realSolveMs(appUrl);
  const of = (samples: Sample[]) => ({
    rps: median(samples.map((s) => s.rps)),
    p99: median(samples.map((s) => s.p99)),
    failures: samples.reduce((sum, s) => sum + s.failures, 0),
  });
  const [b, v, k] = [of(bare), of(verify), of(booking)];
  const failed = (count: number) => (count > 0 ? { note: `${count} answers were not 2xx` } : {});
  return [
    {
      name: "4 API booking req/s",
      value: k.rps,
      unit: "req/s",
      baseline: b.rps,
      baselineName: "bare Hono route",
      budget: "≥ 0.25× bare",
      ok: k.rps >= 0.25 * b.rps && k.failures === 0,
      ...failed(k.failures),
    },
    {
      name: "4 API booking p99",
      value: k.p99,
      unit: "ms",
      baseline: b.p99,
      baselineName: "bare Hono route",
      budget: "≤ 25 ms",
      ok: k.p99 <= 25,
    },
    {
      name: "4 API verify-user req/s",
      value: v.rps,
      unit: "req/s",
      baseline: b.rps,
      baselineName: "bare Hono route",
      budget: "≥ 0.4× bare",
      ok: v.rps >= 0.4 * b.rps && v.failures === 0,
      ...failed(v.failures),
    },
    {
      name: "4 API verify-user p99",
      value: v.p99,
      unit: "ms",
      baseline: b.p99,
      baselineName: "bare Hono route",
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
