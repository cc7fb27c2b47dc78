/**
 * Attacks on the admin password step over HTTP: one address sweeping many e-mails, a stranger
 * locking the admin out, many addresses sharing the guesses on one account, a burst, and what
 * the limit gives away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { PASSWORD_COST } from "../../services/admin/passwords.ts";
import { solvedCaptcha } from "../auth/auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const login = (body: unknown, address: string, captcha?: string) =>
  ctx.postJson("/api/admin/login", body, {
    address,
    headers: captcha ? { "x-vyom-captcha": captcha } : {},
  });

const alerts = (account: string) =>
  ctx.logger.records.filter(
    (record) => record.event === "admin.sign-in.under-attack" && record.account === account,
  );

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

  it("never delays the admin for a stranger's wrong passwords from another address", async () => {
    // The attack: the account's backoff reopened for one try at a time and the attacker took it.
    const admin = await createAdmin(ctx.db);
    const attacker = freshAddress();
    const owner = freshAddress();
    const attackerStatuses: number[] = [];
    for (let round = 0; round < 14; round++) {
      for (let i = 0; i < 7; i++) {
        const guess = await login({ ...admin, password: `guess-${round}-${i}` }, attacker);
        attackerStatuses.push(guess.status);
      }
      expect((await login(admin, owner)).status, `round ${round}`).toBe(200);
      ctx.clock.advance(60 * 1000);
    }
    expect(attackerStatuses.slice(0, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(alerts(admin.email)).toEqual([]);
  });

  it("slows the guessing address down on that account, with a growing wait, never for good", async () => {
    const admin = await createAdmin(ctx.db);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...admin, password: `guess-${i}` }, attacker)).status).toBe(401);
    }
    // Each further guess from that address waits twice as long as the one before.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login({ ...admin, password: `guess-x${i}` }, attacker);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      // Meanwhile the admin, from its own address, is not held up.
      expect((await login(admin, freshAddress())).status).toBe(200);
      ctx.clock.advance(wait * 1000);
      expect((await login({ ...admin, password: `guess-y${i}` }, attacker)).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
  });

  it("asks for a captcha on an account tried from many addresses, and lets the admin in with one", async () => {
    const admin = await createAdmin(ctx.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...admin, password: `guess-${i}` }, freshAddress())).status).toBe(401);
    }
    expect(alerts(admin.email)).toEqual([]);
    const sixth = await login({ ...admin, password: "guess-5" }, freshAddress());
    expect(sixth.status).toBe(403);
    expect(await sixth.json()).toEqual({ error: "captcha-required" });
    // The alarm, once, at warn level.
    expect(alerts(admin.email)).toEqual([
      expect.objectContaining({ level: "warn", account: admin.email }),
    ]);

    // The admin is asked for the step-up, not refused: with a solved captcha it signs in.
    const owner = freshAddress();
    const bare = await login(admin, owner);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: "captcha-required" });
    const forged = await login(admin, owner, "bm90LWEtY2FwdGNoYQ==");
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: "captcha-failed" });
    expect((await login(admin, owner, await solvedCaptcha(ctx))).status).toBe(200);

    // Every further guess costs the strangers a captcha, even after the admin signed in.
    expect((await login({ ...admin, password: "guess-6" }, freshAddress())).status).toBe(403);
    const paid = await login(
      { ...admin, password: "guess-7" },
      freshAddress(),
      await solvedCaptcha(ctx),
    );
    expect(paid.status).toBe(401);
    expect(alerts(admin.email)).toHaveLength(1);
  });

  it("caps the wait of an address guessing at one account at 15 minutes; the admin never waits", async () => {
    const admin = await createAdmin(ctx.db);
    const attacker = freshAddress();
    // Twelve guesses, each made as soon as the backoff allows it.
    for (let i = 0; i < 12; i++) {
      const guess = { ...admin, password: `guess-${i}` };
      const res = await login(guess, attacker);
      if (res.status === 429) {
        ctx.clock.advance(Number(res.headers.get("retry-after")) * 1000);
        expect((await login(guess, attacker)).status).toBe(401);
      }
    }
    const refused = await login({ ...admin, password: "guess-12" }, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(15 * 60);
    expect((await login(admin, freshAddress())).status).toBe(200);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await login({ ...admin, password: "guess-13" }, attacker)).status).toBe(401);
  });

  it("checks only the first addresses of a concurrent burst on one account without a captcha", async () => {
    const admin = await createAdmin(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ ...admin, password: `burst-${i}` }, freshAddress()),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(25);
    expect(alerts(admin.email)).toHaveLength(1);
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
    // Production's cost, as the decoy's: the test is about the time scrypt takes.
    const admin = await createAdmin(ctx.db, PASSWORD_COST);
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
