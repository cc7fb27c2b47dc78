import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeskVisit, Technician } from "./desk-api.ts";
import { VisitDetail } from "./visit-detail.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const visit: DeskVisit = {
  id: "11111111-1111-4111-8111-111111111111",
  subject: "booking:b-1",
  kind: "booking",
  reference: "b-1",
  customerName: "Priya Raman",
  mobileNumber: "9811111111",
  status: "received",
  payment: null,
  amount: null,
  window: { areaId: "chennai", areaName: "Chennai", day: "2026-12-02", startsAt: "09:00" },
  technician: null,
  arrivingBy: null,
  tests: ["CBC"],
  reportsReady: [],
  reschedules: 0,
  createdAt: "2026-12-01T00:30:00.000Z",
};
const technicians: Technician[] = [
  { id: "t-1", name: "Murugan Selvam", mobileNumber: "9840012345", active: true },
  { id: "t-2", name: "Gone Away", mobileNumber: "9840099999", active: false },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The desk API's two calls here: the audit log, and the action answered by `answer`. */
function fakeApi(answer: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path.endsWith("/audit")) return json({ entries: [] });
    if (init?.method === "POST" && path.endsWith("/actions")) return answer();
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const auditReads = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith("/audit")).length;

describe("a visit at the desk", () => {
  it("shows only the buttons its status allows, and confirms it", async () => {
    const fetch = fakeApi(() => json({ visit: { ...visit, status: "confirmed" } }));
    const onChanged = vi.fn();
    render(
      <VisitDetail
        visit={visit}
        technicians={technicians}
        onChanged={onChanged}
        onUnauthorised={() => {}}
      />,
    );
    expect(screen.queryByRole("button", { name: "Mark collected" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Assign technician" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ ...visit, status: "confirmed" }));
    await waitFor(() => expect(auditReads(fetch)).toBe(2));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ action: "confirm" });
  });

  it("says the API's refusal to the person, and reads the audit log again", async () => {
    const fetch = fakeApi(() =>
      json({ error: "refused", message: "A confirmed booking cannot be confirmed." }, 409),
    );
    render(
      <VisitDetail
        visit={visit}
        technicians={technicians}
        onChanged={() => {}}
        onUnauthorised={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A confirmed booking cannot be confirmed.",
    );
    // Someone else may have moved the visit, so the log is read again. Waiting for that read also
    // keeps it inside this test: it once landed after the stub was undone, and failed the run.
    await waitFor(() => expect(auditReads(fetch)).toBe(2));
  });

  it("offers only active technicians, and a cancel needs a reason", async () => {
    const fetch = fakeApi(() => json({ visit }));
    render(
      <VisitDetail
        visit={{ ...visit, status: "confirmed" }}
        technicians={technicians}
        onChanged={() => {}}
        onUnauthorised={() => {}}
      />,
    );
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toContain("Murugan Selvam");
    expect(options).not.toContain("Gone Away");
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Say why the booking is cancelled.",
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
