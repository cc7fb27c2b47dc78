/**
 * Property: whatever body arrives (random JSON, the right keys with wrong types, a valid booking
 * with one field broken, huge strings, deep nesting, bytes that are not JSON, wrong content
 * types), no POST route answers 5xx. Routes are discovered from the app, so new POST routes are
 * covered automatically. FUZZ_RUNS sets the bodies per route (default 400).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "./context.ts";
import { bookingBody } from "./fixtures.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Field names the API's bodies use, so random objects often hit the real keys. */
const KEYS = [
  ...Object.keys(bookingBody()),
  "recievedOtp",
  "mobileNumber",
  "captchaValue",
  "captcha",
  "email",
  "password",
  "emailAddress",
  "name",
  "pincode",
  "namePrefix",
  "mobileCode",
  "vyomId",
  "tests",
  "healthPackages",
  "bookingId",
  "__proto__",
  "constructor",
];

const printable = (max: number) => fc.stringMatching(new RegExp(`^[!-~]{0,${max}}$`));

const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "9876543210",
    "12345",
    "600020",
    "2025-03-14",
    "NA",
    "",
    " ",
    "enabled",
    206,
    -0,
    1e308,
  ),
);

/** A valid booking with one field (at any depth) replaced by junk or removed; maybe a captcha. */
const brokenBooking = fc
  .tuple(fc.nat(), jsonish, fc.boolean(), fc.option(jsonish, { nil: undefined }))
  .map(([pick, value, remove, captcha]) => {
    const body = bookingBody() as unknown as Record<string, unknown>;
    if (captcha !== undefined) body.captcha = captcha;
    const paths: Array<[Record<string, unknown>, string]> = [];
    const walk = (node: unknown) => {
      if (node === null || typeof node !== "object") return;
      for (const key of Object.keys(node)) {
        paths.push([node as Record<string, unknown>, key]);
        walk((node as Record<string, unknown>)[key]);
      }
    };
    walk(body);
    const [parent, key] = paths[pick % paths.length] as [Record<string, unknown>, string];
    if (remove) delete parent[key];
    else parent[key] = value;
    return JSON.stringify(body);
  });

const bodies: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom(...KEYS), jsonish, { maxKeys: 12 }).map((o) => JSON.stringify(o)),
  brokenBooking,
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }),
  fc
    .nat({ max: 100_000 })
    .map((n) => JSON.stringify({ name: "x".repeat(n), mobileNumber: "9".repeat(n % 20) })),
  fc.nat({ max: 100_000 }).map((n) => `"${"a".repeat(n)}"`),
  fc.nat({ max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.nat({ max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.constantFrom("", "{", "null", "[]", '{"__proto__":{"admin":true}}', "\u0000", "NaN", "{}"),
);

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  undefined,
);

const requests = fc.record({
  body: bodies,
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    { weight: 2, arbitrary: contentTypes },
  ),
  idempotencyKey: fc.option(printable(220), { nil: undefined }),
  cookie: fc.option(
    printable(100).map((v) => `vyom-admin=${v}`),
    { nil: undefined },
  ),
  // Some repeated (a client's limits are reached), most not (so bodies get past them).
  address: fc.oneof(
    fc.constantFrom("198.18.0.1", "198.18.0.2", "198.18.0.3"),
    fc.integer({ min: 4, max: 65_535 }).map((n) => `198.18.${n >> 8}.${n & 255}`),
  ),
});

function postRoutes(): string[] {
  const paths = ctx.app.routes
    .filter((route) => route.method === "POST")
    .map((route) => route.path.replace(/:[A-Za-z]+/g, "9876543210"));
  return [...new Set(paths)].sort();
}

describe("every POST route under random bodies", () => {
  it("finds the POST routes", () => {
    expect(postRoutes()).toEqual(
      expect.arrayContaining([
        "/api/booking",
        "/api/admin/login",
        "/api/transactions-history/fetch-transactions",
      ]),
    );
  });

  it(`never answers 5xx (${RUNS} bodies per route)`, async () => {
    for (const path of postRoutes()) {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const headers: Record<string, string> = {};
          if (request.contentType) headers["content-type"] = request.contentType;
          if (request.idempotencyKey !== undefined)
            headers["idempotency-key"] = request.idempotencyKey;
          if (request.cookie) headers.cookie = request.cookie;
          const res = await ctx.app.request(
            path,
            { method: "POST", headers, body: request.body },
            { incoming: { socket: { remoteAddress: request.address } } },
          );
          const text = await res.text();
          if (res.status >= 500)
            throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
          expect(res.status).toBeGreaterThanOrEqual(200);
          if (res.status >= 400) expect(() => JSON.parse(text)).not.toThrow();
        }),
        { numRuns: RUNS },
      );
    }
    expect(ctx.logger.records.filter((r) => r.level === "error")).toEqual([]);
  }, 120_000);

  it(`never answers 5xx past the booking captcha (${RUNS} bodies)`, async () => {
    // A captcha that passes everything, so broken bookings reach validation and the insert (the
    // real captcha turns nearly every random body away before that).
    const app = ctx.appWith({
      captcha: { kind: "altcha", verify: async () => ({ success: true }) },
    });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(brokenBooking, printable(60), async (body, key) => {
        const res = await app.request(
          "/api/booking/",
          {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": `fuzz-${key}` },
            body,
          },
          // A client of its own per body: this property is about validation, not the budget.
          { incoming: { socket: { remoteAddress: freshAddress() } } },
        );
        const text = await res.text();
        if (res.status >= 500) throw new Error(`booking answered ${res.status}: ${text}`);
        expect([200, 400, 403, 422]).toContain(res.status);
        seen.add(res.status);
      }),
      { numRuns: RUNS },
    );
    // Some bodies were stored and some refused: the property exercised the insert path.
    expect(seen).toContain(200);
    expect(seen).toContain(400);
  }, 120_000);
});
