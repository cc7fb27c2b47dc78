/**
 * The hero booking's follow-up on /thanks?for=booking (docs/product.md#collection-windows): the
 * booking's windows with places once it is sent, for the person signed in as its number; a pick
 * books it with the booking's token; anyone else is asked to log in with that number; and while
 * the booking waits on the phone the windows say they need a connection.
 */

import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { windowMessages } from "@vyom/catalog/contract";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import type { OutboxRecord } from "@/db/records.ts";
import { saveSession } from "@/db/session.ts";
import { UiStateProvider } from "@/lib/ui-state.tsx";
import { ThanksPage } from "./thanks.page.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const TOKEN = "t".repeat(43);
const ID = "0a6772e3-be0b-445b-9c3f-88004afae438";

const windowsOf = (date: string, places: number[]) => ({
  served: true,
  area: { id: "chennai", name: "Chennai" },
  windows: ["07:00", "09:00", "11:00"].map((startsAt, i) => ({
    day: date,
    startsAt,
    endsAt: `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`,
    placesLeft: places[i] ?? 0,
    suitsFasting: startsAt < "10:00",
  })),
});

/** Signed in on this phone as `mobile` (the booking's number unless a test says otherwise). */
const signIn = (mobile = "9000000001") =>
  saveSession({
    salutation: "MS",
    name: "Priya Raman",
    mobile,
    email: "",
    vyomId: "Pri1234321567",
    cartId: "c1",
    addressId: "a1",
    location: "chennai",
    pincode: "600020",
    userId: "u1",
    cartMembers: [],
    relationsDetails: [],
  });

async function renderBooking(
  patch: Partial<OutboxRecord>,
  signedInAs: string | null = "9000000001",
) {
  if (signedInAs) await signIn(signedInAs);
  const id = await db.outbox.add({
    kind: "booking",
    idempotencyKey: "key-b",
    payload: {
      name: "Priya Raman",
      mobileNumber: "9000000001",
      date: "2099-03-15",
      pincode: "600020",
    },
    state: "sent",
    attempts: 1,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: Date.now(),
    sentAt: Date.now(),
    response: { status: "success", id: ID, windowToken: TOKEN },
    ...patch,
  } as OutboxRecord);
  const router = createMemoryRouter([{ path: "/thanks", Component: ThanksPage }], {
    initialEntries: [{ pathname: "/thanks", search: `?for=booking&ref=${id}` }],
  });
  render(
    <UiStateProvider>
      <RouterProvider router={router} />
    </UiStateProvider>,
  );
}

describe("/thanks?for=booking: the collection window", () => {
  it("lists the booking's windows with places and books the one picked with its token", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, ...(init ? { init } : {}) });
        if (url.startsWith("/api/collection-windows"))
          return json(windowsOf("2099-03-15", [0, 2, 5]));
        return json({ visit: { status: "confirmed", day: "2099-03-15", startsAt: "09:00" } });
      }),
    );
    await renderBooking({});
    const list = within(await screen.findByRole("list", { name: /Windows on/ }));
    // Not in My bookings before a window is picked: no way there yet.
    expect(screen.queryByRole("link", { name: "See it in My bookings" })).toBeNull();
    // A full window is not offered.
    expect(list.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "9:00-11:00 am · 2 places left",
      "11:00 am-1:00 pm · 5 places left",
    ]);
    expect(calls[0]?.url).toBe("/api/collection-windows?pincode=600020&date=2099-03-15");
    fireEvent.click(list.getByRole("button", { name: /^9:00-11:00 am/ }));
    expect(
      await screen.findByText(/Your collection is confirmed for 15 Mar 2099, from 9:00 am\./),
    ).toBeTruthy();
    // Picked, the booking is in My bookings: the way there.
    expect(screen.getByRole("link", { name: "See it in My bookings" }).getAttribute("href")).toBe(
      "/my-bookings",
    );
    const post = calls.find((call) => call.init?.method === "POST");
    expect(post?.url).toBe(`/api/booking/${ID}/window`);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ token: TOKEN, startsAt: "09:00" });
  });

  it("shows a window that just filled and the day's windows again", async () => {
    let asks = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/collection-windows")) {
          asks += 1;
          return json(windowsOf("2099-03-15", asks === 1 ? [1, 1, 1] : [0, 1, 1]));
        }
        return json({ error: "window-full", message: windowMessages.full, alternatives: [] }, 409);
      }),
    );
    await renderBooking({});
    fireEvent.click(await screen.findByRole("button", { name: /^7:00-9:00 am/ }));
    expect(await screen.findByText(windowMessages.full)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /^7:00-9:00 am/ })).toBeNull());
    expect(screen.getByRole("button", { name: /^9:00-11:00 am/ })).toBeTruthy();
  });

  it("says an unserved pincode plainly", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ served: false, message: windowMessages.notServed })),
    );
    await renderBooking({});
    expect(await screen.findByText(windowMessages.notServed)).toBeTruthy();
  });

  it("asks anyone not signed in as the booking's number to log in with it, and asks nothing", async () => {
    const fetchMock = vi.fn(async () => json(windowsOf("2099-03-15", [1, 1, 1])));
    vi.stubGlobal("fetch", fetchMock);
    await renderBooking({}, "9000000002");
    expect(await screen.findByText(windowMessages.numberNotProven)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: /Windows on/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a pick from a session that is not the number's, with Login", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/collection-windows"))
          return json(windowsOf("2099-03-15", [1, 1, 1]));
        return json({ error: "number-not-proven", message: windowMessages.numberNotProven }, 403);
      }),
    );
    await renderBooking({});
    fireEvent.click(await screen.findByRole("button", { name: /^7:00-9:00 am/ }));
    expect(await screen.findByText(windowMessages.numberNotProven)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
  });

  it("while the booking waits on this phone: windows need a connection, nothing is asked", async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetchMock);
    await renderBooking({ state: "pending", sentAt: null, response: undefined });
    expect(await screen.findByText(windowMessages.needsConnection)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
