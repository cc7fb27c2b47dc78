/**
 * Labs' API keys over HTTP: an admin issues a key (shown once, stored as its hash), rotates it
 * with two live at once so results never stop, and revokes the old one, after which it files
 * nothing; nobody but an admin manages keys.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { cbcRecord, postFhir, seedBookingVisit } from "../../../test/support/lab-results.ts";
import { lisKeys } from "../../db/schema.ts";

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx?.close());

const issue = (body: unknown, cookie = admin) =>
  ctx.postJson("/api/admin/lis-keys", body, { headers: { cookie }, address: freshAddress() });
const revoke = (id: string) =>
  ctx.postJson(
    `/api/admin/lis-keys/${id}/revoke`,
    {},
    { headers: { cookie: admin }, address: freshAddress() },
  );

/** A collected booking's report filed with `key` from the lab's own (remote) address. */
async function fileWith(key: string, n: number) {
  const name = `Padma Krishnan ${String.fromCharCode(65 + n)}`;
  const { bookingId } = await seedBookingVisit(ctx.db, {
    name,
    mobileNumber: `98453${String(n).padStart(5, "0")}`,
    now: ctx.clock(),
  });
  return postFhir(ctx, fhirBundle(cbcRecord(bookingId, name)), { key, address: "203.0.113.80" });
}

describe("a lab's keys", () => {
  it("rotate with two live keys, then the old one stops filing once revoked", async () => {
    const first = await issue({ labId: "vyom-bengaluru", label: "Bengaluru LIS 2026" });
    expect(first.status).toBe(201);
    const old = (await first.json()) as { id: string; key: string };
    expect(old.key).toMatch(/^vyom_lis_[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.db.select().from(lisKeys).where(eq(lisKeys.id, old.id));
    expect(stored?.keyHash).not.toContain(old.key);

    const second = (await (
      await issue({ labId: "vyom-bengaluru", label: "Bengaluru LIS 2027" })
    ).json()) as {
      key: string;
      id: string;
    };
    const third = await issue({ labId: "vyom-bengaluru", label: "One too many" });
    expect(third.status).toBe(409);
    expect(((await third.json()) as { message: string }).message).toMatch(/at most 2 live keys/);

    expect((await fileWith(old.key, 1)).status).toBe(201);
    expect((await fileWith(second.key, 2)).status).toBe(201);
    expect((await revoke(old.id)).status).toBe(200);
    expect((await fileWith(old.key, 3)).status).toBe(401);
    expect((await fileWith(second.key, 4)).status).toBe(201);

    const list = await ctx.get("/api/admin/lis-keys", { headers: { cookie: admin } });
    const { keys } = (await list.json()) as {
      keys: { id: string; revokedAt: string | null; lastUsedAt: string | null }[];
    };
    expect(keys.find((k) => k.id === old.id)?.revokedAt).not.toBeNull();
    expect(keys.find((k) => k.id === second.id)?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(second.key);
  });

  it("are for real labs only, and never the development lab", async () => {
    const list = await ctx.get("/api/admin/lis-keys", { headers: { cookie: admin } });
    const { labs } = (await list.json()) as { labs: { id: string; name: string }[] };
    expect(labs.map((lab) => lab.id)).toEqual(["vyom-chennai-central", "vyom-bengaluru"]);
    expect((await issue({ labId: "vyom-dev-lab", label: "Sneaky" })).status).toBe(404);
    expect((await issue({ labId: "no-such-lab", label: "Sneaky" })).status).toBe(404);
    expect((await issue({ labId: "VYOM BENGALURU\u0000", label: "x" })).status).toBe(400);
    expect((await revoke("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await revoke("not-a-uuid")).status).toBe(400);
  });

  it("are managed by admins only", async () => {
    const password = "a-long-staff-password";
    const made = await ctx.postJson(
      "/api/admin/users",
      { email: "keys-desk@vyom.example", password },
      { headers: { cookie: admin }, address: freshAddress() },
    );
    expect(made.status).toBe(201);
    const login = await ctx.postJson(
      "/api/admin/login",
      { email: "keys-desk@vyom.example", password },
      { address: freshAddress() },
    );
    const desk = cookieHeader(login);
    expect((await issue({ labId: "vyom-bengaluru", label: "Desk's key" }, desk)).status).toBe(403);
    expect((await ctx.get("/api/admin/lis-keys", { headers: { cookie: desk } })).status).toBe(403);
    expect(
      (await ctx.postJson("/api/admin/lis-keys", { labId: "vyom-bengaluru", label: "x" })).status,
    ).toBe(401);
  });
});
