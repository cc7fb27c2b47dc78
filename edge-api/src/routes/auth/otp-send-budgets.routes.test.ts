/**
 * The OTP-send budgets below the global one (services/otp/otp-send-budgets.ts): a stranger
 * spending the day's SMS from one network, into one block of numbers, or at one person's phone is
 * stopped there, with a captcha first on a network not seen before; the people who share that
 * network or block, and the owner of the phone, still get their codes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { maskMobile } from "../../services/sms/sms.ts";
import {
  type OtpRequestOptions,
  readOtp,
  requestOtp,
  requestOtpAsTheApp,
  solvedCaptcha,
  wrongCode,
} from "./auth.test-helpers.ts";

const DAY = 86_400_000;
const GROUP_BUDGET = 20;
const PREFIX_BUDGET = 8;
/** The production size (OTP_DAILY_SMS_PER_NUMBER's default). */
const NUMBER_BUDGET = 10;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      OTP_ADDRESS_GROUP_CAPTCHA: "on",
      OTP_DAILY_SMS_PER_ADDRESS_GROUP: String(GROUP_BUDGET),
      OTP_DAILY_SMS_PER_NUMBER_PREFIX: String(PREFIX_BUDGET),
      OTP_DAILY_SMS_PER_NUMBER: undefined,
    },
  });
});
afterAll(() => ctx.close());

let seq = 0;
/** A fresh number in the given 5-digit prefix. */
const mobileIn = (prefix: string) => `${prefix}${String(++seq).padStart(5, "0")}`;
/** A fresh number in a prefix of its own (new customers spread over many blocks). */
const spreadMobile = () => mobileIn(`6${String(++seq).padStart(4, "0")}`);

/** The start of the next UTC day (+1 s): every daily budget starts fresh. */
const startOfNextDay = (context: TestContext) =>
  context.clock.set(new Date((Math.floor(context.clock().getTime() / DAY) + 1) * DAY + 1_000));
const secondsToMidnight = (context: TestContext) =>
  Math.ceil((DAY - (context.clock().getTime() % DAY)) / 1_000);

const inboxSize = async (context: TestContext, mobile: string) => {
  const res = await context.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  return ((await res.json()) as { messages: unknown[] }).messages.length;
};
const trips = (context: TestContext, event: string) =>
  context.logger.records.filter((r) => r.event === event);

/** Sends as the app does and expects the code to go out; answers whether a captcha was asked. */
async function sent(context: TestContext, mobile: string, options: OtpRequestOptions = {}) {
  const { res, askedCaptcha } = await requestOtpAsTheApp(context, mobile, options);
  expect(res.status).toBe(200);
  return askedCaptcha;
}

/**
 * A customer who signed up through the app from `address` (their number is known from then on);
 * answers whether the code's send asked for a captcha.
 */
async function signedUp(context: TestContext, mobile: string, address: string) {
  const askedCaptcha = await sent(context, mobile, { purpose: "sign-up", address });
  const res = await context.postJson(
    "/api/auth/sign-up",
    {
      mobileNumber: mobile,
      name: "Kavya Nair",
      email: "kavya.nair@example.in",
      pincode: "600041",
      namePrefix: "MS",
      mobileCode: "+91",
      recievedOtp: await readOtp(context, mobile),
    },
    { address },
  );
  expect(res.status).toBe(200);
  return askedCaptcha;
}

describe("a flood from one address group", () => {
  it("asks a captcha on the first send from a new IPv4 /24, one for each past a tenth of its budget, and stops at the budget; its customers still log in", async () => {
    startOfNextDay(ctx);
    const customer = spreadMobile();
    await signedUp(ctx, customer, "100.64.200.1");
    const office = (i: number) => `100.64.1.${i + 1}`;

    // Before the fix a first send from any address needed no captcha.
    const bare = spreadMobile();
    const first = await requestOtp(ctx, bare, { address: office(0) });
    expect(first.status).toBe(403);
    expect(await first.json()).toEqual({ error: "captcha-required" });
    expect(await inboxSize(ctx, bare)).toBe(0);

    // Fresh numbers from fresh addresses of one /24, each within the per-address limit.
    const asked: boolean[] = [];
    for (let i = 0; i < GROUP_BUDGET; i++)
      asked.push(await sent(ctx, spreadMobile(), { address: office(i) }));
    const free = GROUP_BUDGET / 10;
    expect(asked).toEqual([
      true,
      ...Array(free - 1).fill(false),
      ...Array(GROUP_BUDGET - free).fill(true),
    ]);

    // The budget is spent: refused until the day ends, whatever the captcha.
    const refused = spreadMobile();
    for (const captcha of [await solvedCaptcha(ctx), undefined]) {
      const res = await requestOtp(ctx, refused, { address: office(GROUP_BUDGET), captcha });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBe(secondsToMidnight(ctx));
    }
    expect(await inboxSize(ctx, refused)).toBe(0);
    expect(trips(ctx, "sms.address-group-budget-spent")).toEqual([
      expect.objectContaining({ level: "error", group: "100.64.1.0/24", budget: GROUP_BUDGET }),
    ]);

    // An existing customer on that network still gets their code (past their sign-up's
    // cool-down), and other networks go on.
    ctx.clock.advance(60_000);
    await sent(ctx, customer, { purpose: "login", address: office(GROUP_BUDGET + 1) });
    await sent(ctx, spreadMobile(), { address: "100.64.2.1" });
  });

  it("counts an IPv6 /48 as one group, across many /64s", async () => {
    startOfNextDay(ctx);
    // A fresh /64 for every send: the per-client limit (a /64) never sees two.
    const site = (i: number) => `2001:db8:77:${i.toString(16)}::1`;
    for (let i = 0; i < GROUP_BUDGET; i++) await sent(ctx, spreadMobile(), { address: site(i) });
    const refused = spreadMobile();
    const res = await requestOtp(ctx, refused, {
      address: site(GROUP_BUDGET),
      captcha: await solvedCaptcha(ctx),
    });
    expect(res.status).toBe(429);
    expect(await inboxSize(ctx, refused)).toBe(0);
    expect(trips(ctx, "sms.address-group-budget-spent").at(-1)).toMatchObject({
      group: "2001:db8:77::/48",
    });
    await sent(ctx, spreadMobile(), { address: "2001:db8:78::1" });
  });
});

it("stops a flood over many address groups into one number prefix; other prefixes and its customers go on", async () => {
  startOfNextDay(ctx);
  const prefix = "61234";
  const customer = mobileIn(prefix);
  await signedUp(ctx, customer, "100.65.200.1");
  // Each send from a network of its own, each network solving its first captcha.
  for (let i = 1; i < PREFIX_BUDGET; i++) {
    expect(await sent(ctx, mobileIn(prefix), { address: `100.65.${i}.1` })).toBe(true);
  }
  const refused = mobileIn(prefix);
  const res = await requestOtp(ctx, refused, {
    address: `100.65.${PREFIX_BUDGET}.1`,
    captcha: await solvedCaptcha(ctx),
  });
  // Before the fix: 200, and the flood went on.
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({ error: "otp-not-sent" });
  expect(await inboxSize(ctx, refused)).toBe(0);
  expect(trips(ctx, "sms.number-prefix-budget-spent")).toEqual([
    expect.objectContaining({ level: "error", prefix, budget: PREFIX_BUDGET }),
  ]);

  await sent(ctx, mobileIn("61235"), { address: "100.65.100.1" });
  ctx.clock.advance(60_000); // past the customer's sign-up cool-down
  await sent(ctx, customer, { purpose: "login", address: "100.65.101.1" });
});

it(`texts one number at most ${NUMBER_BUDGET} codes a day; its owner's browser still gets one`, async () => {
  startOfNextDay(ctx);
  const mobile = spreadMobile();
  // The owner signs up in this context's browser: it proved the number.
  await signedUp(ctx, mobile, "100.66.0.1");
  const stranger = { address: "100.66.1.1", otpClient: false } as const;
  // 16 minutes apart: past every cool-down (at most 15), so only the day's budget is left.
  for (let i = 1; i < NUMBER_BUDGET; i++) {
    ctx.clock.advance(16 * 60_000);
    await sent(ctx, mobile, { ...stranger, purpose: "login" });
  }
  ctx.clock.advance(16 * 60_000);
  const refused = await requestOtp(ctx, mobile, {
    ...stranger,
    purpose: "login",
    captcha: await solvedCaptcha(ctx),
  });
  // Before the fix: 200, about a hundred a day.
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBe(secondsToMidnight(ctx));
  expect(await inboxSize(ctx, mobile)).toBe(NUMBER_BUDGET);
  const [trip, ...again] = trips(ctx, "sms.number-budget-spent");
  expect(again).toEqual([]);
  expect(trip).toMatchObject({ level: "error", to: maskMobile(mobile), budget: NUMBER_BUDGET });
  expect(JSON.stringify(ctx.logger.records)).not.toContain(mobile);

  // The owner's browser, which proved the number, is not held to the stranger's count.
  await sent(ctx, mobile, { purpose: "login", address: "100.66.0.1" });
  expect(await inboxSize(ctx, mobile)).toBe(NUMBER_BUDGET + 1);

  startOfNextDay(ctx);
  await sent(ctx, mobile, { ...stranger, purpose: "login" });
});

it("a customer on a network never seen, who mistypes twice, logs in within a minute", async () => {
  startOfNextDay(ctx);
  const mobile = spreadMobile();
  await signedUp(ctx, mobile, "100.67.0.1");
  ctx.clock.advance(60_000);
  const started = ctx.clock().getTime();
  const address = "2001:db8:99:1::1";
  expect(await sent(ctx, mobile, { purpose: "login", address })).toBe(true);
  const code = await readOtp(ctx, mobile);
  const logIn = (otp: string) =>
    ctx.postJson("/api/auth/login", { recievedOtp: otp, mobileNumber: mobile }, { address });
  for (let i = 0; i < 2; i++) expect((await logIn(wrongCode(code))).status).toBe(401);
  ctx.clock.advance(30_000);
  expect((await logIn(code)).status).toBe(200);
  expect(ctx.clock().getTime() - started).toBeLessThan(60_000);
});

describe("at the production sizes", () => {
  let office: TestContext;
  beforeAll(async () => {
    office = await createTestContext({
      env: {
        OTP_ADDRESS_GROUP_CAPTCHA: "on",
        OTP_DAILY_SMS_PER_ADDRESS_GROUP: undefined,
        OTP_DAILY_SMS_PER_NUMBER_PREFIX: undefined,
        OTP_DAILY_SMS_PER_NUMBER: undefined,
      },
    });
  });
  afterAll(() => office.close());

  it("an office behind one /24 goes through its day: 25 colleagues sign up and log in, a captcha the app solves once the network is busy", async () => {
    startOfNextDay(office);
    const colleagues = Array.from({ length: 25 }, () => spreadMobile());
    const desk = (i: number) => `10.20.30.${i + 1}`;
    const asked: boolean[] = [];
    for (const [i, mobile] of colleagues.entries())
      asked.push(await signedUp(office, mobile, desk(i)));
    // The network's first send, and each past the first 20 of the day (a tenth of 200).
    expect(asked.flatMap((captcha, i) => (captcha ? [i + 1] : []))).toEqual([
      1, 21, 22, 23, 24, 25,
    ]);
    office.clock.advance(4 * 3_600_000);
    for (const [i, mobile] of colleagues.entries()) {
      await sent(office, mobile, { purpose: "login", address: desk(i) });
    }
    expect(trips(office, "sms.address-group-budget-spent")).toEqual([]);
  });
});
