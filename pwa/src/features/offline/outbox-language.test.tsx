/**
 * The outbox's chip, panel and "sent" notices in the reader's language (docs/i18n.md): a Tamil
 * reader reads the counts, the rows and their reasons in Tamil, and a server's English refusal as a
 * Tamil line; a reason the app words itself is found by its English.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { resetPersistenceState } from "@/sync/persistence.ts";
import { AppStatus } from "./app-status.tsx";
import { addOutboxRow, booking } from "./outbox-rows.test-support.ts";

const add = addOutboxRow;

/** The outbox's chunks load on the first render (app-status.tsx): the first find waits for them. */
const slow = { timeout: 10_000 };

const renderStatus = () =>
  render(
    <MemoryRouter>
      <AppStatus />
    </MemoryRouter>,
  );

beforeEach(() => setTranslator("ta", translatorFor("ta", tamil)));
afterEach(() => {
  setTranslator("en", null);
  resetPersistenceState();
});

describe("the outbox for a Tamil reader", () => {
  it("counts and lists the waiting bookings in Tamil, with the reason the app words", async () => {
    await add({ attempts: 2, lastError: "no connection to the server" });
    await add({ payload: { ...booking, name: "Arun Kumar" } });
    renderStatus();
    fireEvent.click(
      await screen.findByRole("button", { name: "2 பதிவுகள் அனுப்பக் காத்திருக்கின்றன" }, slow),
    );
    const panel = screen.getByRole("heading", { name: "அனுப்பக் காத்திருப்பவை" }).parentElement;
    if (!panel) throw new Error("no panel");
    expect(await within(panel).findByText(/^Priya Raman அவர்களுக்கான பதிவு, /)).toBeTruthy();
    expect(within(panel).getAllByText("அனுப்பியதும் குறிப்பு எண் வழங்கப்படும்")).toHaveLength(2);
    expect(
      within(panel).getByText(/இன்னும் அனுப்பப்படவில்லை \(2 முயற்சிகள்: சர்வருடன் இணைப்பு இல்லை\)/),
    ).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "இப்போது அனுப்பு" })).toBeTruthy();
    expect(within(panel).queryByText(/[A-Za-z]{3,} (to|the|be|sent)\b/)).toBeNull();
  });

  it("says a refusal in Tamil in place of the server's English words", async () => {
    const reason = "Could not send: some details were not accepted (400, invalid-request).";
    await add({ state: "failed", lastError: reason, attempts: 1 });
    renderStatus();
    fireEvent.click(await screen.findByRole("button", { name: "1 பதிவை அனுப்ப முடியவில்லை" }, slow));
    expect(await screen.findByText("அனுப்ப முடியவில்லை: சர்வர் இதை ஏற்கவில்லை.")).toBeTruthy();
    expect(screen.queryByText(reason)).toBeNull();
    expect(screen.getByRole("button", { name: "நீக்கு" })).toBeTruthy();
  });

  it("tells of a booking the server keeps failing on in Tamil, its server words left out", async () => {
    await add({
      attempts: 3,
      lastError: "Uploads are full for now (503)",
      serverErrors: { status: 503, count: 3 },
      attentionSince: Date.now(),
      nextAttemptAt: Date.now() + 60_000,
    });
    renderStatus();
    fireEvent.click(await screen.findByRole("button", { name: "1 பதிவுக்கு உங்கள் கவனம் தேவை" }, slow));
    expect(
      await screen.findByText(/எங்கள் சர்வரால் இதை ஏற்க முடியவில்லை \(503\), தொடர்ந்து 3 முறை\./),
    ).toBeTruthy();
    expect(screen.queryByText(/Uploads are full/)).toBeNull();
  });

  it("announces a delivered booking in Tamil, with its way to choose a window", async () => {
    await add({ state: "sent", sentAt: Date.now(), announce: true });
    renderStatus();
    expect(
      await screen.findByText(
        /^✔️ அனுப்பப்பட்டது: Priya Raman அவர்களுக்கான பதிவு, .+\. ☎️ விரைவில் உங்களைத் தொடர்பு கொள்வோம்!/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "உங்கள் சேகரிப்பு நேரத்தைத் தேர்ந்தெடுக்கவும்" })).toBeTruthy();
  });
});
