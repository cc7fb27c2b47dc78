import { describe, expect, it } from "vitest";
import { addPackageToCart, addTestToCart } from "./cart.ts";
import { cartCount } from "./cart-lines.ts";
import { db, VyomDatabase } from "./database.ts";
import { setLocation } from "./location.ts";
import { currentRowId, type SessionUser } from "./records.ts";
import { logout, readSession, saveSession } from "./session.ts";
import { cbc, premium } from "./test-fixtures.ts";

describe("after a restart (a fresh Dexie instance on the same database)", () => {
  it("the cart and the location are still there", async () => {
    await addTestToCart(cbc);
    await addPackageToCart(premium);
    await setLocation("andhraPradesh");
    db.close();

    const restarted = new VyomDatabase();
    const cart = await restarted.cart.get(currentRowId);
    expect(cartCount(cart)).toBe(2);
    expect((await restarted.settings.get("location"))?.value).toBe("andhraPradesh");
    restarted.close();
    await db.open();
  });
});

describe("the session", () => {
  const user: SessionUser = {
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
    cartMembers: [{ name: "Priya Raman", relation: "My Self", mobileNumber: "9876543210" }],
    relationsDetails: [],
  };

  it("is logged out by default, logged in after saving, and cleared by logout", async () => {
    expect(await readSession()).toMatchObject({ isUserLoggedIn: false, user: null });
    await saveSession(user);
    expect(await readSession()).toMatchObject({ isUserLoggedIn: true, user: { name: user.name } });
    await logout();
    expect((await readSession()).isUserLoggedIn).toBe(false);
  });
});
