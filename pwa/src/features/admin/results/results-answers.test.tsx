/** Each answer the API gives a sign-off or a call, said to the person, and the list read again. */
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { card, critical, fakeApi, json, show } from "./results.test-support.tsx";
import type { StaffResult } from "./results-api.ts";

describe("each answer of the API", () => {
  const refusal = (status: number, error: string, message: string) => () =>
    json({ error, message }, status);
  it.each([
    {
      name: "already signed",
      role: "pathologist" as const,
      step: "sign",
      answer: (result: StaffResult) => () =>
        json({ result, message: "This version is already signed." }),
      says: (result: StaffResult) => `${result.reportNumber}: This version is already signed.`,
    },
    {
      name: "superseded",
      role: "pathologist" as const,
      step: "sign",
      answer: () => refusal(409, "superseded", "A newer version of this report came from the lab."),
      says: () => "A newer version came from the lab: the list is refreshed.",
    },
    {
      name: "no signature to sign with",
      role: "pathologist" as const,
      step: "sign",
      answer: () => refusal(422, "no-signature", "Your account has no name to sign with."),
      says: () => "Your account has no name to sign with.",
    },
    {
      name: "call already recorded",
      role: "desk" as const,
      step: "critical-call",
      answer: (result: StaffResult) => () =>
        json({ result, message: "The call about this result is already recorded." }),
      says: (result: StaffResult) =>
        `${result.reportNumber}: The call about this result is already recorded.`,
    },
    {
      name: "not critical",
      role: "desk" as const,
      step: "critical-call",
      answer: () =>
        refusal(409, "not-critical", "This result has no critical value to call about."),
      says: () => "This result has no critical value to call about.",
    },
    {
      name: "not found",
      role: "desk" as const,
      step: "critical-call",
      answer: () => refusal(404, "not-found", "This result was not found."),
      says: () => "This result was not found.",
    },
  ])("$role, $step: $name", async ({ role, step, answer, says }) => {
    const result = critical({ signedBy: role === "desk" ? "Dr. Kavitha Rao" : null });
    const api = fakeApi([result], (asked) => (asked === step ? answer(result)() : undefined));
    show(role);
    const mine = await card(result.reportNumber);
    if (role === "pathologist") {
      fireEvent.click(within(mine).getByRole("button", { name: "Sign off and release" }));
      fireEvent.click(within(mine).getByRole("button", { name: "Yes, sign off and release" }));
    } else {
      fireEvent.change(within(mine).getByLabelText("What the patient was told"), {
        target: { value: "Called; she is coming in." },
      });
      fireEvent.click(within(mine).getByRole("button", { name: "Record the call" }));
    }
    await screen.findByText(says(result));
    await vi.waitFor(() => expect(api.reads()).toBe(2));
  });
});
