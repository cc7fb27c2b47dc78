/**
 * `/api/admin/results` as edge-api/src/routes/admin/results.routes.ts answers it, installed as
 * `fetch`, and the screens' helpers: component tests drive the results tab as the browser does.
 */
import { render, screen, within } from "@testing-library/react";
import type { AdminRole } from "@vyom/catalog/contract";
import { CriticalCallRequest } from "@vyom/catalog/contract/schemas";
import { vi } from "vitest";
import type { StaffResult } from "./results-api.ts";
import { ResultsPanel } from "./results-panel.tsx";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let reports = 0;
/** A held CBC: unsigned, haemoglobin low; `patch` makes it critical, signed… */
export function held(patch: Partial<StaffResult> = {}): StaffResult {
  const n = ++reports;
  return {
    id: crypto.randomUUID(),
    reportNumber: `VYR-${String(n).padStart(6, "0")}`,
    version: 1,
    status: "final",
    labId: "vyom-dev-lab",
    patientName: `Meena Sundaram ${n}`,
    patientAge: 38,
    patientGender: "female",
    mobileNumber: `98451000${String(n).padStart(2, "0")}`,
    sampleId: `S-10${n}`,
    tests: ["CBC"],
    flagged: [
      { test: "CBC", parameter: "Haemoglobin", value: 10.8, unit: "g/dL", flagWords: "Low" },
    ],
    critical: false,
    waitingFor: "signature",
    signedBy: null,
    criticalCall: null,
    receivedAt: `2026-12-02T0${n % 10}:00:00.000Z`,
    releasedAt: null,
    ...patch,
  };
}

export const critical = (patch: Partial<StaffResult> = {}) =>
  held({
    critical: true,
    flagged: [
      { test: "CBC", parameter: "Haemoglobin", value: 6, unit: "g/dL", flagWords: "Critical low" },
    ],
    ...patch,
  });

/**
 * `/api/admin/results` as results.routes.ts answers it: a signature or a call releases a result
 * once nothing else holds it; the note is checked with the API's own schema. `refuse` answers a
 * step instead (a refusal the server would give).
 */
export function fakeApi(waiting: StaffResult[], refuse?: (step: string) => Response | undefined) {
  const state = { held: [...waiting], released: [] as StaffResult[] };
  const release = (result: StaffResult) => {
    const ready = result.signedBy !== null && (!result.critical || result.criticalCall !== null);
    result.waitingFor = result.signedBy === null ? "signature" : ready ? null : "critical-call";
    if (!ready) return;
    result.releasedAt = "2026-12-02T10:00:00.000Z";
    state.held = state.held.filter((each) => each !== result);
    state.released.unshift(result);
  };
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method === "GET" && url.pathname === "/api/admin/results") return json(state);
    // The desk's Bookings tab reads on mount, whichever tab is open (the tabs test).
    if (url.pathname === "/api/admin/bookings") {
      return json({ bookings: [], page: 1, pageSize: 25, total: 0 });
    }
    const [, id, step] = /^\/api\/admin\/results\/([^/]+)\/(sign|critical-call)$/.exec(
      url.pathname,
    ) ?? [undefined, "", ""];
    const refused = step ? refuse?.(step) : undefined;
    if (refused) return refused;
    const result = state.held.find((each) => each.id === id);
    if (method !== "POST" || !result) return json({ error: "not-found" }, 404);
    if (step === "sign") {
      result.signedBy = "Dr. Kavitha Rao";
    } else {
      const body = CriticalCallRequest.safeParse(JSON.parse(String(init?.body)));
      if (!body.success) {
        const issues = body.error.issues.map((i) => ({ path: "note", message: i.message }));
        const message = issues.map((i) => i.message).join(". ");
        return json({ error: "invalid-request", message, issues }, 400);
      }
      result.criticalCall = { at: "2026-12-02T09:45:00.000Z", by: "desk:a", note: body.data.note };
    }
    release(result);
    return json({ result });
  });
  vi.stubGlobal("fetch", fetch);
  const calls = (method: string, path: RegExp) =>
    fetch.mock.calls.filter(
      ([input, init]) => (init?.method ?? "GET") === method && path.test(String(input)),
    );
  return { fetch, reads: () => calls("GET", /\/api\/admin\/results$/).length, calls };
}

export const show = (role: AdminRole) =>
  render(<ResultsPanel role={role} onUnauthorised={() => {}} />);
export const card = async (name: string) =>
  screen.findByRole("article", { name: new RegExp(name) });
export const releasedRow = async (name: string) =>
  within(await screen.findByRole("table", { name: /released lately/ }))
    .getByText(name)
    .closest("tr") as HTMLElement;
