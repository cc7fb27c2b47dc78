import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { BusinessEnquiryPage } from "./business-enquiry.page.tsx";

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

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/business-enquiry", Component: BusinessEnquiryPage },
      { path: "/thanks", element: <p>thanks</p> },
    ],
    { initialEntries: ["/business-enquiry"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("/business-enquiry", () => {
  it("explains the franchise model", () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Open a Vyom Diagnostics centre" })).toBeTruthy();
    expect(screen.getByText("Collection centre", { selector: "strong" })).toBeTruthy();
  });

  it("refuses a short pincode and a missing investment range", async () => {
    renderPage();
    type("Pincode", "5700");
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText("Enter valid Pincode: 6 digits")).toBeTruthy();
    expect(screen.getByText("Choose the investment range")).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it("saves the enquiry, optional fields only when filled", async () => {
    const router = renderPage();
    type("Your name", "Ravi Kumar");
    type("Mobile number", "9900011122");
    type("E-mail", "ravi@example.in");
    type("City of the centre", "Mysuru");
    type("Pincode", "570001");
    type("Investment you plan", "25-50-lakh");
    type("Your current business", "  Pharmacy ");
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/thanks"), {
      timeout: 15_000,
    });
    const [row] = await db.outbox.toArray();
    expect(row?.kind).toBe("franchise-enquiry");
    expect(row?.payload).toEqual({
      name: "Ravi Kumar",
      mobileNumber: "9900011122",
      email: "ravi@example.in",
      city: "Mysuru",
      pincode: "570001",
      investment: "25-50-lakh",
      currentBusiness: "Pharmacy",
    });
  }, 20_000);
});
