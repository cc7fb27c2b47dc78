import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ThankYouPage } from "./thank-you.page.tsx";

describe("the thank-you page", () => {
  it("shows the toast a form sent it, once", async () => {
    const router = createMemoryRouter([{ path: "/thank-you", Component: ThankYouPage }], {
      initialEntries: [{ pathname: "/thank-you", state: { toast: "☎️ We will contact you soon!" } }],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("☎️ We will contact you soon!")).toBeTruthy();
    expect(screen.getAllByText("☎️ We will contact you soon!")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/");
  });
});
