/**
 * The results tab: a pathologist signs off after confirming; the desk calls the patient about a
 * critical value and records the call with a required note; the list's states; who has the tab.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { BROKEN_TEXT_MESSAGE } from "@vyom/catalog/text";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminWorkspace } from "../components/admin-workspace.tsx";
import { setOnline } from "../test/render-admin.test-support.tsx";
import { card, critical, fakeApi, held, releasedRow, show } from "./results.test-support.tsx";

afterEach(() => {
  setOnline(true);
});

describe("a pathologist's results", () => {
  it("lists what waits oldest first, in words, and signs one off only after confirming", async () => {
    const first = held();
    const second = critical();
    const api = fakeApi([first, second]);
    show("pathologist");

    const cards = await screen.findAllByRole("article");
    expect(cards.map((each) => each.textContent)).toEqual([
      expect.stringContaining(first.reportNumber),
      expect.stringContaining(second.reportNumber),
    ]);
    const mine = await card(first.reportNumber);
    expect(mine.textContent).toContain(`${first.patientName}, 38, female`);
    expect(mine.textContent).toContain(first.sampleId);
    expect(within(mine).getByText("Haemoglobin 10.8 g/dL: Low")).toBeTruthy();
    expect(within(mine).getByText("Waiting for a pathologist's signature.")).toBeTruthy();
    // The critical value's number is the desk's to call; the pathologist is told the call comes.
    const other = await card(second.reportNumber);
    expect(within(other).getByText("Haemoglobin 6 g/dL: Critical low")).toBeTruthy();
    expect(other.textContent).toContain("the desk calls the patient before the report is released");
    expect(other.querySelector("a[href^='tel:']")).toBeNull();
    expect(screen.queryByRole("button", { name: "Record the call" })).toBeNull();

    fireEvent.click(within(mine).getByRole("button", { name: "Sign off and release" }));
    const question = within(mine).getByRole("group");
    expect(question.textContent).toContain(
      "It is released to the patient and the SMS is sent at once. This cannot be undone.",
    );
    fireEvent.click(within(mine).getByRole("button", { name: "Not yet" }));
    expect(api.calls("POST", /sign$/)).toHaveLength(0);

    fireEvent.click(within(mine).getByRole("button", { name: "Sign off and release" }));
    fireEvent.click(within(mine).getByRole("button", { name: "Yes, sign off and release" }));
    await screen.findByText(
      `${first.reportNumber} is signed and released to ${first.patientName}; the SMS is sent.`,
    );
    expect(api.calls("POST", new RegExp(`${first.id}/sign$`))).toHaveLength(1);
    // The list was read again: the result has moved under "Released lately".
    expect((await releasedRow(first.patientName)).textContent).toContain("Dr. Kavitha Rao");
    expect(screen.queryByRole("article", { name: new RegExp(first.reportNumber) })).toBeNull();
    expect(api.reads()).toBe(2);
  });

  it("warns that a critical result still waits for the desk's call after the signature", async () => {
    const result = critical();
    fakeApi([result]);
    show("pathologist");
    const mine = await card(result.reportNumber);
    fireEvent.click(within(mine).getByRole("button", { name: "Sign off and release" }));
    expect(within(mine).getByRole("group").textContent).toContain(
      "as soon as the desk records the call about its critical value. A signature cannot be undone.",
    );
    fireEvent.click(within(mine).getByRole("button", { name: "Yes, sign off and release" }));
    await screen.findByText(
      `${result.reportNumber} is signed. It is released once the desk records the call about its critical value.`,
    );
    // The list is read again after the signature; the card shows the signature once it arrives.
    await waitFor(async () =>
      expect((await card(result.reportNumber)).textContent).toContain("Signed by Dr. Kavitha Rao."),
    );
  });

  it("names a flagged text result by the lab's words, with no unit", async () => {
    const serology = held({
      tests: ["HBsAg"],
      flagged: [
        {
          test: "HBsAg",
          parameter: "Hepatitis B surface antigen (HBsAg)",
          value: "Reactive",
          unit: "",
          flagWords: "Positive",
        },
      ],
    });
    fakeApi([serology]);
    show("pathologist");
    const mine = await card(serology.reportNumber);
    expect(
      within(mine).getByText("Hepatitis B surface antigen (HBsAg) Reactive: Positive"),
    ).toBeTruthy();
  });
});

describe("the desk's results", () => {
  it("shows the patient's number to call, and records the call only with a note", async () => {
    const result = critical({ signedBy: "Dr. Kavitha Rao", waitingFor: "critical-call" });
    const api = fakeApi([result, held()]);
    show("desk");
    const mine = await card(result.reportNumber);
    expect(mine.textContent).toContain(
      `Critical value: call the patient at ${result.mobileNumber}`,
    );
    expect(within(mine).getByRole("link", { name: result.mobileNumber }).getAttribute("href")).toBe(
      `tel:+91${result.mobileNumber}`,
    );
    expect(screen.queryByRole("button", { name: "Sign off and release" })).toBeNull();
    // The other result has no critical value: nothing for the desk to do there.
    expect(screen.getAllByRole("button", { name: "Record the call" })).toHaveLength(1);

    const record = within(mine).getByRole("button", { name: "Record the call" });
    const note = within(mine).getByLabelText("What the patient was told");
    expect((record as HTMLButtonElement).disabled).toBe(true);
    expect(record.getAttribute("aria-describedby")).toBeTruthy();
    const reason = () => document.getElementById(record.getAttribute("aria-describedby") ?? "");
    expect(reason()?.textContent).toBe(
      "Write what the patient was told first (3 characters or more).",
    );
    fireEvent.change(note, { target: { value: "  ok  " } });
    expect((record as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(note, { target: { value: "  Told her to see her doctor today. " } });
    expect((record as HTMLButtonElement).disabled).toBe(false);
    expect(reason()?.textContent).toContain("the report is then released to the patient");

    fireEvent.click(record);
    await screen.findByText(
      `The call is recorded and ${result.reportNumber} is released to ${result.patientName}; the SMS is sent.`,
    );
    const [sent] = api.calls("POST", /critical-call$/);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      note: "Told her to see her doctor today.",
    });
    expect((await releasedRow(result.patientName)).textContent).toContain(result.reportNumber);
  });

  it("records the call before the signature, and says the API's message at the note", async () => {
    const result = critical();
    fakeApi([result]);
    show("admin");
    const mine = await card(result.reportNumber);
    expect(within(mine).queryByRole("button", { name: "Sign off and release" })).toBeNull();
    const note = within(mine).getByLabelText("What the patient was told");
    fireEvent.change(note, { target: { value: "Told\u0000her" } });
    fireEvent.click(within(mine).getByRole("button", { name: "Record the call" }));
    // The API's own words, at the note (its one rule: catalog CriticalCallRequest).
    const problem = await within(mine).findByText(BROKEN_TEXT_MESSAGE);
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(note.getAttribute("aria-describedby")).toBe(problem.id);
    expect(screen.queryByText(BROKEN_TEXT_MESSAGE, { selector: ".admin-notice" })).toBeNull();

    fireEvent.change(note, { target: { value: "Told her to come in today." } });
    fireEvent.click(within(mine).getByRole("button", { name: "Record the call" }));
    await screen.findByText(
      `The call is recorded. ${result.reportNumber} is released once a pathologist signs it.`,
    );
    const after = await card(result.reportNumber);
    await within(after).findByText(/Call recorded by desk:a .*“Told her to come in today.”/);
    expect(within(after).queryByRole("button", { name: "Record the call" })).toBeNull();
  });
});

describe("the list's states", () => {
  it("says when nothing waits or was released", async () => {
    fakeApi([]);
    show("desk");
    await screen.findByText("Nothing is waiting.");
    expect(screen.getByText("Nothing released lately.")).toBeTruthy();
  });

  it("says a failed read and retries it", async () => {
    const api = fakeApi([held()]);
    api.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    show("desk");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load results.");
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findAllByRole("article");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keeps the buttons where they are offline, saying why they wait", async () => {
    const result = held();
    fakeApi([result]);
    show("pathologist");
    const sign = await screen.findByRole("button", { name: "Sign off and release" });
    setOnline(false);
    await vi.waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(true));
    expect(document.getElementById(sign.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "You are offline: this needs the connection.",
    );
  });
});

describe("the results tab", () => {
  it.each([
    { role: "pathologist" as const, tabs: ["Results"] },
    {
      role: "desk" as const,
      tabs: ["Desk", "Results", "Day view", "Technicians", "Bookings", "Audit"],
    },
  ])("is among the $role's tabs: $tabs", async ({ role, tabs }) => {
    fakeApi([held()]);
    render(
      <MemoryRouter initialEntries={["/transactions-history?tab=results"]}>
        <AdminWorkspace role={role} onUnauthorised={() => {}} />
      </MemoryRouter>,
    );
    const list = screen.getByRole("tablist", { name: "Admin lists" });
    expect(
      within(list)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(tabs);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Results");
    await screen.findByRole("article");
  });
});
