import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useUiActions } from "@/lib/ui-state.tsx";
import { renderWithProviders } from "@/test/render-app.tsx";
import { ThankYouOverlay } from "./thank-you-overlay.tsx";

/** Stands in for a feature that shows the overlay after a submission. */
function Submitter() {
  const { showThankYou } = useUiActions();
  return (
    <button type="button" onClick={showThankYou}>
      Send
    </button>
  );
}

describe("thank-you overlay", () => {
  it("is shown through the shared UI state and closes with its control", async () => {
    renderWithProviders(
      <>
        <Submitter />
        <ThankYouOverlay />
      </>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByRole("dialog", { name: "Thank you! we will call you shortly" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
