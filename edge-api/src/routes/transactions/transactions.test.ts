import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { transactions } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../env.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const day = 24 * 60 * 60 * 1000;
  const base = Date.parse("2025-02-01T06:00:00Z");
  // Inserted out of order: the answer must sort by updatedAt, not insertion.
  await ctx.db
    .insert(transactions)
    .values([
      row("ORD-2", "Karthik S", "9840012345", true, 1699, new Date(base + 2 * day)),
      row("ORD-1", "Anitha R", "9840098765", false, 2499, new Date(base)),
      row("ORD-3", "Meena V", "9940011122", true, 7099, new Date(base + 5 * day)),
    ]);
});
afterAll(() => ctx?.close());

function row(
  orderId: string,
  name: string,
  mobileNumber: string,
  paid: boolean,
  amount: number,
  updatedAt: Date,
) {
  return {
    orderId,
    name,
    mobileNumber,
    paymentStatus: paid,
    amount,
    products: [{ name: "Health Package - Premium", price: amount }],
    responseLog: JSON.stringify({ status: paid ? "success" : "failure", txnid: orderId }),
    createdAt: updatedAt,
    updatedAt,
  };
}

const PATH = "/api/transactions-history/fetch-transactions";
let nextAddress = 1;
/** On the server's machine (127.0.0.0/8), where the development password signs in. */
const freshAddress = () => `127.0.2.${nextAddress++}`;

describe("POST /api/transactions-history/fetch-transactions", () => {
  it("answers the transactions newest first for the historic emailAddress + password", async () => {
    const res = await ctx.postJson(
      PATH,
      { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      { address: freshAddress() },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; transactions: Record<string, unknown>[] };
    expect(body.status).toBe("success");
    expect(body.transactions.map((t) => t.orderId)).toEqual(["ORD-3", "ORD-2", "ORD-1"]);
    expect(body.transactions[0]).toEqual({
      name: "Meena V",
      mobileNumber: "9940011122",
      paymentStatus: true,
      products: [{ name: "Health Package - Premium", price: 7099 }],
      orderId: "ORD-3",
      // No order row behind this one (kept from the earlier system): its order id stands in.
      reference: "ORD-3",
      amount: 7099,
      updatedAt: "2025-02-06T06:00:00.000Z",
      responseLog: JSON.stringify({ status: "success", txnid: "ORD-3" }),
      payAtCollection: false,
      // Kept from the earlier system (no order here): the paid flag and the gateway's answer.
      money: {
        status: "paid-online",
        payment: {
          channel: "online",
          method: null,
          at: "2025-02-06T06:00:00.000Z",
          paymentId: "ORD-3",
          recordedBy: null,
        },
        refund: null,
        cancelledAt: null,
        failedAttempts: [],
      },
    });
    expect(body.transactions[2]?.money).toEqual({
      status: "payment-failed",
      payment: null,
      refund: null,
      cancelledAt: null,
      failedAttempts: [{ at: "2025-02-01T06:00:00.000Z", reason: null }],
    });
  });

  it("answers for a valid admin session cookie with an empty body", async () => {
    const login = await ctx.postJson(
      "/api/admin/login",
      { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      { address: freshAddress() },
    );
    const cookie = cookieHeader(login);
    const res = await ctx.postJson(PATH, {}, { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { transactions: { orderId: string }[] };
    expect(body.transactions.map((t) => t.orderId)).toEqual(["ORD-3", "ORD-2", "ORD-1"]);
    const bodyless = await ctx.app.request(PATH, { method: "POST", headers: { cookie } });
    expect(bodyless.status).toBe(200);
  });

  it("is 401 with wrong credentials, no credentials, or a forged cookie", async () => {
    const address = freshAddress();
    const attempts = [
      ctx.postJson(PATH, { emailAddress: DEV_ADMIN_EMAIL, password: "wrong" }, { address }),
      ctx.postJson(
        PATH,
        { emailAddress: "nobody@vyom.example", password: DEV_ADMIN_PASSWORD },
        { address },
      ),
      ctx.postJson(PATH, { emailAddress: DEV_ADMIN_EMAIL }, { address }),
      ctx.postJson(PATH, {}, { address }),
      ctx.postJson(PATH, {}, { address, headers: { cookie: "vyom-admin=forged" } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
    }
  });

  it("is 401 for an expired or a logged-out session cookie", async () => {
    const signIn = async () =>
      cookieHeader(
        await ctx.postJson(
          "/api/admin/login",
          { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
          { address: freshAddress() },
        ),
      );
    const expired = await signIn();
    expect((await ctx.postJson(PATH, {}, { headers: { cookie: expired } })).status).toBe(200);
    ctx.clock.advance(31 * 60 * 1000);
    const loggedOut = await signIn();
    expect((await ctx.postJson(PATH, {}, { headers: { cookie: loggedOut } })).status).toBe(200);
    await ctx.app.request("/api/admin/logout", { method: "POST", headers: { cookie: loggedOut } });
    for (const cookie of [expired, loggedOut]) {
      const res = await ctx.postJson(PATH, {}, { headers: { cookie } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorised" });
    }
  });

  it("is never stored by a cache, whether it answers the list or refuses", async () => {
    const ok = await ctx.postJson(
      PATH,
      { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      { address: freshAddress() },
    );
    const refused = await ctx.postJson(PATH, {}, { address: freshAddress() });
    expect([ok.status, refused.status]).toEqual([200, 401]);
    for (const res of [ok, refused]) expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("is rate-limited like the admin sign-in", async () => {
    // An account of its own: the limit counts per account, and later tests use the dev admin.
    const admin = await createAdmin(ctx.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      await ctx.postJson(PATH, { emailAddress: admin.email, password: `wrong-${i}` }, { address });
    }
    const res = await ctx.postJson(
      PATH,
      { emailAddress: admin.email, password: admin.password },
      { address },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).not.toBeNull();
  });

  it("validates the body's types", async () => {
    const res = await ctx.postJson(PATH, { emailAddress: 42, password: ["x"] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["emailAddress", "password"]);
  });

  it("answers every transaction, not only the newest thousand", async () => {
    const base = Date.parse("2024-01-01T06:00:00Z");
    const older = Array.from({ length: 1_200 }, (_, i) =>
      row(`OLD-${i}`, "Ravi K", "9840000000", i % 2 === 0, 1099, new Date(base + i * 60_000)),
    );
    await ctx.db.insert(transactions).values(older);
    const res = await ctx.postJson(
      PATH,
      { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      { address: freshAddress() },
    );
    const body = (await res.json()) as { transactions: { orderId: string }[] };
    expect(body.transactions).toHaveLength(1_203);
    expect(body.transactions.at(-1)?.orderId).toBe("OLD-0");
    await ctx.db.delete(transactions).where(like(transactions.orderId, "OLD-%"));
  });
});
