import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { carts } from "../../db/schema.ts";
import { nextMobile, signUp } from "../auth/auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tests = [{ testName: "Complete Blood Count (CBC)", testPrice: 399, corpId: "10012" }];
const healthPackages = [
  { healthPackageName: "Premium", healthPackagePrice: 1699, corpId: "30042" },
];

describe("POST /api/cart/create", () => {
  it("replaces the lines of the user's cart and answers its id", async () => {
    const { user, cookie } = await signUp(ctx, nextMobile());
    const headers = { cookie };
    const cartId = (user.cart as { _id: string })._id;
    const res = await ctx.postJson(
      "/api/cart/create",
      { tests, healthPackages, vyomId: user.vyomId, bookingId: "" },
      { headers },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cartDoc: { _id: cartId } });
    const [row] = await ctx.db.select().from(carts).where(eq(carts.id, cartId));
    expect(row).toMatchObject({ tests, healthPackages, bookingId: null });
    expect(row?.members).toHaveLength(1);

    const emptied = await ctx.postJson(
      "/api/cart/create",
      { tests: [], healthPackages: [], vyomId: user.vyomId, bookingId: "BK-1001" },
      { headers },
    );
    expect(await emptied.json()).toEqual({ cartDoc: { _id: cartId } });
    const [after] = await ctx.db.select().from(carts).where(eq(carts.id, cartId));
    expect(after).toMatchObject({ tests: [], healthPackages: [], bookingId: "BK-1001" });
  });

  it("creates a cart for a user who has none", async () => {
    const { user, cookie } = await signUp(ctx, nextMobile(), "Meena Krishnan");
    await ctx.db.delete(carts).where(eq(carts.vyomId, user.vyomId));
    const res = await ctx.postJson(
      "/api/cart/create",
      { tests, healthPackages: [], vyomId: user.vyomId },
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    const { cartDoc } = (await res.json()) as { cartDoc: { _id: string } };
    const [row] = await ctx.db.select().from(carts).where(eq(carts.id, cartDoc._id));
    expect(row).toMatchObject({ userId: user._id, tests, healthPackages: [] });
    expect(row?.members).toEqual([
      {
        name: "Meena Krishnan",
        relation: "My Self",
        mobileNumber: user.mobileNumber,
        vyomId: user.vyomId,
      },
    ]);
  });

  it("needs the customer session (401), and only ever writes the session's own cart (403)", async () => {
    const owner = await signUp(ctx, nextMobile());
    const other = await signUp(ctx, nextMobile(), "Meena Krishnan");
    const body = { tests, healthPackages, vyomId: owner.user.vyomId };
    const anonymous = await ctx.postJson("/api/cart/create", body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "login-required" });
    const forged = await ctx.postJson("/api/cart/create", body, {
      headers: { cookie: "vyom-customer=not-a-session" },
    });
    expect(forged.status).toBe(401);
    const someoneElse = await ctx.postJson("/api/cart/create", body, {
      headers: { cookie: other.cookie },
    });
    expect(someoneElse.status).toBe(403);
    const [row] = await ctx.db.select().from(carts).where(eq(carts.vyomId, owner.user.vyomId));
    expect(row?.tests).toEqual([]);
  });

  it("refuses malformed lines with 400", async () => {
    const { user, cookie } = await signUp(ctx, nextMobile());
    const bodies = [
      {
        tests: [{ testName: "CBC", testPrice: -1, corpId: "1" }],
        healthPackages: [],
        vyomId: user.vyomId,
      },
      {
        tests: [{ testName: "CBC", testPrice: "399", corpId: "1" }],
        healthPackages: [],
        vyomId: user.vyomId,
      },
      {
        tests: [],
        healthPackages: [{ healthPackageName: "", healthPackagePrice: 1, corpId: "1" }],
        vyomId: user.vyomId,
      },
      { tests: "all", healthPackages: [], vyomId: user.vyomId },
      { tests: [], healthPackages: [] },
      {
        tests: Array.from({ length: 101 }, () => tests[0]),
        healthPackages: [],
        vyomId: user.vyomId,
      },
    ];
    for (const body of bodies) {
      const res = await ctx.postJson("/api/cart/create", body, { headers: { cookie } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid-request" });
    }
  });
});
