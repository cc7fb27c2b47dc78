/**
 * The device's copy of "My bookings" on fake-indexeddb (docs/product.md#my-bookings): the last
 * list opens "as of" its time, one person's only, updated by a change, gone at logout; and a
 * database of the previous version upgrades to the one with the new store, keeping its rows.
 */
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { Dexie } from "dexie";
import { beforeEach, describe, expect, it } from "vitest";
import { db, VyomDatabase } from "@/db/database.ts";
import { logout } from "@/db/session.ts";
import { readBookings, saveBooking, saveBookings } from "./my-bookings-store.ts";

const booking = (reference: string, status: MyBooking["status"] = "confirmed"): MyBooking => ({
  key: `order:${reference}`,
  kind: "order",
  reference,
  createdAt: "2026-12-01T00:30:00.000Z",
  members: [{ name: "Priya Raman", relation: "My Self", tests: ["Complete Blood Count"] }],
  amount: 499,
  payment: "paid-online",
  status,
  visit: {
    id: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
    pincode: "600020",
    window: { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00" },
    canChange: true,
    reschedulesLeft: 2,
  },
  refund: null,
  timeline: [
    { kind: "received", at: "2026-12-01T00:30:00.000Z" },
    {
      kind: "confirmed",
      at: "2026-12-01T00:31:00.000Z",
      window: { day: "2026-12-02", startsAt: "09:00" },
    },
  ],
});

const SYNCED = new Date("2026-12-01T01:00:00Z");

beforeEach(async () => {
  await db.myBookings.clear();
});

describe("the device's copy of My bookings", () => {
  it("keeps the last list with its time, and only the current person's", async () => {
    expect(await readBookings("9876543210")).toBeUndefined();
    await saveBookings("9876543210", [booking("VYO-1"), booking("VYO-2")], SYNCED);
    expect(await readBookings("9876543210")).toEqual({
      bookings: [booking("VYO-1"), booking("VYO-2")],
      syncedAt: SYNCED,
    });
    await saveBookings("9123456780", [booking("VYO-3")], SYNCED);
    expect(await readBookings("9876543210")).toBeUndefined();
    expect((await readBookings("9123456780"))?.bookings).toHaveLength(1);
  });

  it("a change replaces that booking only", async () => {
    await saveBookings("9876543210", [booking("VYO-1"), booking("VYO-2")], SYNCED);
    const later = new Date("2026-12-01T02:00:00Z");
    await saveBooking("9876543210", booking("VYO-2", "cancelled"), later);
    const stored = await readBookings("9876543210");
    expect(stored?.bookings.map((b) => b.status)).toEqual(["confirmed", "cancelled"]);
    expect(stored?.syncedAt).toEqual(later);
  });

  it("logout removes it", async () => {
    await saveBookings("9876543210", [booking("VYO-1")], SYNCED);
    await logout();
    expect(await db.myBookings.count()).toBe(0);
  });

  it("a version-4 database upgrades to the current version with its rows kept and the new store empty", async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(4).stores({
      cart: "id",
      settings: "key",
      session: "id",
      leases: "name",
      outbox:
        "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt], [state+kind], noticeDue, attentionSince",
    });
    await old.table("settings").put({ key: "location", value: "chennai" });
    old.close();
    const upgraded = new VyomDatabase(name);
    expect(await upgraded.settings.get("location")).toEqual({ key: "location", value: "chennai" });
    expect(await upgraded.myBookings.count()).toBe(0);
    // 5 added My bookings; 6 the reports kept on the phone; 7 the technician's day
    // (pwa/src/db/database.ts).
    expect(upgraded.verno).toBe(7);
    upgraded.close();
    await Dexie.delete(name);
  });
});
