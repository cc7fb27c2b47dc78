import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastRegion, useToasts } from "./toast.tsx";

function Harness() {
  const { toasts, show, dismiss } = useToasts(1_000);
  return (
    <>
      <button type="button" onClick={() => show("✔️ OTP sent!")}>
        Show
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  it("announces a toast in a live region and hides it after a while", () => {
    render(<Harness />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(region.textContent).toContain("✔️ OTP sent!");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(region.textContent).toBe("");
  });

  it("can be dismissed", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
