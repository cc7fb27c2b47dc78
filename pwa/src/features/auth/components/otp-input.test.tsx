import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { OtpInput } from "./otp-input.tsx";

let latest = "";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <OtpInput
      label="OTP"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const boxes = () => within(screen.getByRole("group", { name: "OTP" })).getAllByRole("textbox");
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

/**
 * A key typed as a browser types it: the character replaces the box's selection (or goes in at
 * the caret), and an input event follows only when that changed the value: React's onChange
 * never sees an "edit" that leaves the value as it was.
 */
function typeKey(key: string) {
  const box = document.activeElement as HTMLInputElement;
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? box.value.length;
  fireEvent.change(box, {
    target: { value: box.value.slice(0, start) + key + box.value.slice(end) },
  });
}

describe("OTP boxes", () => {
  it("are five numeric boxes; only the first takes the SMS code autofill", () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(5);
    for (const [index, box] of boxes().entries()) {
      expect(box.getAttribute("inputmode")).toBe("numeric");
      expect(box.getAttribute("autocomplete")).toBe(index === 0 ? "one-time-code" : "off");
      expect(box.getAttribute("aria-label")).toBe(`Digit ${index + 1} of 5`);
    }
  });

  it("take one digit each and move focus on as digits are typed", () => {
    render(<Harness />);
    for (const [index, digit] of ["4", "8", "2", "1", "3"].entries()) {
      const box = boxes()[index] as HTMLInputElement;
      box.focus();
      fireEvent.change(box, { target: { value: digit } });
      expect(document.activeElement).toBe(boxes()[Math.min(index + 1, 4)]);
    }
    expect(values()).toEqual(["4", "8", "2", "1", "3"]);
    expect(latest).toBe("48213");
  });

  it("retyping a whole code over the boxes replaces it, digits equal to the old ones too", () => {
    render(<Harness initial="82222" />);
    (boxes()[0] as HTMLInputElement).focus();
    for (const digit of "82221") typeKey(digit);
    expect(values()).toEqual(["8", "2", "2", "2", "1"]);
    expect(latest).toBe("82221");
    expect(document.activeElement).toBe(boxes()[4]);
  });

  it("ignore anything but digits", () => {
    render(<Harness />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: "a" } });
    expect(values()).toEqual(["", "", "", "", ""]);
  });

  it("typing over a filled box replaces its digit", () => {
    render(<Harness initial="48213" />);
    fireEvent.change(boxes()[1] as HTMLInputElement, { target: { value: "87" } });
    expect(latest).toBe("47213");
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it("Backspace clears a digit and moves focus back; on an empty box it clears the one before", () => {
    render(<Harness initial="482" />);
    const third = boxes()[2] as HTMLInputElement;
    third.focus();
    fireEvent.keyDown(third, { key: "Backspace" });
    expect(values()).toEqual(["4", "8", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[1]);

    const fifth = boxes()[4] as HTMLInputElement;
    fifth.focus();
    fireEvent.keyDown(fifth, { key: "Backspace" });
    expect(document.activeElement).toBe(boxes()[3]);
    expect(latest).toBe("48");
  });

  it("Delete goes back too", () => {
    render(<Harness initial="48" />);
    const second = boxes()[1] as HTMLInputElement;
    second.focus();
    fireEvent.keyDown(second, { key: "Delete" });
    expect(values()).toEqual(["4", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it("a pasted five-digit code fills every box, wherever it is pasted", () => {
    render(<Harness />);
    const third = boxes()[2] as HTMLInputElement;
    third.focus();
    fireEvent.paste(third, { clipboardData: { getData: () => "Your OTP: 48213" } });
    expect(values()).toEqual(["4", "8", "2", "1", "3"]);
    expect(latest).toBe("48213");
    expect(document.activeElement).toBe(boxes()[4]);
  });

  it("a shorter paste fills from the box it lands in", () => {
    render(<Harness />);
    fireEvent.paste(boxes()[1] as HTMLInputElement, { clipboardData: { getData: () => "82" } });
    expect(values()).toEqual(["", "8", "2", "", ""]);
    expect(latest).toBe(" 82");
  });

  it("the phone's autofill of the whole code into the first box fills all five", () => {
    render(<Harness />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: "48213" } });
    expect(values()).toEqual(["4", "8", "2", "1", "3"]);
  });

  it("arrow keys move between boxes", () => {
    render(<Harness />);
    const first = boxes()[0] as HTMLInputElement;
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1] as HTMLInputElement, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(first);
  });
});
