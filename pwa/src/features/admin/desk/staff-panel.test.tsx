import { fireEvent, render, screen, within } from "@testing-library/react";
import { DeskUserRequest } from "@vyom/catalog/contract/schemas";
import { describe, expect, it, vi } from "vitest";
import type { StaffAccount } from "./staff-api.ts";
import { StaffPanel } from "./staff-panel.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const account = (patch: Partial<StaffAccount>): StaffAccount => ({
  id: crypto.randomUUID(),
  email: "desk-1@vyom.example",
  role: "desk",
  twoFactor: false,
  active: true,
  technicianDeactivated: false,
  createdAt: "2026-12-01T00:00:00.000Z",
  ...patch,
});

/**
 * The staff API as the panel meets it: a new account is checked with the API's own schema (a 400
 * naming each field, as edge-api/src/http/validate.ts answers); `answer` decides each change.
 */
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
      const checked = DeskUserRequest.safeParse(body);
      if (!checked.success) {
        const issues = checked.error.issues.map((i) => ({
          path: i.path.join("."),
          message: i.message,
        }));
        const message = issues.map((i) => i.message).join(". ");
        return json({ error: "invalid-request", message, issues }, 400);
      }
      const user = account({ email: body.email, role: checked.data.role });
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

  it("reads a technician's account whose technician was deactivated as such, not as active", async () => {
    const technician = account({
      email: "tech@vyom.example",
      role: "technician",
      technicianDeactivated: true,
    });
    fakeApi([technician]);
    render(<StaffPanel onUnauthorised={() => {}} />);
    const row = (await screen.findByText("tech@vyom.example")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Technician deactivated")).toBeTruthy();
    expect(within(row).queryByText("Active")).toBeNull();
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

  it("adds a pathologist, with the API's message at each field it refused", async () => {
    const api = fakeApi([]);
    render(<StaffPanel onUnauthorised={() => {}} />);
    await screen.findByRole("form", { name: "Add a desk user" });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "pathologist" } });
    const form = screen.getByRole("form", { name: "Add a pathologist" });
    const name = within(form).getByLabelText("Name as printed on reports");
    const registration = within(form).getByLabelText("Medical council registration number");
    fireEvent.change(within(form).getByLabelText("E-mail"), {
      target: { value: "kavitha@vyom.example" },
    });
    fireEvent.change(within(form).getByLabelText(/Password/), {
      target: { value: "a-long-staff-password" },
    });
    fireEvent.change(registration, { target: { value: "TN MC 48213" } });
    fireEvent.submit(form);

    const nameProblem = await within(form).findByText(
      "Enter the pathologist's name as it is printed",
    );
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(nameProblem.id);
    const registrationProblem = within(form).getByText(
      "Enter the medical council registration number",
    );
    expect(registration.getAttribute("aria-describedby")).toBe(registrationProblem.id);
    expect(within(form).getByLabelText("E-mail").getAttribute("aria-invalid")).toBeNull();

    fireEvent.change(name, { target: { value: "Dr. Kavitha Rao" } });
    fireEvent.change(registration, { target: { value: "TNMC-48213" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add pathologist" }));
    await screen.findByText(
      "Dr. Kavitha Rao (kavitha@vyom.example) can now sign in and sign results off.",
    );
    expect(name.getAttribute("aria-invalid")).toBeNull();
    const posts = api.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({
      role: "pathologist",
      email: "kavitha@vyom.example",
      password: "a-long-staff-password",
      displayName: "Dr. Kavitha Rao",
      registrationNumber: "TNMC-48213",
    });
    const row = (await screen.findByText("kavitha@vyom.example")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Pathologist")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Disable kavitha@vyom.example" })).toBeTruthy();
  });
});
