import { fireEvent, render, screen } from "@testing-library/react";
import type { DeskVisit } from "@vyom/catalog/contract/schemas";
import { describe, expect, it, vi } from "vitest";
import type { OutboxRecord } from "@/db/records.ts";
import { VisitCard } from "./visit-card.tsx";

const visit: DeskVisit = {
  id: "v-1",
  subject: "order:ORD-1",
  kind: "order",
  reference: "VY-7KQ4-M9RX",
  customerName: "Lakshmi Narayanan",
  mobileNumber: "9876500101",
  status: "technician-assigned",
  payment: "pay-at-collection",
  amount: 2249,
  window: { areaId: "chennai", areaName: "Chennai", day: "2026-12-02", startsAt: "07:00" },
  technician: { id: "t-1", name: "Ravi Kumar", mobileNumber: "9000000011" },
  arrivingBy: "07:30",
  tests: ["Lipid Profile"],
  reportsReady: [],
  reschedules: 0,
  createdAt: "2026-12-01T00:00:00Z",
  patient: null,
  patients: [
    { name: "Lakshmi Narayanan", birthDate: null, approxBirthYear: null, age: 64, gender: null },
  ],
  address: {
    line: "12 Lake Road",
    area: "Mylapore",
    landmark: "Temple tank",
    pincode: "600004",
    contactPerson: "Lakshmi",
  },
  testDetails: [{ name: "Lipid Profile", preparation: "Fasting 10-12 hours" }],
  startedAt: null,
};

const row = (state: OutboxRecord["state"], payload: unknown, lastError: string | null = null) =>
  ({ id: 1, kind: "technician-action", state, payload, lastError }) as OutboxRecord;

describe("a technician's visit card", () => {
  it("shows whom, where, a call button, the tests with preparation and what to collect", () => {
    render(<VisitCard visit={visit} unsent={[]} onAction={() => {}} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toMatch(/Lakshmi Narayanan/);
    expect(screen.getByText(/12 Lake Road/).textContent).toMatch(/Mylapore, 600004/);
    expect(screen.getByRole("link", { name: /Call 9876500101/ }).getAttribute("href")).toBe(
      "tel:+919876500101",
    );
    expect(screen.getByText("Lipid Profile (Fasting 10-12 hours)")).toBeTruthy();
    // Rupees through the one formatter (pwa/src/lib/format.ts): Indian grouping.
    expect(screen.getByText("Collect ₹2,249 (pay at collection: cash or UPI)")).toBeTruthy();
  });

  it("sends each action the visit's status allows", () => {
    const onAction = vi.fn();
    render(<VisitCard visit={visit} unsent={[]} onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Start visit" }));
    fireEvent.click(screen.getByRole("button", { name: "Collected" }));
    fireEvent.click(screen.getByRole("button", { name: "UPI received" }));
    expect(onAction.mock.calls.map(([payload]) => payload)).toEqual([
      { visitId: "v-1", action: "start-visit" },
      { visitId: "v-1", action: "mark-collected" },
      { visitId: "v-1", action: "mark-paid", method: "upi" },
    ]);
  });

  it("shows a queued action as waiting and offers it no second time", () => {
    render(
      <VisitCard
        visit={visit}
        unsent={[row("pending", { visitId: "v-1", action: "start-visit" })]}
        onAction={() => {}}
      />,
    );
    expect(screen.getByText("Waiting to send: Start visit")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start visit" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Started: on the way");
  });

  it("counts an action the server took after the kept day was read as done, with no waiting note", () => {
    render(
      <VisitCard
        visit={visit}
        unsent={[]}
        sentSinceKept={[
          row("sent", { visitId: "v-1", action: "start-visit" }),
          row("sent", { visitId: "v-2", action: "mark-collected" }),
        ]}
        onAction={() => {}}
      />,
    );
    expect(screen.queryByRole("button", { name: "Start visit" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Started: on the way");
    expect(screen.queryByText(/Waiting to send/)).toBeNull();
    // Another visit's step is not this one's.
    expect(screen.getByRole("button", { name: "Collected" })).toBeTruthy();
  });

  it("says why a refused action was not sent, and offers the step again", () => {
    render(
      <VisitCard
        visit={visit}
        unsent={[row("failed", { visitId: "v-1", action: "start-visit" }, "the server refused it")]}
        onAction={() => {}}
      />,
    );
    expect(screen.getByText(/Not sent: Start visit\. the server refused it/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start visit" })).toBeTruthy();
  });

  it("offers no payment for a booking or a collected visit", () => {
    render(
      <VisitCard
        visit={{ ...visit, kind: "booking", payment: null, status: "collected" }}
        unsent={[]}
        onAction={() => {}}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(/No price on this booking/)).toBeTruthy();
  });
});
