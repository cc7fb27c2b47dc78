import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { relations } from "../data/checkout.rules.ts";
import { AddMemberForm } from "./add-member-form.tsx";

/** As a browser pastes: whatever is beyond the input's maxlength is cut off. */
function paste(input: HTMLInputElement, text: string) {
  const value = input.maxLength >= 0 ? text.slice(0, input.maxLength) : text;
  fireEvent.change(input, { target: { value } });
}

describe("AddMemberForm", () => {
  it("cleans a pasted +91 number in the member's mobile to its ten digits", () => {
    const onAdd = vi.fn();
    render(<AddMemberForm onAdd={onAdd} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Member name"), { target: { value: "Meena Shetty" } });
    fireEvent.change(screen.getByLabelText("Relation"), { target: { value: relations[0] } });
    const mobile = screen.getByLabelText("Member mobile number") as HTMLInputElement;
    paste(mobile, "+91 98765 43210");
    expect(mobile.value).toBe("9876543210");
    fireEvent.click(screen.getByRole("button", { name: "Save member" }));
    expect(onAdd).toHaveBeenCalledWith({
      name: "Meena Shetty",
      relation: relations[0],
      mobileNumber: "9876543210",
    });
  });
});
