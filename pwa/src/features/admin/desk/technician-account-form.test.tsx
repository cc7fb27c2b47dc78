/**
 * The admin's form for a technician who signs in (docs/product.md#technicians-page): a pasted
 * "+91 98765 43210" is cleaned as pasted, the request is the contract's, the API's words for a
 * refused field are shown at that field, and a desk user is not offered the form.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TechniciansPanel } from "./technicians-panel.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function fakeApi() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/admin/desk/areas") {
      return json({ areas: [{ id: "chennai", name: "Chennai", windows: ["07:00"] }] });
    }
    if (path === "/api/admin/desk/technicians") return json({ technicians: [] });
    if (path === "/api/admin/technician-accounts") {
      const body = JSON.parse(String(init?.body));
      if (!body.areaId) {
        return json(
          {
            error: "invalid-request",
            issues: [{ path: "areaId", message: "Choose the area they serve" }],
          },
          400,
        );
      }
      return json(
        {
          technician: {
            id: "t-1",
            name: body.name,
            mobileNumber: body.mobileNumber,
            active: true,
            areaId: body.areaId,
          },
          user: {
            id: "a-1",
            email: body.email,
            role: "technician",
            twoFactor: false,
            active: true,
            technicianDeactivated: false,
            createdAt: "2026-12-01T00:00:00Z",
          },
        },
        201,
      );
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("adding a technician who signs in", () => {
  it("cleans a pasted mobile, says a refused field at the field, and says who can sign in", async () => {
    const fetch = fakeApi();
    render(<TechniciansPanel staffRole="admin" onUnauthorised={() => {}} />);
    const form = within(screen.getByRole("form", { name: "Add a technician who signs in" }));
    fireEvent.change(form.getByLabelText("Name"), { target: { value: " Anbu Selvan " } });
    fireEvent.change(form.getByLabelText("Mobile"), { target: { value: "+91 98765 43210" } });
    expect(form.getByLabelText<HTMLInputElement>("Mobile").value).toBe("9876543210");
    fireEvent.change(form.getByLabelText("Sign-in e-mail"), {
      target: { value: "anbu@vyom.example" },
    });
    fireEvent.change(form.getByLabelText(/Password/), {
      target: { value: "a-long-technician-password" },
    });
    fireEvent.click(form.getByRole("button", { name: "Add technician with sign-in" }));
    expect(await form.findByText("Choose the area they serve")).toBeTruthy();
    expect(form.getByLabelText("Area served").getAttribute("aria-invalid")).toBe("true");

    await form.findByRole("option", { name: "Chennai" });
    fireEvent.change(form.getByLabelText("Area served"), { target: { value: "chennai" } });
    fireEvent.click(form.getByRole("button", { name: "Add technician with sign-in" }));
    expect(
      await screen.findByText(
        "Anbu Selvan can now sign in with anbu@vyom.example and see their day.",
      ),
    ).toBeTruthy();
    const sent = fetch.mock.calls
      .filter(([input]) => String(input).endsWith("/api/admin/technician-accounts"))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent.at(-1)).toEqual({
      name: "Anbu Selvan",
      mobileNumber: "9876543210",
      areaId: "chennai",
      email: "anbu@vyom.example",
      password: "a-long-technician-password",
    });
  });

  it("is not offered to a desk user", async () => {
    fakeApi();
    render(<TechniciansPanel staffRole="desk" onUnauthorised={() => {}} />);
    await screen.findByRole("form", { name: "Add a technician" });
    expect(screen.queryByRole("form", { name: "Add a technician who signs in" })).toBeNull();
  });
});
