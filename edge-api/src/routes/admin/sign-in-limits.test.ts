/**
 * Attacks on the admin password step over HTTP: one address sweeping many e-mails, many
 * addresses sharing the guesses on one account, a burst, and what the limit gives away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const login = (body: unknown, address: string) =>
  ctx.postJson("/api/admin/login", body, { address });

describe("admin sign-in limits", () => {
  it("refuses one address after 20 tries, however many different e-mails it tries", async () => {
    const address = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await login({ email: `guess-${i}@vyom.example`, password: "123456" }, address);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(180).fill(429));
    // The real admin from that address waits too; from any other address it signs in.
    const admin = await createAdmin(ctx.db);
    const same = await login(admin, address);
    expect(same.status).toBe(429);
    expect(Number(same.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(admin, freshAddress())).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, so fresh addresses of one subscriber do not help", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const address = `2001:db8:aaaa:bbbb:${i.toString(16)}::${i.toString(16)}`;
      const res = await login({ email: `six-${i}@vyom.example`, password: "x" }, address);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it("refuses one account attacked from many addresses, with a growing wait, never for good", async () => {
    const admin = await createAdmin(ctx.db);
    for (let i = 0; i < 5; i++) {
      const res = await login({ ...admin, password: `guess-${i}` }, freshAddress());
      expect(res.status).toBe(401);
    }
    // Each further guess, from yet another address, waits twice as long as the one before.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login({ ...admin, password: `guess-x${i}` }, freshAddress());
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      ctx.clock.advance(wait * 1000);
      expect((await login({ ...admin, password: `guess-y${i}` }, freshAddress())).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    // The real admin, after the backoff, signs in; that also forgets the strangers' guesses.
    const refused = await login(admin, freshAddress());
    expect(refused.status).toBe(429);
    ctx.clock.advance(Number(refused.headers.get("retry-after")) * 1000);
    expect((await login(admin, freshAddress())).status).toBe(200);
    expect((await login({ ...admin, password: "typo" }, freshAddress())).status).toBe(401);
    expect((await login(admin, freshAddress())).status).toBe(200);
  });

  it("caps the wait, so a stranger who keeps guessing delays the admin by 15 minutes at most", async () => {
    const admin = await createAdmin(ctx.db);
    // Twelve guesses, each made as soon as the backoff allows it.
    for (let i = 0; i < 12; i++) {
      const guess = { ...admin, password: `guess-${i}` };
      const res = await login(guess, freshAddress());
      if (res.status === 429) {
        ctx.clock.advance(Number(res.headers.get("retry-after")) * 1000);
        expect((await login(guess, freshAddress())).status).toBe(401);
      }
    }
    const refused = await login(admin, freshAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(15 * 60);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await login(admin, freshAddress())).status).toBe(200);
  });

  it("lets only the free tries of a concurrent burst on one account be checked", async () => {
    const admin = await createAdmin(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ ...admin, password: `burst-${i}` }, freshAddress()),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it("answers and limits an e-mail without an account exactly like an admin's", async () => {
    const admin = await createAdmin(ctx.db);
    const unknown = "nobody-here@vyom.example";
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await login({ email, password: `guess-${i}` }, freshAddress());
        // The date and the request's own id differ from any answer to the next.
        const headers = [...res.headers].filter(
          ([name]) => name !== "date" && name !== "x-request-id",
        );
        seen.push(JSON.stringify([res.status, await res.text(), headers]));
      }
      return seen;
    };
    expect(await answers(unknown)).toEqual(await answers(admin.email));
  });

  it("takes as long for an unknown e-mail as for a wrong password (both run scrypt)", async () => {
    const admin = await createAdmin(ctx.db);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const res = await login({ email, password: "wrong" }, freshAddress());
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, fresh accounts and addresses, so no limit is reached and load hits both alike.
    for (let i = 0; i < 4; i++) {
      known.push(await timeOf(admin.email));
      unknown.push(await timeOf(`nobody-${i}@vyom.example`));
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1] ?? 0;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
