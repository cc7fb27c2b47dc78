import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { todayInIndia } from "@/lib/dates.ts";
import { EmployeeDetailsPage } from "./employee-details.page.tsx";

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
      { path: "/employee-details", Component: EmployeeDetailsPage },
      { path: "/thanks", element: <p>thanks</p> },
    ],
    { initialEntries: ["/employee-details"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("/employee-details", () => {
  it("checks the ids and the dates with clear messages", async () => {
    renderPage();
    type("Employee id", "E 1");
    fireEvent.blur(screen.getByLabelText("Employee id"));
    expect(await screen.findByText("Enter your employee id")).toBeTruthy();
    type("Date of birth", "2999-01-01");
    fireEvent.blur(screen.getByLabelText("Date of birth"));
    expect(await screen.findByText("Date of birth must be a past date")).toBeTruthy();
    type("Preferred collection date", "2020-01-01");
    fireEvent.blur(screen.getByLabelText("Preferred collection date"));
    expect(await screen.findByText("Choose today or a later date")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit details" }));
    expect(await screen.findByText("Enter the corporate id given by your company")).toBeTruthy();
    expect(screen.getByText("Choose the gender")).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it("saves the details through the outbox and goes to /thanks?for=employee-details", async () => {
    const router = renderPage();
    type("Corporate id", "ACME01");
    type("Employee id", "E-1042");
    type("Full name", "Meena Iyer");
    type("Mobile number", "9123456780");
    type("E-mail", "meena@acme.example");
    type("Gender", "female");
    type("Date of birth", "1990-05-17");
    type("Preferred collection date", todayInIndia());
    type("City", "Chennai");
    type("Pincode", "600 020");
    fireEvent.click(screen.getByRole("button", { name: "Submit details" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/thanks"), {
      timeout: 15_000,
    });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "employee-details",
      payload: {
        corporateId: "ACME01",
        employeeId: "E-1042",
        name: "Meena Iyer",
        gender: "female",
        dateOfBirth: "1990-05-17",
        collectionDate: todayInIndia(),
        pincode: "600020",
      },
    });
    expect(router.state.location.search).toBe(`?for=employee-details&ref=${row?.id}`);
  }, 20_000);
});
