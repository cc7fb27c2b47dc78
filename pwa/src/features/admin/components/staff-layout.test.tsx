import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AuditEntry } from "@vyom/catalog/contract/schemas";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import { adminFlagKey } from "../data/admin-flag.ts";
import { adminEmail, installFakeAdminApi } from "../test/fake-admin-api.test-support.ts";
import { renderAdmin } from "../test/render-admin.test-support.tsx";

// The staff pages are lazy chunks: transform them here, once, not inside a findBy's 5 s on a busy
// host (renderApp reaches them through the route table's lazy pages).
beforeAll(async () => {
  await Promise.all([
    import("../admin-login.page.tsx"),
    import("../transactions-history.page.tsx"),
  ]);
}, 60_000);

beforeEach(() => {
  sessionStorage.setItem(adminFlagKey, "true");
  // Tabs whose reads this fake API does not answer say so (LoadFailure) and log a warning.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The whole app's first render reaches the staff pages through lazy routes. */
const slowHost = { timeout: 15_000 };

const staffNav = () => screen.getByRole("navigation", { name: "Staff" });
const navTabs = () =>
  within(staffNav())
    .getAllByRole("tab")
    .map((tab) => tab.textContent);

/** None of the shop's chrome: its header's Login and cart, its search, menus and footer. */
function expectNoShopChrome() {
  expect(screen.getAllByRole("banner")).toHaveLength(1);
  expect(screen.queryByRole("button", { name: /^Log ?in/i })).toBeNull();
  expect(screen.queryByRole("link", { name: /cart/i })).toBeNull();
  expect(screen.queryByRole("combobox", { name: "Search tests" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  expect(screen.queryByText(/Health Packages?/i)).toBeNull();
  expect(screen.queryByRole("contentinfo")).toBeNull();
}

describe("the staff layout", () => {
  it("/admin-login: the staff header, titled 'Admin Login · Vyom staff', no shop chrome", async () => {
    installFakeAdminApi();
    sessionStorage.clear();
    renderApp("/admin-login");
    expect(
      (await screen.findByRole("heading", { level: 1, name: "Admin Login" }, slowHost)).textContent,
    ).toBe("Admin Login");
    expect(within(screen.getByRole("banner")).getByText("Vyom staff")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Admin Login · Vyom staff"));
    expectNoShopChrome();
  });

  it("signed in: the header names the account and its role, with Sign out; no shop chrome", async () => {
    installFakeAdminApi({ signedIn: true });
    renderApp("/transactions-history");
    await screen.findByRole("heading", { level: 1, name: "Transactions" }, slowHost);
    const header = screen.getByRole("banner");
    expect(within(header).getByText(adminEmail).closest("p")?.textContent).toBe(
      `Signed in as ${adminEmail} · Admin`,
    );
    expect(within(header).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(header).getByRole("button", { name: "Sign out on all devices" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Transactions · Vyom staff"));
    expectNoShopChrome();
  });

  it.each([
    {
      role: "admin" as const,
      tabs: [
        "Transactions",
        "Bookings",
        "Submissions",
        "Desk",
        "Results",
        "Day view",
        "Technicians",
        "Staff",
        "Lab keys",
        "Audit",
      ],
    },
    {
      role: "desk" as const,
      tabs: ["Desk", "Results", "Day view", "Technicians", "Bookings", "Audit"],
    },
    { role: "pathologist" as const, tabs: ["Results"] },
  ])("the $role's navigation offers only what the role may open", async ({ role, tabs }) => {
    installFakeAdminApi({ signedIn: true, role });
    renderAdmin("/transactions-history");
    await screen.findByRole("navigation", { name: "Staff" });
    expect(navTabs()).toEqual(tabs);
    // The first is the default screen, titled by it.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(tabs[0]);
    await waitFor(() => expect(document.title).toBe(`${tabs[0]} · Vyom staff`));
  });

  it("a tab the role may not open, named in the address, opens the role's first instead", async () => {
    installFakeAdminApi({ signedIn: true, role: "pathologist" });
    renderAdmin("/transactions-history?tab=staff");
    await screen.findByRole("navigation", { name: "Staff" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Results");
    expect(screen.queryByRole("tab", { name: "Staff" })).toBeNull();
    // The Results panel's list is asked for as it opens: the test ends once it has answered,
    // never with the call still to come (on a busy host it came after the fake API was gone).
    await screen.findByText("Nothing is waiting.", {}, slowHost);
  });

  it("a technician's sign-in leads to their own page, not the workspace", async () => {
    installFakeAdminApi({ signedIn: true, role: "technician" });
    const { location } = renderApp("/transactions-history");
    await waitFor(() => expect(location().pathname).toBe("/technician"), slowHost);
  });

  it("each tab is its own screen: heading, document title and address follow the navigation", async () => {
    installFakeAdminApi({ signedIn: true });
    const { router } = renderAdmin("/transactions-history");
    await screen.findByRole("navigation", { name: "Staff" });
    for (const label of navTabs()) {
      fireEvent.click(within(staffNav()).getByRole("tab", { name: label ?? "" }));
      await waitFor(() =>
        expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(label),
      );
      await waitFor(() => expect(document.title).toBe(`${label} · Vyom staff`));
      const selected = within(staffNav()).getByRole("tab", { selected: true });
      expect(selected.textContent).toBe(label);
      // The selected tab's panel is the one shown, named by its tab.
      const panel = screen.getByRole("tabpanel");
      expect(panel.getAttribute("aria-labelledby")).toBe(selected.id);
    }
    expect(router.state.location.search).toBe("?tab=audit");
  });

  it("the Audit tab lists the log, newest first, with each step in words", async () => {
    const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
      id: crypto.randomUUID(),
      actor: "desk:desk@vyom.example",
      action: "confirm",
      subject: "visit:4c1d",
      before: { status: "received" },
      after: { status: "confirmed" },
      at: "2026-11-28T04:30:00.000Z",
      ...overrides,
    });
    installFakeAdminApi({
      signedIn: true,
      role: "desk",
      audit: [
        entry({}),
        entry({
          action: "set-capacity",
          actor: "admin:admin@vyom.example",
          subject: "window:9",
          before: { capacity: 4 },
          after: { capacity: 6 },
          at: "2026-11-27T05:00:00.000Z",
        }),
      ],
    });
    renderAdmin("/transactions-history?tab=audit");
    const table = await screen.findByRole("table", { name: "Audit log, newest first" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        expect.stringMatching(/^28 Nov 2026, 10:00\s?am$/i),
        "Confirmed",
        "desk:desk@vyom.example",
        "visit:4c1d",
        "received → confirmed",
      ],
      [
        expect.stringMatching(/^27 Nov 2026, 10:30\s?am$/i),
        "Capacity set",
        "admin:admin@vyom.example",
        "window:9",
        "",
      ],
    ]);
    expect(screen.getByText("Showing 1–2 of 2 audit entries")).toBeTruthy();
  });
});
