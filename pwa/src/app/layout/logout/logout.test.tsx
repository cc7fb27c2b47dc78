/**
 * Logout as the person does it, in the whole app on fake-indexeddb: with nothing unsent it logs
 * out at once; with an unsent form it asks first (how many, that they stay and are still sent),
 * and Cancel changes nothing; "Log out on all devices" asks, and offline it says so and keeps
 * everything.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { outbox } from "@/db/outbox.ts";
import type { OutboxState } from "@/db/records.ts";
import { readSession, saveSession } from "@/db/session.ts";
import { loadAccountMenu, renderApp } from "@/test/render-app.tsx";

beforeAll(loadAccountMenu);

const user = {
  salutation: "MR",
  name: "Arun Kumar",
  mobile: "9876543210",
  email: "arun@example.com",
  vyomId: "Aru1234321567",
  cartId: "c1",
  addressId: "a1",
  location: "chennai",
  pincode: "600001",
  userId: "u1",
  cartMembers: [],
  relationsDetails: [],
};

/** The API: the logout calls answer when `online`; everything else finds no server. */
function stubApi(online = { value: true }) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: string | Request) => {
    const url = typeof input === "string" ? input : input.url;
    calls.push(url);
    if (online.value && url.startsWith("/api/auth/logout")) {
      return Response.json({ status: "success" });
    }
    throw new TypeError("Failed to fetch");
  });
  return { calls, online };
}

function queue(state: OutboxState, name: string) {
  return outbox.add({
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: { name, mobileNumber: "9876543210" },
    state,
    attempts: 0,
    // Far in the future: the app's flusher leaves the row alone during the test.
    nextAttemptAt: Date.now() + 3_600_000,
    lastError: null,
    createdAt: Date.now(),
    sentAt: state === "sent" ? Date.now() : null,
  });
}

const header = () => screen.getByRole("banner");

/** The account actions are in the header's account menu, under the person's name. */
async function openAccountMenu() {
  const button = await within(header()).findByRole("button", { name: user.name });
  if (button.getAttribute("aria-expanded") !== "true") fireEvent.click(button);
}

describe("logout with an unsent form", () => {
  it("asks first; Cancel keeps the login; Log out clears the rest and keeps the form", async () => {
    const { calls } = stubApi();
    await saveSession(user);
    const unsent = await queue("pending", "Arun Kumar");
    await queue("sent", "Meena Kumar");
    const { location } = renderApp("/careers");
    await openAccountMenu();
    fireEvent.click(within(header()).getByRole("button", { name: "Log out" }));

    const dialog = await screen.findByRole("dialog", { name: "Log out?" });
    expect(dialog.textContent).toContain(
      "1 form is waiting to be sent. It stays on this phone and is still sent when the phone is online.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log out?" })).toBeNull());
    expect((await readSession()).isUserLoggedIn).toBe(true);
    expect(calls.filter((url) => url.startsWith("/api/auth/logout"))).toEqual([]);

    await openAccountMenu();
    fireEvent.click(within(header()).getByRole("button", { name: "Log out" }));
    const again = await screen.findByRole("dialog", { name: "Log out?" });
    fireEvent.click(within(again).getByRole("button", { name: "Log out" }));
    expect(await within(header()).findByRole("button", { name: "Login" })).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
    expect(calls).toContain("/api/auth/logout");
    const left = await db.outbox.toArray();
    expect(left.map((row) => row.id)).toEqual([unsent]);
    expect(JSON.stringify(left)).not.toContain("Meena Kumar");
  });

  it("logs out at once when nothing is unsent (delivered forms are removed)", async () => {
    stubApi();
    await saveSession(user);
    await queue("sent", "Meena Kumar");
    renderApp("/");
    await openAccountMenu();
    fireEvent.click(within(header()).getByRole("button", { name: "Log out" }));
    expect(await within(header()).findByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Log out?" })).toBeNull();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});

describe("log out on all devices", () => {
  it("asks, and offline says it could not, keeping everything; online it logs out", async () => {
    const { calls, online } = stubApi({ value: false });
    await saveSession(user);
    await queue("failed", "Arun Kumar");
    await queue("sent", "Meena Kumar");
    renderApp("/");
    await openAccountMenu();
    fireEvent.click(within(header()).getByRole("button", { name: "Log out on all devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Log out on all devices?" });
    expect(dialog.textContent).toContain("1 form could not be sent and stays on this phone");
    fireEvent.click(within(dialog).getByRole("button", { name: "Log out on all devices" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(
      /still logged in everywhere/,
    );
    expect((await readSession()).isUserLoggedIn).toBe(true);
    expect(await db.outbox.count()).toBe(2);

    online.value = true;
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(header()).findByRole("button", { name: "Login" })).toBeTruthy();
    expect(calls.filter((url) => url === "/api/auth/logout-all")).toHaveLength(2);
    const left = await db.outbox.toArray();
    expect(left.map((row) => row.state)).toEqual(["failed"]);
  });
});
