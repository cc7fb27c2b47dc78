/**
 * Property: whatever arrives at a POST or PUT route, the answer is never a 5xx. Routes come from
 * the app itself (`app.routes`) and each must have a valid request in fuzz/route-bodies.ts, so a
 * new route cannot go unfuzzed. Bodies: random JSON and bytes, valid requests with one text field
 * poisoned (NUL, lone or reversed surrogates, control characters: always refused), valid requests
 * with one field replaced by deep nesting, huge numbers, wrong types or prototype keys; with no
 * session, a forged one and a real customer's or admin's. FUZZ_RUNS sets the bodies per route
 * and property (default 30; `npm run fuzz` runs 1,000).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningRazorpaySimulator,
  startRazorpaySimulator,
} from "../dev/razorpay-sim/start-razorpay-simulator.ts";
import type { AppDeps } from "../src/deps.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../src/env.ts";
import { newCustomer, serveTestArea } from "../src/routes/orders/orders.test-helpers.ts";
import { issueLisKey } from "../src/services/lis/lis-keys.ts";
import { createRazorpayGateway } from "../src/services/payments/razorpay-gateway.ts";
import { createTestContext, freshAddress, LOOPBACK, type TestContext } from "./context.ts";
import { cookieHeader } from "./cookies.ts";
import {
  ASCII_POISONS,
  leavesOf,
  POISONS,
  rawJsonJunk,
  withProtoKey,
  withRawLeaf,
  wrongValue,
} from "./fuzz/arbitraries.ts";
import { randomBodies, requestNoise } from "./fuzz/random-bodies.ts";
import { DLR_TOKEN, ROUTE_BODIES, type RouteFuzz, type Sessions } from "./fuzz/route-bodies.ts";
import { fuzzRuns } from "./fuzz/runs.ts";
import { type Cookie, sendRoute } from "./fuzz/send-route.ts";

const RUNS = fuzzRuns(30);

let ctx: TestContext;
let sessions: Sessions;
let sim: RunningRazorpaySimulator;
/** The same app and database with Razorpay as the payment adapter (its routes exist only then). */
let razorpay: Partial<AppDeps>;
let razorpayApp: TestContext["app"];
beforeAll(async () => {
  ctx = await createTestContext({ env: { MSG91_DLR_TOKEN: DLR_TOKEN } });
  // A valid order is for home collection at a served pincode (docs/product.md#collection-windows).
  await serveTestArea(ctx);
  sim = await startRazorpaySimulator();
  razorpay = { payments: createRazorpayGateway({ apiUrl: sim.url, ...sim.keys }) };
  razorpayApp = ctx.appWith(razorpay);
  const admin = await ctx.postJson(
    "/api/admin/login",
    { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
    // The development password signs in only on the server's machine.
    { address: LOOPBACK },
  );
  expect(admin.status).toBe(200);
  const lis = await issueLisKey(ctx.db, {
    labId: "vyom-chennai-central",
    label: "fuzz",
    actor: "admin:fuzz@vyom.example",
    now: ctx.clock(),
  });
  if (lis.kind !== "issued") throw new Error(`no LIS key: ${lis.kind}`);
  sessions = {
    customer: await newCustomer(ctx),
    adminCookie: cookieHeader(admin),
    lisKey: lis.key,
  };
});
afterAll(async () => {
  await ctx?.close();
  await sim?.close();
});

const appFor = (route: RouteFuzz) => (route.razorpay ? razorpayApp : ctx.app);

/** `METHOD path` of every POST, PUT and PATCH route the app mounts. */
function writeRoutes(): string[] {
  const routes = [...ctx.app.routes, ...razorpayApp.routes]
    .filter((route) => ["POST", "PUT", "PATCH"].includes(route.method))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** The app with a captcha that lets everything through, so bodies reach validation and writes. */
const pastCaptcha = (route: RouteFuzz) =>
  ctx.appWith({
    ...(route.razorpay ? razorpay : {}),
    captcha: { kind: "altcha", verify: async () => ({ success: true }) },
  });

/** A body as its route sends it: JSON text, or the text fields of a form. */
const encoded = (route: RouteFuzz, body: Record<string, unknown>) =>
  route.encoding === "json"
    ? JSON.stringify(body)
    : route.encoding === "hl7"
      ? String(body.message)
      : (body as Record<string, string>);

type Leaf = ReturnType<typeof leavesOf>[number];
const isText = (leaf: Leaf) => typeof leaf.parent[leaf.key] === "string";

/**
 * A valid request with one field replaced: for JSON left out, or replaced by raw junk (deep nesting, 1e999, prototype
 * keys, escaped NUL or surrogates) or a wrong value, maybe with a `__proto__` key on top; for a
 * form by any string.
 */
function junkRequest(route: RouteFuzz): fc.Arbitrary<string | Record<string, string>> {
  if (route.encoding === "json") {
    const raw = fc.oneof(
      rawJsonJunk,
      wrongValue.map((value) => JSON.stringify(value) ?? "null"),
      fc.constant(undefined), // the field left out
    );
    return fc.tuple(fc.nat(), raw, fc.boolean()).map(([pick, junk, proto]) => {
      const text = withRawLeaf(route.body(sessions), pick, junk);
      return proto ? withProtoKey(text) : text;
    });
  }
  const value = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom(...POISONS));
  if (route.encoding === "hl7") {
    // The message with junk written over a stretch of it: a field, a delimiter, a segment name.
    return fc.tuple(fc.nat(), fc.nat({ max: 40 }), value).map(([pick, length, junk]) => {
      const message = String(route.body(sessions).message);
      const at = pick % message.length;
      return `${message.slice(0, at)}${junk}${message.slice(at + length)}`;
    });
  }
  return fc.tuple(fc.nat(), value).map(([pick, junk]) => {
    const fields = route.body(sessions) as Record<string, string>;
    const names = Object.keys(fields);
    return { ...fields, [names[pick % names.length] as string]: junk };
  });
}

const cookies = fc.constantFrom<Cookie>("none", "garbage", "valid");
let keys = 0;
const freshKey = () => `fuzz-${process.pid}-${++keys}`;

async function expectNo5xx(res: Response, name: string, route: RouteFuzz) {
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${name} answered ${res.status}: ${text.slice(0, 200)}`);
  expect(res.status).toBeGreaterThanOrEqual(200);
  // An HL7 route answers every refusal it makes with an ACK; the guards before it (a body over
  // the limit) answer JSON as everywhere.
  const ack = route.encoding === "hl7" && text.startsWith("MSH|");
  if (res.status >= 400 && !ack) expect(() => JSON.parse(text)).not.toThrow();
}

const each =
  (test: (name: string, route: RouteFuzz, method: string) => Promise<void>) => async () => {
    for (const name of writeRoutes()) {
      const route = ROUTE_BODIES[name];
      if (!route) throw new Error(`${name} has no request in test/fuzz/route-bodies.ts`);
      await test(name, route, name.split(" ")[0] as string);
    }
    expect(ctx.logger.records.filter((r) => r.level === "error")).toEqual([]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  };

describe("every POST and PUT route under malformed input", () => {
  it("has a valid request for every POST and PUT route, and none for a route that is gone", () => {
    expect(writeRoutes()).toContain("POST /api/booking");
    expect(writeRoutes()).toContain("PUT /api/users/:vyomId/members");
    expect(Object.keys(ROUTE_BODIES).sort()).toEqual(writeRoutes());
  });

  it(
    "sends valid requests that pass each route's validation",
    each(async (name, route, method) => {
      const res = await sendRoute(pastCaptcha(route), sessions, {
        route,
        method,
        body: encoded(route, route.body(sessions)),
        cookie: "valid",
        address: freshAddress(),
        idempotencyKey: freshKey(),
      });
      const answer = `${name} answered ${res.status}: ${await res.text()}`;
      expect(res.status, answer).toBeLessThan(500);
      expect(answer).not.toContain("invalid-request");
      if (route.stored) expect(res.status, answer).toBeLessThan(300);
    }),
    // One request per route, over 50 routes: as long as the properties' runs on a busy machine.
    300_000,
  );

  it(
    `never answers 5xx to random bodies (${RUNS} per route)`,
    each(async (name, route, method) => {
      await fc.assert(
        fc.asyncProperty(randomBodies, requestNoise, cookies, async (body, noise, cookie) => {
          const res = await sendRoute(appFor(route), sessions, {
            route,
            method,
            body,
            cookie,
            ...noise,
          });
          await expectNo5xx(res, name, route);
        }),
        { numRuns: RUNS },
      );
    }),
    300_000,
  );

  it(
    "refuses a valid request with one text field poisoned",
    each(async (name, route, method) => {
      const app = pastCaptcha(route);
      const count = leavesOf(route.body(sessions)).filter(isText).length;
      if (count === 0) return;
      // Only JSON can carry a lone surrogate (escaped): in any other body, UTF-8 makes it U+FFFD.
      const poisons = route.encoding === "json" ? POISONS : ASCII_POISONS;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.constantFrom(...poisons),
          fc.nat(),
          async (pick, poison, at) => {
            const body = route.body(sessions);
            const leaf = leavesOf(body).filter(isText)[pick % count] as Leaf;
            const value = leaf.parent[leaf.key] as string;
            const cut = at % (value.length + 1);
            leaf.parent[leaf.key] = `${value.slice(0, cut)}${poison}${value.slice(cut)}`;
            const res = await sendRoute(app, sessions, {
              route,
              method,
              body: encoded(route, body),
              cookie: "valid",
              address: freshAddress(),
              idempotencyKey: freshKey(),
            });
            const expected = route.poisoned ?? 400;
            if (res.status !== expected) {
              const text = (await res.text()).slice(0, 200);
              throw new Error(`${name}: ${leaf.path} poisoned answered ${res.status}: ${text}`);
            }
          },
        ),
        // Every text field gets a few poisons even when FUZZ_RUNS is small.
        { numRuns: Math.max(count * 4, Math.ceil(RUNS / 4)) },
      );
    }),
    300_000,
  );

  it(
    `never answers 5xx to a valid request with one field junk (${RUNS} per route)`,
    each(async (name, route, method) => {
      const app = pastCaptcha(route);
      await fc.assert(
        fc.asyncProperty(junkRequest(route), cookies, async (body, cookie) => {
          const res = await sendRoute(app, sessions, {
            route,
            method,
            body,
            cookie,
            address: freshAddress(),
            idempotencyKey: freshKey(),
          });
          await expectNo5xx(res, name, route);
        }),
        { numRuns: RUNS },
      );
    }),
    300_000,
  );
});
