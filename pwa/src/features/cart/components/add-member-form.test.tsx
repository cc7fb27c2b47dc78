import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { relations } from "../data/checkout.rules.ts";
import { AddMemberForm } from "./add-member-form.tsx";

const today = "2025-03-14";

/** As a browser pastes: whatever is beyond the input's maxlength is cut off. */
function paste(input: HTMLInputElement, text: string) {
  const value = input.maxLength >= 0 ? text.slice(0, input.maxLength) : text;
  fireEvent.change(input, { target: { value } });
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  const onAdd = vi.fn();
  render(<AddMemberForm today={today} onAdd={onAdd} onCancel={() => {}} />);
  type("Member name", "Meena Shetty");
  type("Relation", relations[1]);
  type("Member mobile number", "9876543210");
  return onAdd;
}
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save member" }));
/** The message tied to a control (its aria-describedby), as a screen reader reads it. */
const messageOf = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join("");

describe("AddMemberForm", () => {
  it("cleans a pasted +91 number in the member's mobile to its ten digits", () => {
    const onAdd = renderForm();
    const mobile = screen.getByLabelText("Member mobile number") as HTMLInputElement;
    paste(mobile, "+91 98765 43210");
    expect(mobile.value).toBe("9876543210");
    type("Date of birth", "05/01/1961");
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    save();
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Meena Shetty",
        relation: relations[1],
        mobileNumber: "9876543210",
        // As typed: checkout keeps it YYYY-MM-DD (personDetailsOf).
        birthDate: "05/01/1961",
        gender: "female",
      }),
    );
  });

  it("asks for the date of birth and the gender, each at its own control, and adds nothing", () => {
    const onAdd = renderForm();
    save();
    const date = screen.getByLabelText("Date of birth");
    expect(date.getAttribute("inputmode")).toBe("numeric");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(date)).toBe("DD/MM/YYYYEnter the date of birth (DD/MM/YYYY)");
    const gender = screen.getByRole("group", { name: "Gender" });
    expect(messageOf(gender)).toBe("Choose the gender");
    expect(
      within(gender)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["female", "male", "other"]);

    type("Date of birth", "15/03/2025");
    expect(messageOf(screen.getByLabelText("Date of birth"))).toBe(
      "15 Mar 2025The date of birth cannot be in the future",
    );
    type("Date of birth", "31/02/1961");
    expect(messageOf(screen.getByLabelText("Date of birth"))).toBe(
      "DD/MM/YYYYEnter a date of birth that exists (DD/MM/YYYY)",
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("writes the date DD/MM/YYYY as it is typed or pasted, and reads it back in words", () => {
    renderForm();
    const date = screen.getByLabelText("Date of birth") as HTMLInputElement;
    const typeDate = (value: string) => fireEvent.change(date, { target: { value } });
    typeDate("0501");
    expect(date.value).toBe("05/01");
    typeDate("05011961");
    expect(date.value).toBe("05/01/1961");
    expect(messageOf(date)).toBe("5 Jan 1961");
    typeDate("5/1/1961");
    expect(date.value).toBe("05/01/1961");
    typeDate("1961-01-05");
    expect(date.value).toBe("05/01/1961");
  });

  it("takes the age in whole years when the date is not known", () => {
    const onAdd = renderForm();
    fireEvent.click(screen.getByRole("checkbox", { name: "I don't know the date: enter age" }));
    expect(screen.queryByLabelText("Date of birth")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Male" }));
    save();
    const age = screen.getByLabelText("Age in years") as HTMLInputElement;
    expect(messageOf(age)).toBe("Enter the age in years");
    // Typed or pasted, only digits stay: "6.5" is 65, "121" is refused.
    paste(age, "121");
    expect(messageOf(age)).toBe("Enter the age in whole years, from 0 to 120");
    paste(age, "6.5");
    expect(age.value).toBe("65");
    save();
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ ageOnly: true, age: "65", gender: "male" }),
    );
  });

  it("saves with Enter in the date, rather than submitting the checkout around it", () => {
    const onAdd = renderForm();
    type("Date of birth", "05/01/1961");
    fireEvent.click(screen.getByRole("radio", { name: "Other" }));
    const enter = fireEvent.keyDown(screen.getByLabelText("Date of birth"), { key: "Enter" });
    expect(enter).toBe(false);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
