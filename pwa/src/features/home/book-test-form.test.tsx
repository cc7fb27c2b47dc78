import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { birthDateRules } from "@/components/offline-form/later-rules.ts";
import type { FormSendResult } from "@/components/offline-form/offline-form.send.ts";
import { todayInIndia } from "@/lib/dates.ts";
import { patientRules } from "./book-test.form.ts";
import {
  BookTestForm,
  bookingFailedToast,
  bookingSavedToast,
  bookingSentToast,
  captchaMissingToast,
} from "./book-test-form.tsx";

// The outbox's send, loaded by the form on the first submit.
const submit = vi.hoisted(() => vi.fn());
vi.mock("@/components/offline-form/offline-form.send.ts", () => ({ sendForm: submit }));
const solveCaptcha = vi.hoisted(() => vi.fn());
vi.mock("@/lib/captcha.ts", () => ({ fetchAndSolveCaptcha: solveCaptcha }));

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <BookTestForm /> },
      { path: "/thanks", element: <p>Thank you page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(field(label));
/** As a browser pastes: whatever is beyond the input's maxlength is cut off, then it is cleaned. */
const paste = (label: string, text: string) => {
  const input = field(label);
  type(label, input.maxLength >= 0 ? text.slice(0, input.maxLength) : text);
};

function fillValid() {
  type("Name", "Priya Raman");
  type("Mobile number", "9876543210");
  type("Collection date", todayInIndia());
  type("Pincode", "600020");
  type("Date of birth", "17/05/1990");
  type("Gender", "female");
}

/** India's date `days` from today, as the date of birth field is typed: DD/MM/YYYY. */
function typedDay(days: number, yearsBack = 0): string {
  const date = new Date(`${todayInIndia()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCFullYear(date.getUTCFullYear() - yearsBack);
  const iso = date.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The "I'm not a robot" checkbox once its code has arrived (loaded once the person starts typing;
 * a disabled stand-in of the same size holds its place until then).
 */
async function captchaBox(): Promise<HTMLInputElement> {
  await waitFor(() =>
    expect((screen.getByLabelText("I'm not a robot") as HTMLInputElement).disabled).toBe(false),
  );
  return screen.getByLabelText("I'm not a robot") as HTMLInputElement;
}

/** Ticks "I'm not a robot" and waits for it to be solved. */
async function verify() {
  fireEvent.click(await captchaBox());
  await screen.findByText("Verified");
}

// The patient's rules load once the page is ready (components/offline-form/later-rules.ts): these
// tests type and check at once, as a person does moments after the page.
beforeAll(() => Promise.all([birthDateRules.ready(), patientRules.ready()]));

beforeEach(() => {
  submit.mockReset();
  solveCaptcha.mockReset();
  solveCaptcha.mockResolvedValue("solved-captcha");
});

describe("the Book Test Now form", () => {
  it("keeps only letters and spaces in the name, without leading spaces", () => {
    renderForm();
    expect(field("Name").title).toBe("Please enter only alphabetic characters");
    type("Name", "  Priya");
    expect(field("Name").value).toBe("Priya");
    type("Name", "Priya 9 Raman!");
    expect(field("Name").value).toBe("Priya  Raman");
    expect(screen.getByText("Please enter only alphabetic characters")).toBeTruthy();
    type("Name", "Priya Raman");
    expect(screen.queryByText("Please enter only alphabetic characters")).toBeNull();
  });

  it("says 'Enter valid number' once a short mobile number is left, and drops a leading 0", () => {
    renderForm();
    // The field keeps 10 digits; its maxlength leaves room for a pasted +91 and spaces.
    paste("Mobile number", "+91 98765 43210");
    expect(field("Mobile number").value).toBe("9876543210");
    type("Mobile number", "98765");
    expect(screen.queryByText("Enter valid number")).toBeNull();
    leave("Mobile number");
    expect(screen.getByText("Enter valid number")).toBeTruthy();
    expect(field("Mobile number").getAttribute("aria-invalid")).toBe("true");
    type("Mobile number", "09876543210");
    expect(field("Mobile number").value).toBe("9876543210");
    expect(screen.queryByText("Enter valid number")).toBeNull();
  });

  it("shows no message for an empty field that was only visited", () => {
    renderForm();
    leave("Mobile number");
    leave("Pincode");
    expect(screen.queryByText("Enter valid number")).toBeNull();
    expect(screen.queryByText("Please enter your mobile number")).toBeNull();
  });

  it("says 'Enter valid Pincode' for anything but 6 digits", () => {
    renderForm();
    paste("Pincode", "600 020");
    expect(field("Pincode").value).toBe("600020");
    type("Pincode", "60a0");
    expect(field("Pincode").value).toBe("600");
    leave("Pincode");
    expect(screen.getByText("Enter valid Pincode")).toBeTruthy();
  });

  it("offers dates from today (Asia/Kolkata) in a date picker", () => {
    renderForm();
    expect(field("Collection date").type).toBe("date");
    expect(field("Collection date").min).toBe(todayInIndia());
  });

  it("requires every field on submit and focuses the first one missing", () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(screen.getByText("Please enter your name")).toBeTruthy();
    expect(screen.getByText("Please enter your mobile number")).toBeTruthy();
    expect(screen.getByText("Please choose a collection date")).toBeTruthy();
    expect(screen.getByText("Please enter your pincode")).toBeTruthy();
    expect(screen.getByText("Enter the date of birth (DD/MM/YYYY)")).toBeTruthy();
    expect(screen.getByText("Choose the gender")).toBeTruthy();
    expect(document.activeElement).toBe(field("Name"));
    expect(submit).not.toHaveBeenCalled();
  });

  it("asks the patient's date of birth as DD/MM/YYYY, and the gender from the checkout's choices", () => {
    renderForm();
    expect(field("Date of birth").inputMode).toBe("numeric");
    type("Date of birth", "1751990");
    expect(field("Date of birth").value).toBe("17/51/990");
    type("Date of birth", "1990-05-17");
    expect(field("Date of birth").value).toBe("17/05/1990");
    const gender = screen.getByLabelText("Gender") as HTMLSelectElement;
    expect([...gender.options].map((option) => option.text)).toEqual([
      "Choose…",
      "Female",
      "Male",
      "Other",
    ]);
  });

  it.each([
    ["a date in the future", () => typedDay(1), "The date of birth cannot be in the future"],
    [
      "a date 121 years ago",
      () => typedDay(0, 121),
      "Enter a date of birth less than 121 years ago",
    ],
    [
      "a day that does not exist",
      () => "30/02/1990",
      "Enter a date of birth that exists (DD/MM/YYYY)",
    ],
    ["half a date", () => "17/05/19", "Enter the date of birth (DD/MM/YYYY)"],
  ])("refuses %s with its message, and sends nothing", (_what, typed, message) => {
    renderForm();
    fillValid();
    type("Date of birth", typed());
    leave("Date of birth");
    expect(screen.getByText(message)).toBeTruthy();
    expect(field("Date of birth").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(document.activeElement).toBe(field("Date of birth"));
    expect(submit).not.toHaveBeenCalled();
  });

  it("asks the age instead for someone who does not know the date, and sends it", async () => {
    submit.mockResolvedValue({ ok: true, queued: true, outboxId: 6 });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderForm();
    fillValid();
    fireEvent.click(screen.getByLabelText("I don't know the date: enter age"));
    expect(screen.queryByLabelText("Date of birth")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(screen.getByText("Enter the age in years")).toBeTruthy();
    expect(document.activeElement).toBe(field("Age in years"));
    type("Age in years", "121");
    expect(screen.getByText("Enter the age in whole years, from 0 to 120")).toBeTruthy();
    type("Age in years", "3a8");
    expect(field("Age in years").value).toBe("38");
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText("Thank you page");
    const payload = submit.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(payload).toMatchObject({ age: 38, gender: "female" });
    expect(payload).not.toHaveProperty("birthDate");
  });

  it("sends the values, shows 'Booking in progress...', then goes to /thanks with the reference", async () => {
    let settle: (result: FormSendResult) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const router = renderForm();
    fillValid();
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    await verify();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));

    const sending = await screen.findByRole("button", { name: "Booking in progress..." });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      "booking",
      expect.objectContaining({
        name: "Priya Raman",
        mobileNumber: "9876543210",
        date: todayInIndia(),
        pincode: "600020",
        Policy_Value: "enabled",
        birthDate: "1990-05-17",
        gender: "female",
      }),
      { captcha: "solved-captcha" },
    );
    fireEvent.click(sending);
    expect(submit).toHaveBeenCalledTimes(1);

    await act(async () => settle({ ok: true, queued: false, outboxId: 3, reference: "b-1" }));
    expect(router.state.location.pathname).toBe("/thanks");
    expect(router.state.location.search).toBe("?for=booking&ref=3");
    expect(router.state.location.state).toEqual({ toast: bookingSentToast, reference: "b-1" });
    expect(bookingSentToast).toBe("☎️ We will contact you soon!");
  });

  it("says 'Try Again' and re-enables the button when the send fails", async () => {
    submit.mockResolvedValue({ ok: false, reason: "rejected" });
    const router = renderForm();
    fillValid();
    await verify();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(bookingFailedToast)).toBeTruthy();
    expect(bookingFailedToast).toBe("❗ Try Again, Form Submission Failed");
    const button = screen.getByRole("button", { name: "Book Now" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(field("Name").value).toBe("Priya Raman");
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the captcha once every field is filled, and insists on it online", async () => {
    renderForm();
    type("Name", "Priya Raman");
    type("Mobile number", "9876543210");
    type("Collection date", todayInIndia());
    type("Pincode", "600020");
    type("Date of birth", "17/05/1990");
    expect(screen.queryByLabelText("I'm not a robot")).toBeNull();
    type("Gender", "male");
    expect(await screen.findByLabelText("I'm not a robot")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(captchaMissingToast)).toBeTruthy();
    expect(captchaMissingToast).toBe("❗ Please verify the reCAPTCHA!");
    expect(submit).not.toHaveBeenCalled();
  });

  it("saves the booking without a captcha when the phone is offline, and says so on /thanks", async () => {
    submit.mockResolvedValue({ ok: true, queued: true, outboxId: 4 });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const router = renderForm();
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText("Thank you page");
    expect(submit).toHaveBeenCalledWith("booking", expect.anything(), {});
    expect(router.state.location.search).toBe("?for=booking&ref=4");
    expect(router.state.location.state).toEqual({ toast: bookingSavedToast });
  });

  it("saves the booking without a captcha when the challenge cannot be fetched", async () => {
    const { ApiError } = await import("@/lib/api-client.ts");
    solveCaptcha.mockRejectedValue(new ApiError("network", "failed to fetch"));
    submit.mockResolvedValue({ ok: true, queued: true, outboxId: 5 });
    const router = renderForm();
    fillValid();
    fireEvent.click(await captchaBox());
    expect(await screen.findByText(/No connection: you can still book/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText("Thank you page");
    expect(router.state.location.state).toEqual({ toast: bookingSavedToast });
  });

  it("asks for a fresh captcha after each submission", async () => {
    submit.mockResolvedValue({ ok: false, reason: "rejected" });
    renderForm();
    fillValid();
    await verify();
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText(bookingFailedToast);
    expect((screen.getByLabelText("I'm not a robot") as HTMLInputElement).checked).toBe(false);
  });
});
