import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Submission } from "../data/admin-api.ts";
import { SubmissionsPanel } from "./submissions-panel.tsx";

const corporate: Submission = {
  id: "s-2",
  kind: "corporate-enquiry",
  name: "Anita Desai",
  mobileNumber: "9840012345",
  payload: { interest: "on-site-camp", email: "anita@acme.example", companyName: "Acme" },
  createdAt: "2026-03-05T06:00:00.000Z",
  files: [],
};
const prescription: Submission = {
  id: "s-1",
  kind: "prescription",
  name: "Meena Iyer",
  mobileNumber: "9123456780",
  payload: { notes: "Please call after 5" },
  createdAt: "2026-03-04T06:00:00.000Z",
  files: [{ id: "f-1", fileName: "rx.pdf", contentType: "application/pdf", sizeBytes: 14_540 }],
};

/** The API's answer for each URL asked (the server filters; here only the URL is checked). */
function stubApi(answer: (url: URL) => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
    answer(new URL(String(input), "http://localhost")),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("SubmissionsPanel", () => {
  it("lists submissions with their fields and file download links", async () => {
    stubApi(() => json({ submissions: [corporate, prescription] }));
    render(<SubmissionsPanel onUnauthorised={() => {}} />);
    const table = await screen.findByRole("table", { name: /Submissions/ });
    const [, first, second] = within(table).getAllByRole("row");
    const cells = within(first as HTMLElement).getAllByRole("cell");
    expect(cells.slice(1, 4).map((cell) => cell.textContent)).toEqual([
      "Corporate enquiry",
      "Anita Desai",
      "9840012345",
    ]);
    expect(cells[4]?.textContent).toBe("E-mailanita@acme.exampleCompanyAcmeIntereston-site-camp");
    expect(cells[5]?.textContent).toBe("None");
    const link = within(second as HTMLElement).getByRole("link", { name: "rx.pdf (14.2 KB)" });
    expect(link.getAttribute("href")).toBe("/api/admin/submissions/s-1/files/f-1");
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.getByText("2 submissions")).toBeTruthy();
  });

  it("asks the API again when the kind or the days change", async () => {
    const fetch = stubApi(() => json({ submissions: [] }));
    render(<SubmissionsPanel onUnauthorised={() => {}} />);
    await screen.findByText("No submissions match.");
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "prescription" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-05" } });
    await waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)?.[0])).toBe(
        "/api/admin/submissions?kind=prescription&from=2026-03-01&to=2026-03-05",
      ),
    );
  });

  it("says so when the days are the wrong way round", async () => {
    stubApi(() => json({ submissions: [] }));
    render(<SubmissionsPanel onUnauthorised={() => {}} />);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-05" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-01" } });
    expect((await screen.findByRole("alert")).textContent).toContain("before the “From” day");
  });

  it("signs out on a 401 and offers a retry on a failure", async () => {
    const onUnauthorised = vi.fn();
    stubApi(() => json({ error: "unauthorised" }, 401));
    const { unmount } = render(<SubmissionsPanel onUnauthorised={onUnauthorised} />);
    await waitFor(() => expect(onUnauthorised).toHaveBeenCalled());
    unmount();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi(() => {
      throw new TypeError("Failed to fetch");
    });
    render(<SubmissionsPanel onUnauthorised={() => {}} />);
    expect(await screen.findByText(/Could not load submissions/)).toBeTruthy();
    stubApi(() => json({ submissions: [prescription] }));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1 submission")).toBeTruthy();
  });

  it("says the server had a problem, as an alert whose Retry reads again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetch = stubApi(() => json({ error: "internal" }, 500));
    render(<SubmissionsPanel onUnauthorised={() => {}} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load submissions.");
    expect(alert.textContent).toContain("The server had a problem.");
    fetch.mockImplementation(async () => json({ submissions: [corporate] }));
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1 submission")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
