import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DayPanel } from "./day-panel.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const window = {
  startsAt: "09:00",
  endsAt: "11:00",
  capacity: 8,
  booked: 3,
  held: 1,
  setForDay: false,
};

function fakeApi(capacityAnswer: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/admin/desk/areas") {
      return json({ areas: [{ id: "chennai", name: "Chennai", windows: ["09:00"] }] });
    }
    if (url.pathname === "/api/admin/desk/day") {
      return json({
        area: { id: "chennai", name: "Chennai" },
        day: url.searchParams.get("day"),
        windows: [window],
      });
    }
    if (url.pathname === "/api/admin/desk/capacity" && init?.method === "PUT") {
      return capacityAnswer();
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the day view", () => {
  it("shows each window's booked and held places against its capacity", async () => {
    fakeApi(() => json({ window }));
    render(<DayPanel onUnauthorised={() => {}} />);
    const row = (await screen.findByText("09:00–11:00")).closest("tr") as HTMLElement;
    expect(within(row).getByText("3 of 8")).toBeTruthy();
    expect(within(row).getAllByRole("cell")[1]?.textContent).toBe("1");
  });

  it("says why a capacity below the places booked is refused", async () => {
    const message =
      "4 places are already booked in this window: the capacity cannot be lower than 4.";
    const fetch = fakeApi(() => json({ error: "below-booked", message }, 409));
    render(<DayPanel onUnauthorised={() => {}} />);
    const input = await screen.findByLabelText("Capacity of 09:00");
    fireEvent.change(input, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    await waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
        area: "chennai",
        startsAt: "09:00",
        capacity: 2,
      });
    });
  });
});
