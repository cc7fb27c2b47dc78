import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffAccount } from "./staff-api.ts";
import { StaffPanel } from "./staff-panel.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const account = (patch: Partial<StaffAccount>): StaffAccount => ({
  id: crypto.randomUUID(),
  email: "desk-1@vyom.example",
  role: "desk",
  twoFactor: false,
  active: true,
  createdAt: "2026-12-01T00:00:00.000Z",
  ...patch,
});

/** The staff API as the panel meets it: `answer` decides each change. */
function fakeApi(
  accounts: StaffAccount[],
  answer: (method: string, body: unknown) => Response | undefined = () => undefined,
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const given = answer(method, body);
    if (given) return given;
    if (url.pathname === "/api/admin/users" && method === "GET") return json({ users: accounts });
    if (url.pathname === "/api/admin/users" && method === "POST") {
      const user = account({ email: body.email });
      accounts.push(user);
      return json({ user }, 201);
    }
    const target = accounts.find((each) => url.pathname === `/api/admin/users/${each.id}`);
    if (target && method === "PATCH") {
      target.active = body.active;
      return json({ user: target });
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the staff accounts", () => {
  it("lists the accounts; an admin's has no button, a desk user's can be disabled and enabled", async () => {
    const admin = account({ email: "admin@vyom.example", role: "admin", twoFactor: true });
    const desk = account({});
    fakeApi([admin, desk]);
    render(<StaffPanel onUnauthorised={() => {}} />);
    const adminRow = (await screen.findByText("admin@vyom.example")).closest("tr") as HTMLElement;
    expect(within(adminRow).queryByRole("button")).toBeNull();
    expect(within(adminRow).getByText("Set up")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Disable desk-1@vyom.example" }));
    expect((await screen.findByText(/is disabled and signed out everywhere/)).textContent).toBe(
      "desk-1@vyom.example is disabled and signed out everywhere.",
    );
    const deskRow = (
      await screen.findByRole("button", { name: "Enable desk-1@vyom.example" })
    ).closest("tr") as HTMLElement;
    expect(within(deskRow).getByText("Disabled")).toBeTruthy();
  });

  it("adds a desk user, and says what the API refused", async () => {
    fakeApi([], (method, body) =>
      method === "POST" && (body as { email: string }).email === "taken@vyom.example"
        ? json({ error: "email-taken", message: "That e-mail already has an account." }, 409)
        : undefined,
    );
    render(<StaffPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Add a desk user" });
    const fill = (email: string) => {
      fireEvent.change(within(form).getByLabelText("E-mail"), { target: { value: email } });
      fireEvent.change(within(form).getByLabelText(/Password/), {
        target: { value: "a-long-desk-password" },
      });
      fireEvent.submit(form);
    };
    fill("taken@vyom.example");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That e-mail already has an account.",
    );
    fill("new-desk@vyom.example");
    await screen.findByText("new-desk@vyom.example can now sign in to the desk.");
    expect(
      await screen.findByRole("button", { name: "Disable new-desk@vyom.example" }),
    ).toBeTruthy();
    expect((within(form).getByLabelText("E-mail") as HTMLInputElement).value).toBe("");
  });
});
