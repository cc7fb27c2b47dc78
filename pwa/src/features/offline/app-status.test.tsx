import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { announceUpdate } from "@/lib/app-update.ts";
import { listenForInstallPrompt } from "@/lib/install-prompt.ts";
import { stopPageFlusher } from "@/sync/outbox-runtime.ts";
import { ensurePersistentStorage, resetPersistenceState } from "@/sync/persistence.ts";
import { AppStatus } from "./app-status.tsx";
import { liveGapMs } from "./data/use-outbox-rows.ts";
import { addOutboxRow, booking } from "./outbox-rows.test-support.ts";
import { SentNotices } from "./sent-notices.tsx";

const add = addOutboxRow;

/** In a router, as the app shows it: a sent booking's notice links to its window choice. */
const renderStatus = () =>
  render(
    <MemoryRouter>
      <AppStatus />
    </MemoryRouter>,
  );

afterEach(() => {
  // Try again starts this tab's flusher: its retry timer is not left to fire in a later test.
  stopPageFlusher();
  resetPersistenceState();
});

describe("the outbox on screen", () => {
  it("shows nothing while nothing waits", async () => {
    renderStatus();
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Saved on this phone" })).toBeNull();
  });

  it("counts waiting bookings and lists them, saved and not sent yet", async () => {
    await add({ attempts: 2, lastError: "no connection to the server" });
    await add({ payload: { ...booking, name: "Arun Kumar" } });
    renderStatus();
    const chip = await screen.findByRole("button", { name: "2 bookings waiting to be sent" });
    expect(chip.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(chip);
    const panel = screen.getByRole("heading", { name: "Waiting to be sent" }).parentElement;
    if (!panel) throw new Error("no panel");
    // The rows are read once the panel opens (the closed chip reads counts only).
    expect(await within(panel).findByText("Booking for Priya Raman, 14 Mar 2025")).toBeTruthy();
    // Each waiting booking: the server gives its reference.
    expect(within(panel).getAllByText("reference given when sent")).toHaveLength(2);
    expect(
      within(panel).getByText(/not sent yet \(2 tries: no connection to the server\)/),
    ).toBeTruthy();
    expect(within(panel).getByText(/· will be sent automatically$/)).toBeTruthy();
    // The one instruction for a wait (pwa/src/lib/delivery-words.ts), not "you can close the app".
    expect(
      within(panel).getByText(
        "📥 Saved on this phone. They will be sent automatically as soon as you are back online.",
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Send now" })).toBeTruthy();
  });

  it("lists what could not be sent, with the reason; Try again and Remove act on it", async () => {
    const reason = "Could not send: some details were not accepted (400, invalid-request).";
    const id = await add({ state: "failed", lastError: reason, attempts: 1 });
    renderStatus();
    fireEvent.click(await screen.findByRole("button", { name: "1 booking could not be sent" }));
    expect(await screen.findByText(reason)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await vi.waitFor(async () => expect(await db.outbox.get(id)).toBeUndefined());
    await vi.waitFor(() => expect(screen.queryByText(reason)).toBeNull());
  });

  it("tells the person about a booking the server keeps failing on; Try again sends it now", async () => {
    const hours = 3 * 60 * 60_000;
    const id = await add({
      attempts: 3,
      lastError: "the server had a problem (500)",
      serverErrors: { status: 500, count: 3 },
      attentionSince: Date.now(),
      nextAttemptAt: Date.now() + hours,
    });
    await add({ payload: { ...booking, name: "Arun Kumar" } });
    renderStatus();
    const chip = await screen.findByRole("button", {
      name: "1 booking needs your attention · 1 booking waiting to be sent",
    });
    fireEvent.click(chip);
    // The rows are read once the panel opens (the closed chip reads counts only).
    const heading = await screen.findByRole("heading", { name: "Needs your attention" });
    const panel = heading.nextElementSibling as HTMLElement | null; // its list
    if (!panel) throw new Error("no list");
    expect(await within(panel).findByText("Booking for Priya Raman, 14 Mar 2025")).toBeTruthy();
    expect(
      within(panel).getByText(
        /our server could not take it \(500\), 3 times in a row\. It is kept on this phone\. It will be tried again at .+, or press Try again\./,
      ),
    ).toBeTruthy();
    // The other booking is listed with those waiting, not with this one.
    expect(within(panel).queryByText(/Arun Kumar/)).toBeNull();
    expect(screen.getByText("Booking for Arun Kumar, 14 Mar 2025")).toBeTruthy();

    // No server here: the attempt Try again makes at once meets a phone without a connection.
    const network = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", network);
    fireEvent.click(within(panel).getByRole("button", { name: "Try again" }));
    await vi.waitFor(async () => {
      const row = await db.outbox.get(id);
      expect(row?.nextAttemptAt).toBeLessThan(Date.now() + hours);
    });
    // It is tried now, and the attempt is written back before the test ends (not during the next).
    await vi.waitFor(async () => {
      expect(network).toHaveBeenCalled();
      expect(await db.outbox.where("state").equals("sending").count()).toBe(0);
    });
  });

  it("warns plainly when the browser refused to keep the data while bookings wait", async () => {
    await add({});
    await ensurePersistentStorage({ persisted: async () => false, persist: async () => false });
    renderStatus();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Your browser may delete saved bookings if the phone clears this site's data. Please stay online until they are sent.",
    );
  });

  it("announces a booking the outbox delivered later, until the person closes the notice", async () => {
    const id = await add({ state: "sent", sentAt: Date.now(), announce: true });
    await add({ state: "sent", sentAt: Date.now(), announce: false }); // its screen showed it
    renderStatus();
    const notice = await screen.findByText(
      /^✔️ Sent: Booking for Priya Raman, 14 Mar 2025\. ☎️ We will contact you soon!/,
    );
    expect(screen.getAllByText(/✔️ Sent:/)).toHaveLength(1);
    // Sent, the booking can have its window: the notice leads back to choosing it.
    expect(
      within(notice)
        .getByRole("link", { name: "Choose your collection window" })
        .getAttribute("href"),
    ).toBe(`/thanks?for=booking&ref=${id}`);
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole("button"));
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.announce).toBe(false));
  });

  it("announces many bookings delivered together in one notice, which closes them all", async () => {
    const sent = { state: "sent", sentAt: Date.now(), announce: true } as const;
    for (let i = 0; i < 12; i++) await add(sent);
    const prescription = await add({ ...sent, kind: "prescription", payload: { name: "Arun" } });
    renderStatus();
    const notice = await screen.findByText("✔️ Sent: 12 bookings. ☎️ We will contact you soon!");
    // Other kinds keep their own notice while they are few.
    expect(screen.getByText("✔️ Sent: Prescription for Arun.")).toBeTruthy();
    expect(screen.getAllByText(/✔️ Sent:/)).toHaveLength(2);
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole("button"));
    await vi.waitFor(async () =>
      expect(await db.outbox.orderBy("noticeDue").primaryKeys()).toEqual([prescription]),
    );
    expect((await db.outbox.toArray()).filter((row) => row.announce)).toHaveLength(1);
  });

  it("keeps a notice for each of a few bookings delivered together", async () => {
    const sent = { state: "sent", sentAt: Date.now(), announce: true } as const;
    for (const name of ["Priya Raman", "Arun Kumar", "Meena S"]) {
      await add({ ...sent, payload: { ...booking, name } });
    }
    renderStatus();
    await screen.findByText(/Sent: Booking for Meena S, 14 Mar 2025\./);
    expect(screen.getAllByText(/\. ☎️ We will contact you soon!/)).toHaveLength(3);
  });

  it("closes a notice by itself after a while, everywhere, as if the person had closed it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const id = await add({ state: "sent", sentAt: Date.now(), announce: true });
      render(
        <MemoryRouter>
          <SentNotices durationMs={5_000} />
        </MemoryRouter>,
      );
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(liveGapMs);
        expect(screen.getByText(/✔️ Sent: Booking for Priya Raman/)).toBeTruthy();
      });
      await vi.advanceTimersByTimeAsync(4_000);
      expect((await db.outbox.get(id))?.announce).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(async () => expect((await db.outbox.get(id))?.announce).toBe(false));
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(liveGapMs);
        expect(screen.queryByText(/✔️ Sent:/)).toBeNull();
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the update prompt and the install offer", () => {
  it("says a new version is available and applies it only on Reload", async () => {
    const apply = vi.fn(async () => {});
    renderStatus();
    act(() => announceUpdate(apply));
    expect(screen.getByText(/A new version is available/)).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("offers installation once the browser does, and shows the browser's prompt", async () => {
    listenForInstallPrompt(window);
    renderStatus();
    expect(screen.queryByRole("button", { name: "Install the app" })).toBeNull();
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Install the app" }));
    await vi.waitFor(() => expect(event.prompt).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Install the app" })).toBeNull();
  });
});
