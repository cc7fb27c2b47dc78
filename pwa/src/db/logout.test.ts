/**
 * Logout on a shared phone, on fake-indexeddb: what the device keeps of the person is gone (the
 * login, the cart, delivered submissions), while every submission not yet delivered stays.
 */
import { describe, expect, it } from "vitest";
import { addTestToCart } from "./cart.ts";
import { readCart } from "./cart-query.ts";
import { db } from "./database.ts";
import { setLocation } from "./location.ts";
import { outbox } from "./outbox.ts";
import type { OutboxState, SessionUser } from "./records.ts";
import { logout, readSession, saveSession } from "./session.ts";
import { cbc } from "./test-fixtures.ts";

const priya: SessionUser = {
  salutation: "MS",
  name: "Priya Raman",
  mobile: "9876543210",
  email: "priya@example.com",
  vyomId: "Pri1234321567",
  cartId: "c1",
  addressId: "a1",
  location: "chennai",
  pincode: "600001",
  userId: "u1",
  cartMembers: [
    { name: "Priya Raman", relation: "My Self", mobileNumber: "9876543210" },
    { name: "Kamala Raman", relation: "Mother", mobileNumber: "9876543211" },
  ],
  relationsDetails: [],
};

function booking(state: OutboxState, name: string) {
  return outbox.add({
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: { name, mobileNumber: "9876543210", bookingData: { Address: "12 Lake Road" } },
    state,
    attempts: state === "pending" ? 0 : 1,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: 1,
    sentAt: state === "sent" ? 2 : null,
    announce: true,
  });
}

/** Everything IndexedDB holds, as text: what someone picking up the phone could read. */
async function everythingStored(): Promise<string> {
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  return JSON.stringify(tables);
}

describe("logout", () => {
  it("removes the login, the cart and delivered submissions; keeps every unsent one", async () => {
    await setLocation("andhraPradesh");
    await saveSession(priya);
    await addTestToCart(cbc);
    await booking("sent", "Kamala Raman");
    const pending = await booking("pending", "Priya Raman");
    const sending = await booking("sending", "Priya Raman");
    const failed = await booking("failed", "Priya Raman");
    expect(await everythingStored()).toContain("Kamala Raman");

    await logout();

    expect(await readSession()).toMatchObject({ isUserLoggedIn: false, user: null });
    expect((await readCart()).tests).toEqual([]);
    expect(await db.session.count()).toBe(0);
    expect(await db.cart.count()).toBe(0);
    // The delivered booking (a member's name, the address) is gone, and no notice of it is due.
    const stored = await everythingStored();
    expect(stored).not.toContain("Kamala Raman");
    expect(stored).not.toContain("priya@example.com");
    expect(await outbox.listToAnnounce()).toEqual([]);
    // Not yet delivered: kept as they were, still to be sent (or retried).
    const kept = (await db.outbox.toArray()).map((row) => [row.id, row.state]);
    expect(kept).toEqual([
      [pending, "pending"],
      [sending, "sending"],
      [failed, "failed"],
    ]);
    // The device's own setting stays.
    expect((await db.settings.get("location"))?.value).toBe("andhraPradesh");
  });
});
