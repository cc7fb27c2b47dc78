/**
 * The shared parts in the reader's language (docs/i18n.md): toasts (a form's, with the server's
 * words after it), the captcha checkbox and its stand-in, the enquiry forms' offline note and the
 * 404 page, in Tamil; and their English word for word as before.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { ApiError } from "@/lib/api-error.ts";
import { savedOnPhone, WILL_BE_SENT } from "@/lib/delivery-words.ts";
import { messages as tamil } from "@/locales/ta/messages.po";
import { CaptchaCheck } from "./captcha-check.tsx";
import { NotFoundPage } from "./not-found.tsx";
import { captchaMissingToast, formFailedToast } from "./offline-form/offline-form.tsx";
import { FormCaptcha } from "./offline-form/offline-form-captcha.tsx";
import { OfflineNote } from "./offline-form/offline-form-note.tsx";
import { FormToasts } from "./offline-form/offline-form-toasts.tsx";
import { ToastList } from "./toast.tsx";
import type { Toast } from "./toast-state.ts";

const inTamil = () => setTranslator("ta", translatorFor("ta", tamil));
afterEach(() => setTranslator("en", null));

const offline = new ApiError("network", "offline");
const refusal = "Could not send: Name is required (400, invalid-request).";
const toasts: Toast[] = [
  { id: 1, tone: "success", message: savedOnPhone("Booking") },
  { id: 2, tone: "error", message: formFailedToast, detail: refusal },
  { id: 3, tone: "error", message: captchaMissingToast },
];

const renderToasts = () =>
  render(
    <MemoryRouter>
      <ToastList toasts={toasts} onDismiss={() => {}} />
    </MemoryRouter>,
  );

describe("the shared parts in English", () => {
  it("say the toasts, the server's words after a failed form, exactly as before", () => {
    renderToasts();
    expect(screen.getByText(savedOnPhone("Booking"))).toBeTruthy();
    expect(screen.getByText(`${formFailedToast}: ${refusal}`)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Dismiss" })).toHaveLength(3);
  });

  it("end the captcha's and the offline note's words with the one waiting instruction", async () => {
    render(<OfflineNote />);
    expect(
      screen.getByText(
        `No connection? Submit anyway: the form is saved on this phone. ${WILL_BE_SENT}`,
      ),
    ).toBeTruthy();
    render(<CaptchaCheck onChange={() => {}} solve={() => Promise.reject(offline)} />);
    screen.getByRole("checkbox", { name: "I'm not a robot" }).click();
    expect(
      await screen.findByText(`No connection: you can still book. ${WILL_BE_SENT}`),
    ).toBeTruthy();
  });
});

describe("the shared parts in Tamil", () => {
  it("show a form's toasts in Tamil, the server's English refusal as a Tamil line", () => {
    inTamil();
    renderToasts();
    expect(
      screen.getByText(
        "📥 பதிவு இந்த ஃபோனில் சேமிக்கப்பட்டது. நீங்கள் மீண்டும் ஆன்லைனுக்கு வந்தவுடன் இது தானாகவே அனுப்பப்படும்.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText("❗ படிவத்தைச் சமர்ப்பிக்க முடியவில்லை, மீண்டும் முயற்சிக்கவும்: சர்வர் இதை ஏற்கவில்லை"),
    ).toBeTruthy();
    expect(screen.queryByText(/Name is required/)).toBeNull();
    expect(screen.getAllByRole("button", { name: "மூடு" })).toHaveLength(3);
  });

  it("show a form's toast in Tamil before the toasts' code has loaded, then as a toast", async () => {
    inTamil();
    const failed = toasts.filter((toast) => toast.id === 2);
    render(
      <MemoryRouter>
        <FormToasts toasts={failed} onDismiss={() => {}} />
      </MemoryRouter>,
    );
    const tamilLine = "❗ படிவத்தைச் சமர்ப்பிக்க முடியவில்லை, மீண்டும் முயற்சிக்கவும்: சர்வர் இதை ஏற்கவில்லை";
    // The plain line (no Dismiss button yet): toast.tsx is still on its way.
    expect(screen.queryByRole("button", { name: "மூடு" })).toBeNull();
    expect(screen.getByText(tamilLine)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "மூடு" })).toBeTruthy();
    expect(screen.getByText(tamilLine)).toBeTruthy();
    expect(screen.queryByText(/Name is required/)).toBeNull();
  });

  it("ask 'I'm not a robot' in Tamil, on the checkbox and on its stand-in", async () => {
    inTamil();
    render(<CaptchaCheck onChange={() => {}} solve={() => new Promise(() => {})} />);
    screen.getByRole("checkbox", { name: "நான் ரோபோ அல்ல" }).click();
    expect(await screen.findByText("சரிபார்க்கப்படுகிறது…")).toBeTruthy();
  });

  it("say the captcha's offline line in Tamil when the challenge cannot be fetched", async () => {
    inTamil();
    render(<CaptchaCheck onChange={() => {}} solve={() => Promise.reject(offline)} />);
    screen.getByRole("checkbox").click();
    expect(
      await screen.findByText(
        "இணைப்பு இல்லை: நீங்கள் இப்போதும் பதிவு செய்யலாம். நீங்கள் மீண்டும் ஆன்லைனுக்கு வந்தவுடன் இது தானாகவே அனுப்பப்படும்.",
      ),
    ).toBeTruthy();
  });

  it("label the form's captcha stand-in in Tamil while the checkbox loads", () => {
    inTamil();
    render(<FormCaptcha onChange={() => {}} />);
    expect(screen.getByRole("checkbox", { name: "நான் ரோபோ அல்ல" })).toBeTruthy();
  });

  it("say the enquiry forms' offline note and the 404 page in Tamil", () => {
    inTamil();
    render(
      <MemoryRouter>
        <OfflineNote />
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^இணைப்பு இல்லையா\? பரவாயில்லை, சமர்ப்பியுங்கள்/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "பக்கம் கிடைக்கவில்லை" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "முகப்புக்குச் செல்" })).toBeTruthy();
  });
});
