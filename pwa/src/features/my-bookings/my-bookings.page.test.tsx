/**
 * The "My bookings" screen (docs/product.md#my-bookings): the server's list with timelines, kept
 * on the device; offline it opens from that copy "as of" its time and reschedule and cancel are
 * disabled with the contract's message, nothing sent; a cancel asks for confirmation first.
 */

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { myBookingsMessages, scanSlotMessages } from "@vyom/catalog/contract";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import type { SessionUser } from "@/db/records.ts";
import { logout, saveSession } from "@/db/session.ts";
import { knownText } from "@/i18n/known-text.ts";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { i18n, setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderWithProviders } from "@/test/render-app.tsx";
import { readBookings, saveBookings } from "./data/my-bookings-store.ts";
import { MyBookingsPage } from "./my-bookings.page.tsx";

const priya: SessionUser = {
  salutation: "MS",
  name: "Priya Raman",
  mobile: "9876543210",
  email: "priya@example.com",
  vyomId: "Pri1234321567",
  cartId: "c1",
  addressId: "",
  location: "chennai",
  pincode: "600020",
  userId: "u1",
  cartMembers: [],
  relationsDetails: [],
};

const paid = (status: MyBooking["status"] = "confirmed"): MyBooking => ({
  key: "order:VYO-20261201-ABCDEF",
  kind: "order",
  reference: "VY-7KQ4-M9RX",
  createdAt: "2026-12-01T00:30:00.000Z",
  members: [{ name: "Priya Raman", relation: "My Self", tests: ["Complete Blood Count"] }],
  amount: 2249,
  payment: "paid-online",
  status,
  visit: {
    id: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
    pincode: "600020",
    window: { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00" },
    canChange: status !== "cancelled",
    reschedulesLeft: 2,
  },
  refund: status === "cancelled" ? { status: "started", amount: 2249 } : null,
  timeline: [
    { kind: "received", at: "2026-12-01T00:30:00.000Z" },
    {
      kind: "confirmed",
      at: "2026-12-01T00:31:00.000Z",
      window: { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00" },
    },
    ...(status === "cancelled"
      ? [
          { kind: "cancelled" as const, at: "2026-12-01T00:40:00.000Z", by: "customer" as const },
          { kind: "refund-started" as const, at: "2026-12-01T00:40:00.000Z", amount: 2249 },
        ]
      : []),
  ],
});

function fakeApi(answers: Record<string, () => Response>) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      const key = Object.keys(answers).find((k) => `${method} ${url}`.includes(k));
      if (!key) throw new TypeError("Failed to fetch");
      return (answers[key] as () => Response)();
    }),
  );
  return calls;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

beforeEach(async () => {
  await saveSession(priya);
  setOnline(true);
});
afterEach(async () => {
  setOnline(true);
  await logout();
});

describe("My bookings", () => {
  it("shows the server's list with its timeline and keeps it on the device", async () => {
    fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: ["collected"] }),
      "GET /api/my-bookings": json({ bookings: [paid()] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    // The order's one short reference, not its internal order id.
    const card = await screen.findByText("VY-7KQ4-M9RX");
    const item = card.closest("li") as HTMLElement;
    expect(
      within(item).getByText(/For Priya Raman \(My Self\): Complete Blood Count/),
    ).toBeTruthy();
    expect(within(item).getByText("Confirmed for 2 Dec 2026, 9:00-11:00 am")).toBeTruthy();
    // One money and date format: Indian grouping, the day in words, the 12-hour clock.
    expect(
      within(item).getByText("Amount paid: ₹2,249 (online) · Collection 2 Dec 2026, 9:00-11:00 am"),
    ).toBeTruthy();
    expect(within(item).getByText("1 Dec 2026, 6:01 am")).toBeTruthy();
    await waitFor(async () => expect((await readBookings(priya.mobile))?.bookings).toHaveLength(1));
    expect(screen.queryByText(/^As of/)).toBeNull();
  });

  it("an order to be paid at collection says what to pay and how, never 'Amount paid'", async () => {
    fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: ["collected"] }),
      "GET /api/my-bookings": json({ bookings: [{ ...paid(), payment: "pay-at-collection" }] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    const item = (await screen.findByText("VY-7KQ4-M9RX")).closest("li") as HTMLElement;
    expect(
      within(item).getByText(
        "To pay at collection: ₹2,249 (cash or UPI to the technician) · Collection 2 Dec 2026, 9:00-11:00 am",
      ),
    ).toBeTruthy();
    expect(within(item).queryByText(/Amount paid/)).toBeNull();
  });

  it("a paid scan whose slot lapsed says so plainly, never that it is confirmed", async () => {
    const scan: MyBooking = {
      ...paid("received"),
      members: [{ name: "Priya Raman", relation: "My Self", tests: ["MRI Brain"] }],
      visit: null,
      centre: {
        id: "bengaluru-jayanagar",
        name: "Vyom Diagnostics, Jayanagar",
        address: "Jayanagar 4th Block, Bengaluru",
        day: "2026-12-02",
        timeSlot: "11:00-13:00",
        slotLapsed: true,
      },
      timeline: [{ kind: "received", at: "2026-12-01T00:30:00.000Z" }],
    };
    fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: ["collected"] }),
      "GET /api/my-bookings": json({ bookings: [scan] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    const item = (await screen.findByText("VY-7KQ4-M9RX")).closest("li") as HTMLElement;
    expect(within(item).getByRole("status").textContent).toBe(scanSlotMessages.lapsed);
    expect(scanSlotMessages.lapsed).toMatch(/payment is safe.*lab will call you/);
    expect(within(item).getByText(/^Amount paid: ₹2,249 \(online\)/)).toBeTruthy();
    expect(within(item).queryByText(/confirmed/i)).toBeNull();
  });

  it("offline: opens the last sync 'as of' its time; reschedule and cancel are disabled and say why", async () => {
    await saveBookings(priya.mobile, [paid()], new Date("2026-12-01T01:00:00Z"));
    setOnline(false);
    const calls = fakeApi({});
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    expect(await screen.findByText("As of 1 Dec 2026, 6:30 am")).toBeTruthy();
    expect(screen.getByText("Confirmed for 2 Dec 2026, 9:00-11:00 am")).toBeTruthy();
    const reschedule = screen.getByRole("button", { name: "Reschedule" }) as HTMLButtonElement;
    const cancel = screen.getByRole("button", { name: "Cancel booking" }) as HTMLButtonElement;
    expect(reschedule.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    expect(screen.getAllByText(myBookingsMessages.needsConnection).length).toBeGreaterThan(0);
    fireEvent.click(cancel);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("cancel asks first, then shows the server's answer and keeps it", async () => {
    const calls = fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: [] }),
      "POST /api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/cancel": json({
        booking: paid("cancelled"),
      }),
      "GET /api/my-bookings": json({ bookings: [paid()] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));
    expect(screen.getByText(myBookingsMessages.cancelConfirm)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(await screen.findByText("Refund started: ₹2,249")).toBeTruthy();
    expect(screen.getByText(myBookingsMessages.cancelled)).toBeTruthy();
    await waitFor(async () =>
      expect((await readBookings(priya.mobile))?.bookings[0]?.status).toBe("cancelled"),
    );
    expect(await db.myBookings.count()).toBe(1);
  });

  it("reschedule offers the other windows, asks before moving, and Cancel moves nothing", async () => {
    const moved: MyBooking = {
      ...paid(),
      visit: {
        ...(paid().visit as NonNullable<MyBooking["visit"]>),
        window: { day: "2026-12-02", startsAt: "15:00", endsAt: "17:00" },
      },
    };
    const calls = fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: [] }),
      "GET /api/collection-windows": json({
        served: true,
        windows: [
          { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00", placesLeft: 3 },
          { day: "2026-12-02", startsAt: "11:00", endsAt: "13:00", placesLeft: 2 },
          { day: "2026-12-02", startsAt: "15:00", endsAt: "17:00", placesLeft: 1 },
        ],
      }),
      "POST /api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/reschedule": json({
        booking: moved,
      }),
      "GET /api/my-bookings": json({ bookings: [paid()] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const later = await screen.findByRole("button", { name: "2 Dec 2026, 3:00-5:00 pm (1 left)" });
    expect(
      screen.getByRole("button", { name: "2 Dec 2026, 11:00 am-1:00 pm (2 left)" }),
    ).toBeTruthy();
    // The visit's own window is not offered: moving there would move nothing.
    expect(screen.queryByRole("button", { name: /9:00-11:00 am/ })).toBeNull();

    fireEvent.click(later);
    expect(screen.getByText("Move your visit to 2 Dec 2026, 3:00-5:00 pm?")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(/^Move your visit/)).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "2 Dec 2026, 3:00-5:00 pm (1 left)" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(myBookingsMessages.rescheduled)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/reschedule",
    ]);
    expect(
      screen.getByText("Amount paid: ₹2,249 (online) · Collection 2 Dec 2026, 3:00-5:00 pm"),
    ).toBeTruthy();
  });
});

describe("My bookings in Tamil", () => {
  afterEach(() => setTranslator("en", null));
  const say = (english: string) => i18n._(knownText(english));

  it.each([
    ["A collected booking cannot be cancelled.", "மாதிரி சேகரிக்கப்பட்ட முன்பதிவை ரத்துசெய்ய முடியாது."],
    [
      "A refusal no catalogue holds words for.",
      "இந்த மாற்றம் ஏற்கப்படவில்லை. உங்கள் முன்பதிவை மாற்ற எங்களை அழைக்கவும்.",
    ],
  ])("a cancel the API refuses with %j reads %j, never the English", async (refusal, shown) => {
    setTranslator("ta", translatorFor("ta", tamil));
    fakeApi({
      "GET /api/my-bookings/sms-preferences": json({ muted: [], optional: [] }),
      "POST /api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/cancel": json(
        { error: "refused", message: refusal },
        422,
      ),
      "GET /api/my-bookings": json({ bookings: [paid()] }),
    });
    renderWithProviders(<MyBookingsPage />, "/my-bookings");
    fireEvent.click(await screen.findByRole("button", { name: say("Cancel booking") }));
    fireEvent.click(screen.getByRole("button", { name: say("Yes, cancel") }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
