import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import type { OutboxRecord } from "@/db/records.ts";
import { UiStateProvider, useUiState } from "@/lib/ui-state.tsx";
import { ThanksPage } from "./thanks.page.tsx";

function OverlayProbe() {
  return useUiState().thankYouOpen ? <p>overlay open</p> : null;
}

function renderAt(url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: "/thanks", Component: ThanksPage }], {
    initialEntries: [{ pathname: "/thanks", search: url.replace(/^\/thanks/, ""), state }],
  });
  render(
    <UiStateProvider>
      <RouterProvider router={router} />
      <OverlayProbe />
    </UiStateProvider>,
  );
}

const saved = (patch: Partial<OutboxRecord>): Omit<OutboxRecord, "id"> => ({
  kind: "franchise-enquiry",
  idempotencyKey: "key-1",
  payload: { name: "Ravi Kumar" },
  state: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: Date.now(),
  sentAt: null,
  ...patch,
});

describe("/thanks", () => {
  it.each([
    ["corporate-enquiry", "Thank you for your corporate enquiry.", /corporate team will call/],
    ["franchise-enquiry", "Thank you for your franchise enquiry.", /franchise team will call/],
    [
      "employee-details",
      "Thank you for your details for your company's health check.",
      /corporate id and employee id/,
    ],
    ["booking", "Thank you for your booking.", /A confirmation call/],
    ["prescription", "Thank you for your prescription.", /reads your prescription/],
    ["career-application", "Thank you for your job application.", /HR team/],
    ["nonsense", "Thank you for your request.", /call you shortly/],
  ])("for=%s: thanks for it and says what happens next", async (kind, thanks, next) => {
    renderAt(`/thanks?for=${kind}`);
    expect(await screen.findByText(thanks)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeTruthy();
    expect(screen.getByText(next)).toBeTruthy();
    // Nothing waits on the phone for it (no saved copy): it is not kept from us.
    expect(await screen.findByText("overlay open")).toBeTruthy();
  });

  it("a booking says how to prepare: its tests are fixed on the call, fasting ones by the catalogue's rule", async () => {
    renderAt("/thanks?for=booking");
    const preparation = await screen.findByRole("region", { name: "How to prepare" });
    expect(preparation.textContent).toContain(
      "We confirm your tests on our call, and tell you then how to prepare for them.",
    );
    expect(preparation.textContent).toContain(
      "Fasting tests: Do not eat for 10-12 hours before the collection (water is fine).",
    );
  });

  it("an enquiry has nothing to prepare for", async () => {
    renderAt("/thanks?for=corporate-enquiry");
    expect(await screen.findByText("Thank you for your corporate enquiry.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "How to prepare" })).toBeNull();
  });

  it("shows a refused submission with its reason and the phone number", async () => {
    const id = await db.outbox.add(
      saved({ state: "failed", lastError: "Enter valid Pincode: 6 digits" }) as OutboxRecord,
    );
    renderAt(`/thanks?for=franchise-enquiry&ref=${id}`);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("It could not be sent (Enter valid Pincode: 6 digits)");
    expect(alert.querySelector("a")?.getAttribute("href")).toBe("tel:18001024455");
  });

  it("says why a saved upload is not sent yet when the server answered without taking it", async () => {
    const reason =
      "We cannot take files right now. Your form is saved on this phone and will be sent later (507)";
    const id = await db.outbox.add(
      saved({
        kind: "prescription",
        attempts: 1,
        lastError: reason,
        serverErrors: { status: 507, count: 1 },
      }) as OutboxRecord,
    );
    renderAt(`/thanks?for=prescription&ref=${id}`);
    const status = await screen.findByText(/not sent yet/);
    expect(status.textContent).toBe(
      `📥 Saved on this phone, not sent yet: ${reason}. It will be sent again automatically.`,
    );
  });

  it("shows the server's reference once the saved copy is sent, live", async () => {
    const id = await db.outbox.add(saved({}) as OutboxRecord);
    renderAt(`/thanks?for=franchise-enquiry&ref=${id}`);
    expect(
      await screen.findByText(
        "📥 Saved on this phone. It will be sent automatically as soon as you are back online.",
      ),
    ).toBeTruthy();
    await db.outbox.update(id, {
      state: "sent",
      sentAt: Date.now(),
      response: { status: "success", id: "enq-42" },
    });
    const sent = await screen.findByText(/✔️ Sent: we have received it\./);
    expect(sent.textContent).toBe("✔️ Sent: we have received it. Your reference: enq-42");
  });

  it("a booking waiting on the phone says its reference comes when sent, then shows the short one", async () => {
    const booking = {
      name: "Priya Raman",
      mobileNumber: "9840012345",
      pincode: "600020",
      date: "2026-11-29",
    };
    const id = await db.outbox.add(saved({ kind: "booking", payload: booking }) as OutboxRecord);
    renderAt(`/thanks?for=booking&ref=${id}`);
    const pending = await screen.findByText(/^Your reference:/);
    expect(pending.textContent).toBe("Your reference: reference given when sent");
    await db.outbox.update(id, {
      state: "sent",
      sentAt: Date.now(),
      response: {
        status: "success",
        id: "3f0c2a9e-1b7d-4c55-9a0e-8d6f4b2c1a77",
        reference: "VY-7KQ4-M9RX",
        windowToken: "t",
      },
    });
    const sent = await screen.findByText(/✔️ Sent: we have received it\./);
    expect(sent.textContent).toBe("✔️ Sent: we have received it. Your reference: VY-7KQ4-M9RX");
    expect(screen.queryByText(/given when sent/)).toBeNull();
    expect(document.body.textContent).not.toContain("3f0c2a9e");
  });

  it("shows the reference the form passed when the saved copy is already gone", async () => {
    renderAt("/thanks?for=booking&ref=999", {
      toast: "☎️ We will contact you soon!",
      reference: "b-7",
    });
    const sent = await screen.findByText(/✔️ Sent: we have received it\./);
    expect(sent.textContent).toBe("✔️ Sent: we have received it. Your reference: b-7");
    expect(screen.getAllByText("☎️ We will contact you soon!")).toHaveLength(1);
  });

  it("says nothing of delivery for an unknown or bad ref", async () => {
    renderAt("/thanks?for=franchise-enquiry&ref=999");
    expect(await screen.findByText("Thank you for your franchise enquiry.")).toBeTruthy();
    expect(screen.queryByText(/Saved on this phone/)).toBeNull();
    expect(screen.queryByText(/Sent:/)).toBeNull();
  });

  it("a booking saved offline: no 'we will call you' yet; once it reached us, the overlay and its window choice", async () => {
    const booking = {
      name: "Priya Raman",
      mobileNumber: "9840012345",
      pincode: "600020",
      date: "2026-11-29",
    };
    const id = await db.outbox.add(saved({ kind: "booking", payload: booking }) as OutboxRecord);
    renderAt(`/thanks?for=booking&ref=${id}`, {
      toast:
        "📥 Booking saved on this phone. It will be sent automatically as soon as you are back online.",
    });
    expect(
      await screen.findAllByText(/Saved on this phone\. It will be sent automatically/),
    ).toHaveLength(1);
    expect(
      screen.getAllByText(/saved on this phone\. It will be sent automatically/i),
    ).toHaveLength(2);
    // Nobody can call about a booking that has not reached us.
    expect(screen.queryByText("overlay open")).toBeNull();
    expect(screen.getByText(/Collection windows need a connection/)).toBeTruthy();

    await db.outbox.update(id, {
      state: "sent",
      sentAt: Date.now(),
      response: { status: "success", id: "b-1", reference: "VY-7KQ4-M9RX", windowToken: "t" },
    });
    expect(await screen.findByText("overlay open")).toBeTruthy();
    // Sent: the window can be chosen, by the booking's number once logged in.
    expect(
      await screen.findByText(/To choose a window, log in with the mobile number/),
    ).toBeTruthy();
  });
});

describe("/thanks prerendered (pwa/src/prerender/prerendered-pages.ts)", () => {
  it("renders the build's markup from the path alone, then hydrates it with the query, no mismatch", async () => {
    const id = await db.outbox.add(saved({ kind: "booking", payload: {} }) as OutboxRecord);
    const tree = (children: ReactNode) => <UiStateProvider>{children}</UiStateProvider>;
    const html = renderToString(
      tree(
        <StaticRouter location="/thanks">
          <ThanksPage />
        </StaticRouter>,
      ),
    );
    // What the build writes: thanks for a request, no one's submission.
    expect(html.replaceAll("<!-- -->", "")).toContain("Thank you for your request.");
    expect(html).not.toContain("thanks-status");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const router = createMemoryRouter([{ path: "/thanks", Component: ThanksPage }], {
      initialEntries: [`/thanks?for=booking&ref=${id}`],
    });
    await act(async () => {
      hydrateRoot(container, tree(<RouterProvider router={router} />), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // Then the query is read: the booking's thanks and its saved copy's state.
    expect(await screen.findByText("Thank you for your booking.")).toBeTruthy();
    expect(
      await screen.findByText(/Saved on this phone\. It will be sent automatically/),
    ).toBeTruthy();
    container.remove();
  });

  it("/thank-you, the old address, shows a booking's thanks and moves to /thanks?for=booking", async () => {
    const router = createMemoryRouter(
      [
        { path: "/thank-you", Component: ThanksPage },
        { path: "/thanks", Component: ThanksPage },
      ],
      { initialEntries: ["/thank-you"] },
    );
    render(
      <UiStateProvider>
        <RouterProvider router={router} />
        <OverlayProbe />
      </UiStateProvider>,
    );
    expect(await screen.findByText("Thank you for your booking.")).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/thanks?for=booking",
    );
  });
});
