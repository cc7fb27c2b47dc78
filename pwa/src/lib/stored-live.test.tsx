import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";

/**
 * A first visit: nothing stored (the database deleted), and a fresh copy of the app's modules, as
 * a new page has them. Writes through the test setup's `db` stand for another tab: its module
 * copy is not the page's, so the page learns of them only as another tab's write.
 */
async function firstVisit() {
  await db.delete();
  vi.resetModules();
  const [{ useCartCount }, { useSession }, storage, { notePageShown }] = await Promise.all([
    import("./use-cart.ts"),
    import("./use-session.ts"),
    import("@/db/storage-in-use.ts"),
    import("./page-ready.ts"),
  ]);
  // The page is shown (the test setup says so for its own module copy only).
  notePageShown();
  function Header() {
    const session = useSession();
    const count = useCartCount();
    const who = session === undefined ? "not read" : session.user ? session.user.name : "Login";
    return <p>{`${who}, ${count} in cart`}</p>;
  }
  return { Header, storage };
}

const waitForTasks = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(async () => {
  vi.resetModules();
  // Deleting closed the setup's database; it empties it after each test.
  await db.open();
});

describe("stored reads on a first visit", () => {
  it("show what an empty store reads as, without loading the storage code", async () => {
    const { Header, storage } = await firstVisit();
    render(<Header />);
    await waitForTasks();
    expect(screen.getByText("Login, 0 in cart")).toBeTruthy();
    expect(storage.isStorageInUse()).toBe(false);
  });

  it("follow a write made in another tab", async () => {
    const { Header } = await firstVisit();
    render(<Header />);
    await waitForTasks();
    await db.open();
    await db.cart.put({
      id: "current",
      tests: [
        {
          testName: "CBC",
          testPrice: 300,
          corpId: "c1",
          pageLink: "/cbc-test",
          available: true,
        },
      ],
      healthPackages: [],
      appointmentDetails: { place: "", date: "", time: "" },
      totalPayableAmount: null,
    });
    expect(await screen.findByText("Login, 1 in cart", undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
