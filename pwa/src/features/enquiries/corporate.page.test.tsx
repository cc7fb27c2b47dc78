import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { UiStateProvider } from "@/lib/ui-state.tsx";
import { CorporatePage } from "./corporate.page.tsx";
import { ThanksPage } from "./thanks.page.tsx";

// This tab's flusher, offline: each attempt ends for lack of a connection (no real network).
vi.mock("@/sync/outbox-runtime.ts", () => ({
  pageFlusher: () => ({
    flush: async () => {
      const { db } = await import("@/db/database.ts");
      await db.outbox
        .where("state")
        .equals("pending")
        .modify({ attempts: 1, lastError: "no connection" });
    },
  }),
  noteQueued: async () => {},
}));

/**
 * The corporate page through the real outbox on fake-indexeddb: the flusher is not running here,
 * so a submission stays saved and waiting, as it does offline.
 */
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/corporate", Component: CorporatePage },
      { path: "/thanks", Component: ThanksPage },
    ],
    { initialEntries: ["/corporate"] },
  );
  render(
    <UiStateProvider>
      <RouterProvider router={router} />
    </UiStateProvider>,
  );
  return router;
}

const field = (label: string | RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe("/corporate", () => {
  it("says what we offer companies", () => {
    renderPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Corporate Health Services" }),
    ).toBeTruthy();
    expect(screen.getByText("Annual health check-ups", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText("On-site health camps", { selector: "strong" })).toBeTruthy();
  });

  it("names every missing or bad field on submit, focuses the first, and saves nothing", async () => {
    renderPage();
    type("Mobile number", "5876");
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Enter valid number: 10 digits starting with 6-9")).toBeTruthy();
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Company name is required")).toBeTruthy();
    expect(screen.getByText("City is required")).toBeTruthy();
    expect(screen.getByText("Choose the number of employees")).toBeTruthy();
    expect(screen.getByText("Choose the service you are interested in")).toBeTruthy();
    expect(document.activeElement).toBe(field("Your name"));
    expect(field("Your name").getAttribute("aria-invalid")).toBe("true");
    expect(await db.outbox.count()).toBe(0);
  });

  it("cleans a pasted mobile number", () => {
    renderPage();
    type("Mobile number", "+91 98400 12345");
    expect(field("Mobile number").value).toBe("9840012345");
  });

  it("saves the enquiry in the outbox and lands on /thanks, which shows it waiting then sent", async () => {
    const router = renderPage();
    type("Your name", "Anita Desai");
    type("Mobile number", "9840012345");
    type("Work e-mail", "anita@acme.example");
    type("Company name", "Acme Logistics");
    type("City", "Chennai");
    type("Number of employees", "201-500");
    type("You are interested in", "on-site-camp");
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/thanks"), {
      timeout: 15_000,
    });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "corporate-enquiry",
      payload: {
        name: "Anita Desai",
        mobileNumber: "9840012345",
        email: "anita@acme.example",
        companyName: "Acme Logistics",
        city: "Chennai",
        employeeCount: "201-500",
        interest: "on-site-camp",
      },
    });
    expect(row?.payload).not.toHaveProperty("message");
    expect(router.state.location.search).toBe(`?for=corporate-enquiry&ref=${row?.id}`);
    expect(await screen.findByText("Thank you for your corporate enquiry.")).toBeTruthy();
    expect(
      await screen.findByText(/Saved on this phone\. It will be sent automatically/),
    ).toBeTruthy();

    await db.outbox.update(row?.id ?? 0, { state: "sent", sentAt: Date.now() });
    expect(await screen.findByText("✔️ Sent: we have received it.")).toBeTruthy();
  }, 20_000);
});
