/**
 * The development admin password is printed in the README: it signs in only on a request made on
 * the server's machine (services/admin/admins.ts, http/local-request.ts), through both doors that
 * take a password. Any other password is unaffected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../env.ts";
import { ensureAdmin } from "../../services/admin/admins.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let addressSeq = 0;
const remoteAddress = () => `198.51.7.${++addressSeq}`;

/**
 * An admin whose password is the development one, of its own per use: sign-in limits count per
 * account (services/admin/sign-in-limits.ts), and these tests are about the password, not them.
 */
let adminSeq = 0;
async function devPasswordAdmin(): Promise<string> {
  const email = `dev-password-${++adminSeq}@vyom.example`;
  await ensureAdmin(ctx.db, email, DEV_ADMIN_PASSWORD);
  return email;
}

const signIn = (address: string, email = DEV_ADMIN_EMAIL, headers = {}) =>
  ctx.postJson("/api/admin/login", { email, password: DEV_ADMIN_PASSWORD }, { address, headers });
const fetchTransactions = (address: string, email = DEV_ADMIN_EMAIL) =>
  ctx.postJson(
    "/api/transactions-history/fetch-transactions",
    { emailAddress: email, password: DEV_ADMIN_PASSWORD },
    { address },
  );

describe("the development admin password", () => {
  it("is refused from another machine, like a wrong password, at both doors", async () => {
    for (const address of [remoteAddress(), "::ffff:10.1.2.3", "2001:db8::7"]) {
      const email = await devPasswordAdmin();
      const res = await signIn(address, email);
      expect(res.status, address).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await fetchTransactions(address, email)).status).toBe(401);
    }
  });

  it("is refused to a remote client claiming loopback in X-Forwarded-For", async () => {
    const res = await signIn(remoteAddress(), await devPasswordAdmin(), {
      "x-forwarded-for": "127.0.0.1",
    });
    expect(res.status).toBe(401);
  });

  it("counts remote tries against the sign-in limit", async () => {
    const address = remoteAddress();
    const email = await devPasswordAdmin();
    for (let i = 0; i < 5; i++) expect((await signIn(address, email)).status).toBe(401);
    expect((await signIn(address, email)).status).toBe(429);
  });

  it("signs in on the server's machine", async () => {
    for (const address of [LOOPBACK, "::1", "::ffff:127.0.0.1"]) {
      expect((await signIn(address, await devPasswordAdmin())).status, address).toBe(200);
    }
    expect((await fetchTransactions(LOOPBACK, await devPasswordAdmin())).status).toBe(200);
  });
});

describe("an admin password of one's own", () => {
  it("signs in from anywhere", async () => {
    await ensureAdmin(ctx.db, "ops@vyom.example", "a-long-password-of-our-own");
    const res = await ctx.postJson(
      "/api/admin/login",
      { email: "ops@vyom.example", password: "a-long-password-of-our-own" },
      { address: remoteAddress() },
    );
    expect(res.status).toBe(200);
  });
});
