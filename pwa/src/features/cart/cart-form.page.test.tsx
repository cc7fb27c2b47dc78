import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { addTestToCart } from "@/db/cart.ts";
import { saveSession } from "@/db/session.ts";
import { cbc } from "@/db/test-fixtures.ts";
import { useUiState } from "@/lib/ui-state.tsx";
import { renderWithProviders } from "@/test/render-app.tsx";
import { CartFormPage } from "./cart-form.page.tsx";
import { fakeCheckoutApi, selfUser } from "./test/fake-checkout-api.test-support.ts";

function LoginDialogFlag() {
  return <p>{useUiState().loginOpen ? "login dialog open" : "login dialog closed"}</p>;
}

const renderPage = (path = "/cart-form") =>
  renderWithProviders(
    <>
      <CartFormPage />
      <LoginDialogFlag />
    </>,
    path,
  );

describe("/cart-form", () => {
  it("asks a visitor to log in (the dialog opens), then shows the form once logged in", async () => {
    fakeCheckoutApi();
    await addTestToCart(cbc);
    renderPage();
    expect(await screen.findByText("Please log in or sign up to book your tests.")).toBeTruthy();
    expect(await screen.findByText("login dialog open")).toBeTruthy();

    await saveSession(selfUser);
    expect(await screen.findByRole("heading", { name: "Members" })).toBeTruthy();
    expect(screen.getByText("Kavya Shetty")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Place order and pay/ })).toBeTruthy();
  });

  it("asks to log in again when the server no longer knows the session", async () => {
    fakeCheckoutApi({ meStatus: 401 });
    await addTestToCart(cbc);
    await saveSession(selfUser);
    renderPage();
    expect(
      await screen.findByText("Your login has ended. Please log in again to book."),
    ).toBeTruthy();
    expect(await screen.findByText("login dialog open")).toBeTruthy();
  });

  it("says when the customer's details could not be read, and Try again reads them", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = fakeCheckoutApi({ meStatus: 503 });
    await addTestToCart(cbc);
    await saveSession(selfUser);
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong. Please try again.");
    api.meStatus = 200;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Members" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.requests.filter((r) => r.path === "/api/users/me")).toHaveLength(2);
  });

  it("after a failed payment offers Retry for the same order", async () => {
    const api = fakeCheckoutApi();
    await saveSession(selfUser);
    renderPage("/cart-form?payment=failed&orderId=VYO-20250314-K7M2QX");
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.getByText("VYO-20250314-K7M2QX")).toBeTruthy();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fireEvent.click(screen.getByRole("button", { name: "Retry payment" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("/api/payments/test-gateway/VYO-20250314-K7M2QX"),
    );
    expect(api.requests.filter((r) => r.path.startsWith("/api/orders"))).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/orders/VYO-20250314-K7M2QX/payments" }),
    ]);
  });
});
