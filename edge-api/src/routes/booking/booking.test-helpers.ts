/**
 * The setup the booking route's tests share (booking.test.ts, booking-language.test.ts): an app
 * over a fresh migrated database for the file, each request from a client address of its own (the
 * per-client budget is upload-limits.test.ts's), a captcha solved from the app's own challenge
 * route, and the count of stored bookings.
 */
import { count, eq, type SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings } from "../../db/schema.ts";

export function bookingRouteTests() {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context?.close());
  const ctx = (): TestContext => {
    if (!context) throw new Error("the test context is made in the file's beforeAll");
    return context;
  };

  const postJson: TestContext["postJson"] = (path, body, options) =>
    ctx().postJson(path, body, { address: freshAddress(), ...options });
  /** A freshly solved captcha from this app's challenge route (each passes once). */
  const solvedCaptcha = () => fetchSolvedCaptcha((path) => ctx().get(path));

  return {
    get ctx() {
      return ctx();
    },
    postJson,
    solvedCaptcha,
    /** A valid booking body with a fresh captcha, as the PWA's outbox sends a new booking. */
    async captchaBooking(
      overrides: Parameters<typeof bookingBody>[0] = {},
    ): Promise<Record<string, unknown>> {
      return { ...bookingBody(overrides), captcha: await solvedCaptcha() };
    },
    /** How many bookings are stored (of those `where` picks). */
    async bookingRows(where: SQL = eq(bookings.mobileNumber, bookings.mobileNumber)) {
      return (await ctx().db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0;
    },
  };
}
