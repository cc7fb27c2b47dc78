import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DeskVisit, Technician } from "./desk-api.ts";
import { VisitDetail } from "./visit-detail.tsx";

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
  patient: { birthDate: "1990-05-17", approxBirthYear: null, gender: "female" },
  patients: [
    {
      name: "Priya Raman",
      birthDate: "1990-05-17",
      approxBirthYear: null,
      age: null,
      gender: "female",
    },
  ],
  address: { line: "", area: "", landmark: "", pincode: "600020", contactPerson: "" },
  testDetails: [{ name: "CBC", preparation: "No Fasting Required" }],
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
  { id: "t-2", name: "Gone Away", mobileNumber: "9840099999", active: false, areaId: null },
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
  it("enables only the buttons its status allows, and confirms it", async () => {
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
    for (const name of ["Mark collected", "Assign technician"]) {
      expect(screen.getByRole<HTMLButtonElement>("button", { name }).disabled, name).toBe(true);
    }
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

describe("a booking's patient at the desk", () => {
  const patientShown = (shown: DeskVisit) => {
    fakeApi(() => json({ visit: shown }));
    render(
      <VisitDetail
        visit={shown}
        technicians={technicians}
        onChanged={() => {}}
        onUnauthorised={() => {}}
      />,
    );
    return screen.queryByTestId("visit-patient")?.textContent;
  };

  it("shows the date of birth and gender the booking form gave", () => {
    expect(patientShown(visit)).toBe("Born 17/05/1990, Female");
  });

  it("says an age's year is approximate", () => {
    const patient = { birthDate: null, approxBirthYear: 1988, gender: "male" as const };
    expect(patientShown({ ...visit, patient })).toBe(
      "Born about 1988 (age given, not the date), Male",
    );
  });

  it("asks for them at collection for a booking made before the form asked", () => {
    const patient = { birthDate: null, approxBirthYear: null, gender: null };
    expect(patientShown({ ...visit, patient })).toBe(
      "Date of birth and gender not given (booked before the form asked): ask at collection",
    );
  });

  it("shows no patient line for an order: its members are on the order", () => {
    expect(patientShown({ ...visit, kind: "order", patient: null })).toBeUndefined();
  });
});

describe("a visit's reports at the desk: a status from the lab's releases, never a button", () => {
  const show = (shown: Partial<DeskVisit>) => {
    const fetch = fakeApi(() => json({ visit }));
    render(
      <VisitDetail
        visit={{ ...visit, tests: ["CBC", "HbA1c"], ...shown }}
        technicians={technicians}
        onChanged={() => {}}
        onUnauthorised={() => {}}
      />,
    );
    return fetch;
  };
  const reportStatus = () => screen.queryByTestId("report-status")?.textContent ?? null;

  it.each(["collected", "in-lab"] as const)(
    "%s with nothing released: waiting for the lab's results",
    async (status) => {
      const fetch = show({ status, reportsReady: [] });
      expect(reportStatus()).toBe("Waiting for the lab's results");
      await waitFor(() => expect(auditReads(fetch)).toBe(1));
    },
  );

  it("some released: names those ready and those still waiting", async () => {
    const fetch = show({ status: "in-lab", reportsReady: ["CBC"] });
    expect(reportStatus()).toBe("Some reports ready: CBC · waiting for HbA1c");
    await waitFor(() => expect(auditReads(fetch)).toBe(1));
  });

  it("all released: names every report ready, in the booking's order", async () => {
    const fetch = show({ status: "report-ready", reportsReady: ["HbA1c", "CBC"] });
    expect(reportStatus()).toBe("Reports ready: CBC, HbA1c");
    expect(screen.getByTestId("visit-status").textContent).toBe("Report ready");
    await waitFor(() => expect(auditReads(fetch)).toBe(1));
  });

  it("before collection, or cancelled, says nothing of reports", async () => {
    const fetch = fakeApi(() => json({ visit }));
    const statuses = ["received", "confirmed", "technician-assigned", "cancelled"] as const;
    for (const status of statuses) {
      const { unmount } = render(
        <VisitDetail
          visit={{ ...visit, status }}
          technicians={technicians}
          onChanged={() => {}}
          onUnauthorised={() => {}}
        />,
      );
      expect(screen.queryByTestId("report-status"), status).toBeNull();
      unmount();
    }
    await waitFor(() => expect(auditReads(fetch)).toBe(statuses.length));
  });

  it("offers no button that tells the patient a report is ready, in any status", async () => {
    const fetch = fakeApi(() => json({ visit }));
    for (const status of ["collected", "in-lab", "report-ready"] as const) {
      const { unmount } = render(
        <VisitDetail
          visit={{
            ...visit,
            kind: "order",
            payment: "pay-at-collection",
            status,
            tests: ["CBC", "HbA1c"],
            reportsReady: ["CBC"],
          }}
          technicians={technicians}
          onChanged={() => {}}
          onUnauthorised={() => {}}
        />,
      );
      const labels = screen.queryAllByRole("button").map((button) => button.textContent ?? "");
      // The buttons its status allows are there; none about a report.
      expect(labels, status).toContain("Mark paid at collection");
      expect(
        labels.filter((label) => /report/i.test(label)),
        status,
      ).toEqual([]);
      unmount();
    }
    await waitFor(() => expect(auditReads(fetch)).toBe(3));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});

describe("the lab simulator at the desk (development only)", () => {
  const collected: DeskVisit = { ...visit, status: "collected" };
  const answer = {
    status: 201,
    message:
      "Report SIM-111111111111 version 1 (VYR-000042) is stored and released to the patient.",
    lisReportId: "SIM-111111111111",
  };

  /** The desk API with the simulator present (a development server) or not (production). */
  function simulatorApi(present: boolean) {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path.endsWith("/audit")) return json({ entries: [] });
      if (path === "/api/dev/lis-simulator" && present) {
        return init?.method === "POST"
          ? json(answer)
          : json({ stages: ["partial", "final", "corrected"], protocols: ["fhir", "hl7v2"] });
      }
      return json({ error: "not-found" }, 404);
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }
  const probes = (fetch: ReturnType<typeof simulatorApi>) =>
    fetch.mock.calls.filter(
      ([input, init]) => String(input) === "/api/dev/lis-simulator" && init?.method === "GET",
    );

  const show = (shown: DeskVisit) =>
    render(
      <VisitDetail
        visit={shown}
        technicians={technicians}
        onChanged={() => {}}
        onUnauthorised={() => {}}
      />,
    );

  it("offers the four presses for a collected visit, sends one and shows the API's answer", async () => {
    const fetch = simulatorApi(true);
    show(collected);
    expect(await screen.findByRole("group", { name: "Lab simulator (development)" })).toBeTruthy();
    for (const label of ["Send partial (HL7)", "Send correction (HL7)", "Critical value (FHIR)"]) {
      expect(screen.getByRole("button", { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole("button", { name: "Send final (FHIR)" }));
    expect(await screen.findByText(`${answer.message} (HTTP 201)`)).toBeTruthy();
    const posted = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(posted?.[0])).toBe("/api/dev/lis-simulator");
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      visitId: visit.id,
      stage: "final",
      protocol: "fhir",
    });
  });

  it("sends the critical press as a final report with a critical value", async () => {
    const fetch = simulatorApi(true);
    show({ ...visit, status: "in-lab" });
    fireEvent.click(await screen.findByRole("button", { name: "Critical value (FHIR)" }));
    await screen.findByText(`${answer.message} (HTTP 201)`);
    const posted = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ stage: "final", critical: true });
  });

  it("is absent where the server has no simulator (production, or another machine)", async () => {
    const fetch = simulatorApi(false);
    show(collected);
    await waitFor(() => expect(probes(fetch)).toHaveLength(1));
    await waitFor(() => expect(auditReads(fetch)).toBe(1));
    expect(screen.queryByRole("group", { name: "Lab simulator (development)" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send final (FHIR)" })).toBeNull();
  });

  it("is absent for a visit whose sample is not collected, and not even asked for", async () => {
    const fetch = simulatorApi(true);
    show({ ...visit, status: "confirmed" });
    await waitFor(() => expect(auditReads(fetch)).toBe(1));
    expect(probes(fetch)).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Send final (FHIR)" })).toBeNull();
  });
});
