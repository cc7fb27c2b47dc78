import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { markLoggedInFromDialog } from "@/app/layout/focus-after-login.ts";
import { saveSession } from "@/db/session.ts";
import { loadAccountMenu, renderApp } from "@/test/render-app.tsx";

beforeAll(loadAccountMenu);

const user = {
  salutation: "MR",
  name: "Arun Kumar",
  mobile: "9876543210",
  email: "arun@example.com",
  vyomId: "Aru1234321567",
  cartId: "c1",
  addressId: "a1",
  location: "chennai",
  pincode: "600001",
  userId: "u1",
  cartMembers: [],
  relationsDetails: [],
};

/**
 * The API as these tests need it: logout is accepted; anything else (the cart sync's
 * `/api/users/me` for a logged-in user) finds no server, so the app keeps its local state.
 */
function stubApi(): string[] {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    calls.push(input);
    if (input === "/api/auth/logout") return Response.json({ status: "success" });
    throw new TypeError("Failed to fetch");
  });
  return calls;
}

describe("quick-links bar", () => {
  it("highlights the current page", async () => {
    renderApp("/careers");
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    const bar = screen.getByRole("navigation", { name: "Quick links" });
    expect(within(bar).getByRole("link", { name: "Careers" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(bar).getByRole("link", { name: "Corporate" }).hasAttribute("aria-current")).toBe(
      false,
    );
  });
});

describe("side menu", () => {
  it("opens as a dialog with the menus, and shows Logout to a logged-in user", async () => {
    stubApi();
    await saveSession(user);
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(await within(menu).findByRole("button", { name: "X-ray & Scans" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Nearest Center" }).getAttribute("href")).toBe(
      "/vyom-center",
    );
    fireEvent.click(within(menu).getByRole("button", { name: "Lab Tests" }));
    fireEvent.click(within(menu).getByRole("button", { name: "Search By Organs" }));
    for (const organ of ["Kidney", "Reproductive System", "Bones And Joints", "Systemic"]) {
      expect(within(menu).getByRole("button", { name: organ })).toBeTruthy();
    }
    expect(await within(menu).findByRole("button", { name: "Logout" })).toBeTruthy();
  });
});

describe("header account", () => {
  it("shows the user's name on the account menu's button; its Log out logs out and goes home", async () => {
    const calls = stubApi();
    await saveSession(user);
    const { location } = renderApp("/careers");
    const header = screen.getByRole("banner");
    const menuButton = await within(header).findByRole("button", { name: "Arun Kumar" });
    expect(within(header).queryByRole("button", { name: "Log out" })).toBeNull();
    fireEvent.click(menuButton);
    fireEvent.click(within(header).getByRole("button", { name: "Log out" }));
    expect(await within(header).findByRole("button", { name: "Login" })).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
    expect(calls).toContain("/api/auth/logout");
  });

  it("keeps the account actions in one menu: aria-expanded, Escape and a click outside close it", async () => {
    stubApi();
    await saveSession(user);
    renderApp("/careers");
    const header = screen.getByRole("banner");
    const menuButton = await within(header).findByRole("button", { name: "Arun Kumar" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    // No loose account buttons in the header: they are all in the menu.
    expect(within(header).queryByRole("button", { name: "All devices" })).toBeNull();
    expect(within(header).queryByRole("link", { name: "My bookings" })).toBeNull();

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById(menuButton.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("the menu's list is missing");
    expect(within(menu).getByText("Signed in as Arun Kumar")).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "My bookings" }).getAttribute("href")).toBe(
      "/my-bookings",
    );
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "Log out on all devices" })).toBeTruthy();

    within(menu).getByRole("link", { name: "My bookings" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton);

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(document.body);
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("focus after a login in the dialog", () => {
  it("goes to the account menu's button, when the menu is there before the dialog says it logged in", async () => {
    // The login stores the session before its dialog hears it is done: the header may show the
    // account menu first (its chunk already loaded), and only then the mark. The mark comes here
    // the moment the menu's button is in the page, before any later task: the menu must be
    // waiting for it by then, not only once React gets round to its passive effects (a loaded
    // machine ran the mark in between, and focus stayed on the page's body).
    stubApi();
    renderApp("/careers");
    const header = screen.getByRole("banner");
    await within(header).findByRole("button", { name: "Login" });
    const focusedAtMark = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!within(header).queryByRole("button", { name: "Arun Kumar" })) return;
        observer.disconnect();
        markLoggedInFromDialog();
        resolve(document.activeElement);
      });
      observer.observe(header, { childList: true, subtree: true, characterData: true });
    });
    await saveSession(user);
    const menuButton = await within(header).findByRole("button", { name: "Arun Kumar" });
    expect(await focusedAtMark).toBe(menuButton);
  });

  it("goes to the account menu's button, when the mark comes before the menu", async () => {
    stubApi();
    renderApp("/careers");
    const header = screen.getByRole("banner");
    await within(header).findByRole("button", { name: "Login" });
    markLoggedInFromDialog();
    await saveSession(user);
    const menuButton = await within(header).findByRole("button", { name: "Arun Kumar" });
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it("stays put on a page loaded with a session, when no login came through the dialog", async () => {
    stubApi();
    await saveSession(user);
    renderApp("/careers");
    const menuButton = await within(screen.getByRole("banner")).findByRole("button", {
      name: "Arun Kumar",
    });
    expect(document.activeElement).not.toBe(menuButton);
  });
});

describe("bottom bar", () => {
  it("toggles the health package menu", async () => {
    renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Health Package" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const sheet = screen.getByRole("region", { name: "Health packages" });
    expect(await within(sheet).findByRole("link", { name: /Premium Health Package/ })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("Book Test goes home to the booking form", async () => {
    const { location } = renderApp("/careers");
    fireEvent.click(await screen.findByRole("link", { name: "Book Test" }));
    await waitFor(() => expect(location().pathname).toBe("/"));
    expect(location().hash).toBe("#book-test");
    expect(await screen.findByRole("heading", { name: "Book Test Now" })).toBeTruthy();
  });
});
