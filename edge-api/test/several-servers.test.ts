/**
 * Several API servers on one database behind a round-robin load balancer: what a customer holds
 * (a session, an OTP's remaining tries) and what a client spends (a rate limit) live in the
 * database, so whichever server answers sees the same. On PostgreSQL the servers are two
 * processes started together on an empty schema (test/support/two-servers.ts); on PGlite two
 * apps built separately over one database. Each check shows, through SERVED_BY, that its
 * requests crossed servers.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.ts";
import { otpLimits } from "../src/services/otp/otp-limits.ts";
import { freshAddress } from "./context.ts";
import { cookieHeader } from "./cookies.ts";
import { wantsPostgres } from "./database.ts";
import type { BalancedApi, BalancedRequest } from "./support/balanced-api.ts";
import { type BalancedServers, startBalancedServers } from "./support/balanced-servers.ts";
import { SERVED_BY } from "./support/round-robin-proxy.ts";

let servers: BalancedServers;
let api: BalancedApi;

beforeAll(async () => {
  servers = await startBalancedServers();
  api = servers.api;
});
afterAll(() => servers?.close());

let mobiles = 0;
/** A mobile no other test of the run uses (8 + this process + a counter). */
const nextMobile = () =>
  `8${String(process.pid % 10_000).padStart(4, "0")}${String(++mobiles).padStart(5, "0")}`;

const app = { "x-vyom-client": "app" };
const servedBy = (answers: Response[]) => new Set(answers.map((res) => res.headers.get(SERVED_BY)));

const postJson = (path: string, body: unknown, init: BalancedRequest = {}) =>
  api(path, {
    ...init,
    method: "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });

async function readOtp(mobile: string): Promise<string> {
  const res = await api(`/api/dev/sms-outbox?mobile=${mobile}`);
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  const code = messages[0]?.message.match(/^(\d{5}) is your /)?.[1];
  if (!code) throw new Error(`no OTP in the development inbox for ${mobile}`);
  return code;
}

/**
 * The one browser's OTP client cookie: a code is checked only with the client that asked for it
 * (src/http/otp-client.ts), whichever server answers.
 */
let otpClient = "";
const asTheBrowser = (): Record<string, string> => (otpClient ? { cookie: otpClient } : {});

async function sendOtp(mobile: string, purpose: "login" | "sign-up") {
  const res = await api(`/api/auth/get-otp/${mobile}?purpose=${purpose}`, {
    headers: { ...app, ...asTheBrowser() },
    address: freshAddress(),
  });
  expect(res.status).toBe(200);
  otpClient = cookieHeader(res) || otpClient;
  return readOtp(mobile);
}

/** Two requests in a row: the balancer gives one to each server. */
const onBothServers = (send: () => Promise<Response>) => Promise.all([send(), send()]);

describe("several servers on one database", () => {
  if (wantsPostgres())
    it("start together on an empty database, and migrate it once", async () => {
      const journal = JSON.parse(
        await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const applied = await servers.processes?.query<{ n: number }>(
        "select count(*)::int as n from __drizzle_migrations",
      );
      expect(applied).toEqual([{ n: journal.entries.length }]);
      const health = await onBothServers(() => api("/api/health"));
      expect(health.map((res) => res.status)).toEqual([200, 200]);
    });

  it("a session made on one server works on the other; logout on one ends it on both", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(mobile, "sign-up");
    const signedUp = await postJson(
      "/api/auth/sign-up",
      {
        mobileNumber: mobile,
        name: "Meera Iyer",
        email: "meera@example.in",
        pincode: "600041",
        namePrefix: "MS",
        mobileCode: "+91",
        recievedOtp: code,
      },
      { address: freshAddress(), headers: asTheBrowser() },
    );
    expect(signedUp.status).toBe(200);
    const cookie = cookieHeader(signedUp);
    const me = () => api("/api/users/me", { headers: { cookie }, address: freshAddress() });

    const before = await onBothServers(me);
    expect(before.map((res) => res.status)).toEqual([200, 200]);
    expect(servedBy(before)).toEqual(new Set(["0", "1"]));

    const logout = await postJson("/api/auth/logout", {}, { headers: { cookie } });
    expect(logout.status).toBe(200);
    const after = await onBothServers(me);
    expect(after.map((res) => res.status)).toEqual([401, 401]);
    expect(servedBy(after)).toEqual(new Set(["0", "1"]));
  });

  const verify = (mobile: string, code: string) =>
    postJson(
      "/api/auth/verify-otp",
      { mobileNumber: mobile, recievedOtp: code },
      { address: freshAddress(), headers: asTheBrowser() },
    );
  const wrong = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, "0");

  it("wrong OTP tries on one code are counted across servers: the fifth burns it", async () => {
    const spared = nextMobile();
    const sparedCode = await sendOtp(spared, "login");
    const four = await Promise.all(
      Array.from({ length: otpLimits.maxTriesPerCode - 1 }, () =>
        verify(spared, wrong(sparedCode)),
      ),
    );
    expect(servedBy(four)).toEqual(new Set(["0", "1"]));
    expect(await (await verify(spared, sparedCode)).json()).toEqual({ isVerified: true });

    const burned = nextMobile();
    const code = await sendOtp(burned, "login");
    const five = await Promise.all(
      Array.from({ length: otpLimits.maxTriesPerCode }, () => verify(burned, wrong(code))),
    );
    expect(servedBy(five)).toEqual(new Set(["0", "1"]));
    for (const res of five) expect(await res.json()).toEqual({ isVerified: false });
    const right = await onBothServers(() => verify(burned, code));
    for (const res of right) expect(await res.json()).toEqual({ isVerified: false });
  });

  it("a client's OTP sends are counted across servers", async () => {
    const address = freshAddress();
    const { limit } = otpLimits.sendsPerAddress;
    const send = () =>
      api(`/api/auth/get-otp/${nextMobile()}?purpose=login`, { headers: app, address });
    const allowed: Response[] = [];
    for (let i = 0; i < limit; i++) allowed.push(await send());
    expect(allowed.map((res) => res.status)).toEqual(allowed.map(() => 200));
    expect(servedBy(allowed)).toEqual(new Set(["0", "1"]));
    const refused = await onBothServers(send);
    expect(refused.map((res) => res.status)).toEqual([429, 429]);
  });
});
