/**
 * What a dispatcher sees and presses at the desk (docs/product.md#booking-desk): the visit's
 * patients, address, money and preparation; the buttons in one fixed order, each disabled one
 * saying why in visible text; a dialog before a step that cannot be undone, and the override the
 * API needs before the visit's day; the technician suggested for the visit's area.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DeskVisit, Technician, TechnicianSuggestions } from "./desk-api.ts";
import { VisitDetail } from "./visit-detail.tsx";

/** 20:00 in India on the evening before the visit's day (2026-12-02). */
const EVENING_BEFORE = () => new Date("2026-12-01T14:30:00Z");
/** 08:00 in India on the visit's day. */
const ON_THE_DAY = () => new Date("2026-12-02T02:30:00Z");

const order: DeskVisit = {
  id: "22222222-2222-4222-8222-222222222222",
  subject: "order:VYO-20261201-K7M2QX",
  kind: "order",
  reference: "VYO-20261201-K7M2QX",
  customerName: "Kavya Shetty",
  mobileNumber: "9811111111",
  status: "confirmed",
  payment: "pay-at-collection",
  amount: 1200,
  window: { areaId: "chennai", areaName: "Chennai", day: "2026-12-02", startsAt: "07:00" },
  technician: null,
  arrivingBy: null,
  tests: ["Lipid Profile", "CBC"],
  reportsReady: [],
  reschedules: 0,
  createdAt: "2026-12-01T00:30:00.000Z",
  patient: null,
  patients: [
    {
      name: "Kavya Shetty",
      birthDate: "1990-12-03",
      approxBirthYear: null,
      age: null,
      gender: "female",
    },
    { name: "Meena Shetty", birthDate: null, approxBirthYear: null, age: 64, gender: null },
  ],
  address: {
    line: "12, 3rd Cross",
    area: "Adyar",
    landmark: "Near the temple",
    pincode: "600020",
    contactPerson: "Kavya",
  },
  testDetails: [
    { name: "Lipid Profile", preparation: "10-12 Hours Fasting Required" },
    { name: "CBC", preparation: "No Fasting Required" },
  ],
  startedAt: null,
};
const technicians: Technician[] = [
  {
    id: "t-1",
    name: "Murugan Selvam",
    mobileNumber: "9840012345",
    active: true,
    areaId: "chennai",
  },
  { id: "t-2", name: "Ravi Kumar", mobileNumber: "9840012346", active: true, areaId: "chennai" },
];
const suggestions: TechnicianSuggestions = {
  capacity: 8,
  suggested: "t-2",
  technicians: [
    {
      id: "t-2",
      name: "Ravi Kumar",
      areaId: "chennai",
      sameArea: true,
      visitsThatDay: 2,
      hasRoom: true,
    },
    {
      id: "t-1",
      name: "Murugan Selvam",
      areaId: "chennai",
      sameArea: true,
      visitsThatDay: 8,
      hasRoom: false,
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The desk API here: the audit log, the suggestions, and each action answered by `answer`. */
function fakeApi(answer: (body: { action: string }) => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path.endsWith("/audit")) return json({ entries: [] });
    if (path.endsWith("/technicians")) return json(suggestions);
    if (init?.method === "POST" && path.endsWith("/actions")) {
      return answer(JSON.parse(String(init.body)));
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
/** The audit log read again after a step: waiting for it keeps the read inside its test. */
const auditReadAgain = (fetch: ReturnType<typeof fakeApi>) =>
  waitFor(() =>
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith("/audit")).length).toBe(2),
  );
const posts = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

function show(visit: DeskVisit, now = EVENING_BEFORE, onChanged = vi.fn()) {
  return render(
    <VisitDetail
      visit={visit}
      technicians={technicians}
      onChanged={onChanged}
      onUnauthorised={() => {}}
      now={now}
    />,
  );
}

/** The row's buttons, in the order they stand. */
const rowButtons = () =>
  within(screen.getByRole("list", { name: "Actions" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

/** The visible text a disabled button points to as the reason it is disabled. */
function reasonOf(name: string): string | null {
  const button = screen.getByRole<HTMLButtonElement>("button", { name });
  expect(button.disabled, name).toBe(true);
  const id = button.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("what the dispatcher reads of a visit", () => {
  it("shows each patient's name, age and gender, the address, the money to collect, and each test's preparation", async () => {
    const fetch = fakeApi(() => json({ visit: order }));
    show(order);
    expect(screen.getByRole("heading", { name: "Order VYO-20261201-K7M2QX" })).toBeTruthy();
    const patients = within(screen.getByTestId("visit-patients"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    // 35 on the visit's day (36 the day after); the order gave the mother's age, not a gender.
    expect(patients).toEqual([
      "Kavya Shetty, 35 years, Female",
      "Meena Shetty, 64 years, gender not given",
    ]);
    expect(screen.getByTestId("visit-address").textContent).toBe(
      "12, 3rd Cross, Adyar, Near the temple, PIN 600020; ask for Kavya",
    );
    expect(screen.getByTestId("visit-money").textContent).toBe(
      "Collect ₹1,200 (pay at collection: cash or UPI)",
    );
    expect(
      within(screen.getByTestId("visit-tests"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Lipid Profile: 10-12 Hours Fasting Required", "CBC: No Fasting Required"]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("says a booking's amount is agreed on the call, an order paid online has nothing to collect, and a booking without an address says so", async () => {
    fakeApi(() => json({ visit: order }));
    const booking: DeskVisit = {
      ...order,
      kind: "booking",
      subject: "booking:b-1",
      payment: null,
      amount: null,
      address: { line: "", area: "", landmark: "", pincode: "600020", contactPerson: "" },
    };
    const { unmount } = show(booking);
    expect(screen.getByTestId("visit-money").textContent).toBe(
      "No price on this booking: the amount is agreed on the call",
    );
    expect(screen.getByTestId("visit-address").textContent).toBe(
      "PIN 600020: no address given, call the customer",
    );
    unmount();
    show({ ...order, payment: "paid" });
    expect(screen.getByTestId("visit-money").textContent).toBe("Nothing to collect: ₹1,200 paid");
    await screen.findByText("Nothing done at the desk yet.");
  });
});

describe("the action row", () => {
  it("asks to record the order's amount in rupees as the app writes them everywhere", async () => {
    fakeApi(() => json({ visit: order }));
    show({ ...order, amount: 2249 });
    expect(screen.getByTestId("visit-money").textContent).toBe(
      "Collect ₹2,249 (pay at collection: cash or UPI)",
    );
    fireEvent.click(screen.getByRole("button", { name: "Mark paid at collection" }));
    expect(await screen.findByText("Record ₹2,249 paid by cash?")).toBeTruthy();
    await screen.findByText("Nothing done at the desk yet.");
  });

  it("keeps every button in one order whatever the status, so the next step never lands under the finger", async () => {
    const received = { ...order, status: "received" as const };
    const onChanged = vi.fn();
    fakeApi(() => json({ visit: order }));
    const { rerender } = show(received, EVENING_BEFORE, onChanged);
    const before = rowButtons();
    expect(before).toEqual([
      "Confirm",
      "Assign technician",
      "Start visit",
      "Mark collected",
      "Mark in the lab",
      "Mark paid at collection",
      "Cancel booking",
    ]);
    const pressed = before.indexOf("Confirm");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(order));
    rerender(
      <VisitDetail
        visit={order}
        technicians={technicians}
        onChanged={onChanged}
        onUnauthorised={() => {}}
        now={EVENING_BEFORE}
      />,
    );
    expect(rowButtons()).toEqual(before);
    // Where the finger was stays "Confirm", now disabled; the next step is elsewhere.
    const atPressed = screen.getByRole<HTMLButtonElement>("button", {
      name: rowButtons()[pressed],
    });
    expect(atPressed.textContent).toBe("Confirm");
    expect(atPressed.disabled).toBe(true);
    expect(reasonOf("Confirm")).toBe("Confirmed already.");
    await screen.findByText("Nothing done at the desk yet.");
  });

  it("says in visible text why each disabled button is disabled", async () => {
    fakeApi(() => json({ visit: order }));
    const { unmount } = show(order);
    expect(reasonOf("Start visit")).toBe("Assign a technician first.");
    expect(reasonOf("Mark in the lab")).toBe("Mark collected first.");
    expect(screen.getByText("Assign a technician first.")).toBeTruthy();
    unmount();
    const assigned: DeskVisit = {
      ...order,
      status: "technician-assigned",
      technician: { id: "t-1", name: "Murugan Selvam", mobileNumber: "9840012345" },
      arrivingBy: "07:30",
    };
    show(assigned);
    expect(reasonOf("Start visit")).toBe(
      "This visit is on 2026-12-02: the technician can start it on that day, not before.",
    );
    await screen.findByText("Nothing done at the desk yet.");
  });

  it("says an assignment needs a technician chosen, and suggests the area's one with room", async () => {
    fakeApi(() => json({ visit: order }));
    show(order);
    // Until the suggestion arrives, nobody is chosen: the button says why it waits.
    expect(reasonOf("Assign technician")).toBe("Choose a technician first.");
    const select = screen.getByLabelText<HTMLSelectElement>("Technician");
    await waitFor(() => expect(select.value).toBe("t-2"));
    expect(screen.getByRole("option", { name: /Ravi Kumar \(suggested\)/ }).textContent).toBe(
      "Ravi Kumar (suggested) · this area · 2/8 that day",
    );
    expect(screen.getByRole("option", { name: /Murugan Selvam/ }).textContent).toContain("full");
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Assign technician" }).disabled,
    ).toBe(false);
    fireEvent.change(select, { target: { value: "" } });
    expect(reasonOf("Assign technician")).toBe("Choose a technician first.");
  });
});

describe("steps that cannot be undone", () => {
  it("asks 'Mark collected before the visit's day?' the evening before, and sends the override only once confirmed", async () => {
    const fetch = fakeApi(() => json({ visit: { ...order, status: "collected" } }));
    show(order, EVENING_BEFORE);
    fireEvent.click(screen.getByRole("button", { name: "Mark collected" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Mark collected before the visit's day?",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(fetch)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Mark collected" }));
    const again = await screen.findByRole("dialog", {
      name: "Mark collected before the visit's day?",
    });
    fireEvent.click(within(again).getByRole("button", { name: "Yes, it was collected early" }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([{ action: "mark-collected", beforeDay: true }]),
    );
    await auditReadAgain(fetch);
  });

  it("on the visit's day asks only that it cannot be undone, and sends no override", async () => {
    const fetch = fakeApi(() => json({ visit: { ...order, status: "collected" } }));
    show(order, ON_THE_DAY);
    fireEvent.click(screen.getByRole("button", { name: "Mark collected" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark collected?" });
    expect(dialog.textContent).toContain("cannot be undone");
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, mark collected" }));
    await waitFor(() => expect(posts(fetch)).toEqual([{ action: "mark-collected" }]));
    await auditReadAgain(fetch);
  });

  it("asks before cancelling, and before starting the visit (its SMS goes at once)", async () => {
    const fetch = fakeApi(() => json({ visit: order }));
    const assigned: DeskVisit = {
      ...order,
      status: "technician-assigned",
      technician: { id: "t-1", name: "Murugan Selvam", mobileNumber: "9840012345" },
      arrivingBy: "07:30",
    };
    show(assigned, ON_THE_DAY);
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Customer travelling" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    const cancel = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(cancel.textContent).toContain("This cannot be undone.");
    fireEvent.click(within(cancel).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Start visit" }));
    const start = await screen.findByRole("dialog", { name: "Start the visit?" });
    expect(start.textContent).toContain("Murugan is on the way, arriving by 07:30");
    fireEvent.click(within(start).getByRole("button", { name: "Yes, start the visit" }));
    await waitFor(() => expect(posts(fetch)).toEqual([{ action: "start-visit" }]));
    await auditReadAgain(fetch);
  });
});
