import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Technician } from "./desk-api.ts";
import { TechniciansPanel } from "./technicians-panel.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The technicians API as the panel meets it; a mobile already taken is refused. */
function fakeApi(technicians: Technician[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === "/api/admin/desk/areas") {
      return json({
        areas: [
          { id: "chennai", name: "Chennai", windows: ["07:00"] },
          { id: "mysuru", name: "Mysuru", windows: ["07:00"] },
        ],
      });
    }
    if (url.pathname === "/api/admin/desk/technicians" && method === "GET") {
      return json({ technicians });
    }
    if (url.pathname === "/api/admin/desk/technicians" && method === "POST") {
      if (technicians.some((each) => each.mobileNumber === body.mobileNumber)) {
        return json(
          {
            error: "mobile-taken",
            message: "Another active technician has this mobile number.",
          },
          409,
        );
      }
      const technician = { id: crypto.randomUUID(), active: true, ...body };
      technicians.push(technician);
      return json({ technician }, 201);
    }
    const target = technicians.find(
      (each) => url.pathname === `/api/admin/desk/technicians/${each.id}`,
    );
    if (target && method === "PATCH") {
      Object.assign(target, body);
      return json({ technician: target });
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
}

describe("the technicians", () => {
  it("adds one, says what the API refused, and deactivates one", async () => {
    fakeApi([
      {
        id: crypto.randomUUID(),
        name: "Murugan",
        mobileNumber: "9840012345",
        active: true,
        areaId: null,
      },
    ]);
    render(<TechniciansPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Add a technician" });
    const add = (name: string, mobile: string) => {
      fireEvent.change(within(form).getByLabelText("Name"), { target: { value: name } });
      fireEvent.change(within(form).getByLabelText("Mobile"), { target: { value: mobile } });
      fireEvent.submit(form);
    };
    add("Selvi", "9840012345");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Another active technician has this mobile number.",
    );
    add("Selvi", "9840054321");
    await screen.findByRole("button", { name: "Deactivate Selvi" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Deactivate Murugan" }));
    const row = (await screen.findByRole("button", { name: "Reactivate Murugan" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("Deactivated")).toBeTruthy();
  });

  it("cleans a pasted +91 number in the add form and in a row being edited", async () => {
    fakeApi([
      {
        id: crypto.randomUUID(),
        name: "Murugan",
        mobileNumber: "9840012345",
        active: true,
        areaId: null,
      },
    ]);
    render(<TechniciansPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Add a technician" });
    const mobile = within(form).getByLabelText("Mobile") as HTMLInputElement;
    fireEvent.change(mobile, { target: { value: "+91 98765 43210" } });
    expect(mobile.value).toBe("9876543210");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Selvi" } });
    fireEvent.submit(form);
    const selvi = (await screen.findByRole("button", { name: "Deactivate Selvi" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(selvi).getByText("9876543210")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Murugan" }));
    const edited = screen.getByLabelText("Mobile of Murugan") as HTMLInputElement;
    fireEvent.change(edited, { target: { value: "+91 94440 12345" } });
    expect(edited.value).toBe("9444012345");
  });

  it("gives a technician an area when added, and changes it in their row", async () => {
    const technicians: Technician[] = [];
    fakeApi(technicians);
    render(<TechniciansPanel onUnauthorised={() => {}} />);
    const form = await screen.findByRole("form", { name: "Add a technician" });
    await within(form).findByRole("option", { name: "Chennai" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Selvi" } });
    fireEvent.change(within(form).getByLabelText("Mobile"), { target: { value: "9840054321" } });
    fireEvent.change(within(form).getByLabelText("Area"), { target: { value: "chennai" } });
    fireEvent.submit(form);
    const area = (await screen.findByLabelText("Area of Selvi")) as HTMLSelectElement;
    expect(area.value).toBe("chennai");
    expect(technicians[0]?.areaId).toBe("chennai");
    fireEvent.change(area, { target: { value: "mysuru" } });
    await vi.waitFor(() => expect(technicians[0]?.areaId).toBe("mysuru"));
    // The list read again shows it.
    await vi.waitFor(() =>
      expect((screen.getByLabelText("Area of Selvi") as HTMLSelectElement).value).toBe("mysuru"),
    );
  });
});
