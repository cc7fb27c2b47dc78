import { fireEvent, render, screen, within } from "@testing-library/react";
import { LisKeyRequest } from "@vyom/catalog/contract/schemas";
import { describe, expect, it, vi } from "vitest";
import type { LabKey } from "./lab-keys-api.ts";
import { LabKeysPanel } from "./lab-keys-panel.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const labs = [
  { id: "vyom-chennai-central", name: "Vyom Diagnostics Central Laboratory" },
  { id: "vyom-bengaluru", name: "Vyom Diagnostics Laboratory, Bengaluru" },
];

const key = (patch: Partial<LabKey>): LabKey => ({
  id: crypto.randomUUID(),
  labId: "vyom-bengaluru",
  label: "Bengaluru LIS 2026",
  createdBy: "admin@vyom.example",
  createdAt: "2026-11-01T04:30:00.000Z",
  revokedAt: null,
  lastUsedAt: "2026-11-28T06:00:00.000Z",
  ...patch,
});

/**
 * The keys API as the panel meets it: a new key is checked with the API's own schema (a 400 naming
 * each field, as edge-api/src/http/validate.ts answers), at most two live keys per lab (409).
 */
function fakeApi(keys: LabKey[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === "/api/admin/lis-keys" && method === "GET") return json({ keys, labs });
    if (url.pathname === "/api/admin/lis-keys" && method === "POST") {
      const checked = LisKeyRequest.safeParse(body);
      if (!checked.success) {
        const issues = checked.error.issues.map((i) => ({
          path: i.path.join("."),
          message: i.message,
        }));
        return json({ error: "invalid-request", message: issues[0]?.message, issues }, 400);
      }
      const live = keys.filter((k) => k.labId === checked.data.labId && !k.revokedAt);
      if (live.length >= 2) {
        return json(
          {
            error: "too-many-keys",
            message:
              "A lab has at most 2 live keys: revoke the old one once the lab uses the new one.",
          },
          409,
        );
      }
      const made = key({ ...checked.data, lastUsedAt: null });
      keys.push(made);
      return json({ ...checked.data, id: made.id, key: "vyom_lis_secret-shown-once" }, 201);
    }
    const target = keys.find((k) => url.pathname === `/api/admin/lis-keys/${k.id}/revoke`);
    if (target && method === "POST") {
      target.revokedAt = "2026-11-29T05:00:00.000Z";
      return json({ status: "revoked" });
    }
    return json({ error: "not-found", message: "There is no such key." }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the labs' keys", () => {
  it("issues a key shown once, then lists it without its secret", async () => {
    fakeApi([key({})]);
    render(<LabKeysPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Issue a lab key" });
    fireEvent.change(within(form).getByLabelText("Lab"), {
      target: { value: "vyom-chennai-central" },
    });
    fireEvent.change(within(form).getByLabelText(/Who uses it/), {
      target: { value: "Chennai LIS 2027" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Issue key" }));

    const shown = await screen.findByRole("heading", {
      name: "The key for Vyom Diagnostics Central Laboratory",
    });
    expect(shown).toBeTruthy();
    expect(screen.getByText("vyom_lis_secret-shown-once")).toBeTruthy();
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    const row = (await screen.findByText("Chennai LIS 2027")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Never")).toBeTruthy();
    expect(within(row).getByText("Live")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "I have given it to the lab" }));
    expect(screen.queryByText("vyom_lis_secret-shown-once")).toBeNull();
  });

  it("revokes only after a second, explicit tap", async () => {
    const old = key({});
    const fetch = fakeApi([old]);
    render(<LabKeysPanel onUnauthorised={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: 'Revoke "Bengaluru LIS 2026"' }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/revoke"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    fireEvent.click(screen.getByRole("button", { name: 'Revoke "Bengaluru LIS 2026"' }));
    fireEvent.click(screen.getByRole("button", { name: 'Yes, revoke "Bengaluru LIS 2026"' }));
    expect((await screen.findByRole("status")).textContent).toBe(
      '"Bengaluru LIS 2026" is revoked: Vyom Diagnostics Laboratory, Bengaluru files nothing with it from now on.',
    );
    const row = (await screen.findByText(/^Revoked /)).closest("tr") as HTMLElement;
    expect(within(row).queryByRole("button")).toBeNull();
  });

  it("says why a key was refused: a label too short at its field, a third live key in words", async () => {
    fakeApi([key({}), key({ label: "Bengaluru LIS 2027" })]);
    render(<LabKeysPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Issue a lab key" });
    const label = within(form).getByLabelText(/Who uses it/);
    // A two-letter label passes the browser's own check here (happy-dom does not enforce
    // minLength on submit), so the API's message is what the admin reads.
    fireEvent.change(label, { target: { value: "ab" } });
    fireEvent.submit(form);
    expect((await within(form).findByText("Name the key (who uses it)")).textContent).toBeTruthy();
    expect(label.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(form).getByLabelText("Lab"), { target: { value: "vyom-bengaluru" } });
    fireEvent.change(label, { target: { value: "A third one" } });
    fireEvent.submit(form);
    expect((await screen.findByRole("alert")).textContent).toMatch(/at most 2 live keys/);
  });
});
