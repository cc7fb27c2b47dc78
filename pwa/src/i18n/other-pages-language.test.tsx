/**
 * The pages translated last (docs/i18n.md): the centres, careers, the enquiry and employee forms,
 * the prescription upload, /thanks, the doctor's shared report, the corporate and login reports'
 * pages and the ABHA section, read in a language: their words come from the catalogues, the
 * lab's data (centres, job openings) stays as it is.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { brand, centres, jobOpenings, locationNames } from "@vyom/catalog";
import {
  ABHA_CONSENT,
  abhaConsentText,
  bookingMessages,
  preparationAdvice,
} from "@vyom/catalog/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AbhaSection } from "@/features/abha/abha-section.tsx";
import { resumeRequiredWords } from "@/features/careers/data/application.form.ts";
import { applicationMessages } from "@/features/careers/data/application.rules.ts";
import { fileRequiredWords } from "@/features/prescription/prescription.form.ts";
import { prescriptionMessages } from "@/features/prescription/prescription.rules.ts";
import { messages as hindi } from "@/locales/hi/messages.po";
import { messages as kannada } from "@/locales/kn/messages.po";
import { messages as pseudo } from "@/locales/pseudo/messages.po";
import { messages as tamil } from "@/locales/ta/messages.po";
import { messages as telugu } from "@/locales/te/messages.po";
import { renderApp } from "@/test/render-app.tsx";
import { textOf } from "./known-text.ts";
import { translatorFor } from "./lingui-core.ts";
import { setTranslator } from "./runtime.tsx";

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 10_000 };

afterEach(() => {
  setTranslator("en", null);
});

const inTamil = () => setTranslator("ta", translatorFor("ta", tamil));

describe("a Tamil reader", () => {
  it("finds the nearest centre page in Tamil, the centres' names and addresses as the lab wrote them", async () => {
    inTamil();
    renderApp(`/${brand.slug}-center`);
    expect(
      await screen.findByRole("heading", { name: "உங்களுக்கு அருகிலுள்ள மையத்தைக் கண்டறியுங்கள்" }, slow),
    ).toBeTruthy();
    expect(
      screen.getByRole("heading", { name: `${locationNames.chennai} இல் எங்கள் மையங்கள்` }),
    ).toBeTruthy();
    const adyar = centres.find((centre) => centre.location === "chennai");
    if (!adyar) throw new Error("no centre in Chennai");
    const card = screen.getByRole("article", { name: new RegExp(adyar.name) });
    expect(within(card).getByText("திங்–சனி")).toBeTruthy();
    expect(within(card).getByRole("link", { name: /^வழி/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("உங்கள் பின்கோடு"), { target: { value: "5600" } });
    fireEvent.click(screen.getByRole("button", { name: "அருகிலுள்ளதைக் கண்டுபிடி" }));
    // By its words: the layout's toast region is a status too, once its chunk has loaded.
    const message = screen.getByText("சரியான பின்கோடை உள்ளிடவும்: 6 இலக்கங்கள்");
    expect(message.getAttribute("role")).toBe("status");
  });

  it("reads the careers pages in Tamil, the openings' own text as the lab wrote it", async () => {
    inTamil();
    const page = renderApp("/careers");
    expect(
      await screen.findByRole("heading", { name: "எங்களுடன் ஏன் பணியாற்ற வேண்டும்" }, slow),
    ).toBeTruthy();
    expect(screen.getByText(`அனைத்து ${jobOpenings.length} வேலை வாய்ப்புகளையும் பார்க்கவும்`)).toBeTruthy();
    page.unmount();
    renderApp("/careers/all-job-opening");
    await screen.findByRole("heading", { name: "அனைத்து வேலை வாய்ப்புகள்" }, slow);
    const [first] = jobOpenings;
    if (!first) throw new Error("no openings");
    expect(screen.getByRole("heading", { name: first.title })).toBeTruthy();
    fireEvent.click(
      screen.getAllByRole("button", { name: "இந்தப் பணிக்கு விண்ணப்பிக்கவும்" })[0] as HTMLElement,
    );
    expect(await screen.findByLabelText("சுயவிவரம் / résumé (PDF, DOC அல்லது DOCX)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "விண்ணப்பத்தைச் சமர்ப்பி" })).toBeTruthy();
  });

  it("fills the corporate enquiry in Tamil, with its choices", async () => {
    inTamil();
    renderApp("/corporate");
    expect(await screen.findByRole("heading", { name: "கார்ப்பரேட் சுகாதார சேவைகள்" }, slow)).toBeTruthy();
    expect(screen.getByLabelText("நிறுவனத்தின் பெயர்")).toBeTruthy();
    expect(screen.getByRole("option", { name: "50 வரை" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "விசாரணையை அனுப்பு" })).toBeTruthy();
  });

  it("reads the franchise, employee details and prescription pages in Tamil", async () => {
    inTamil();
    const franchise = renderApp("/business-enquiry");
    expect(
      await screen.findByRole("heading", { name: `${brand.name} மையத்தைத் தொடங்குங்கள்` }, slow),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "₹10 முதல் 25 லட்சம் வரை" })).toBeTruthy();
    franchise.unmount();
    const employee = renderApp("/employee-details");
    expect(await screen.findByRole("heading", { name: "பணியாளர் விவரங்கள்" }, slow)).toBeTruthy();
    expect(screen.getByLabelText("விரும்பும் சேகரிப்புத் தேதி")).toBeTruthy();
    employee.unmount();
    renderApp("/prescription");
    expect(await screen.findByLabelText("மருந்துச்சீட்டு (புகைப்படம் அல்லது PDF)", {}, slow)).toBeTruthy();
    expect(screen.getByText(/ஆஃப்லைனிலும் வேலை செய்யும்: நீங்கள் மீண்டும் ஆன்லைனுக்கு/)).toBeTruthy();
  });

  it("is thanked in Tamil on /thanks", async () => {
    inTamil();
    renderApp("/thanks?for=corporate-enquiry");
    expect(await screen.findByText("உங்கள் கார்ப்பரேட் விசாரணைக்கு நன்றி.", {}, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "அடுத்து என்ன நடக்கும்" })).toBeTruthy();
  });

  it("as a doctor, is told in Tamil that a shared link is incomplete", async () => {
    inTamil();
    renderApp("/shared-report");
    expect((await screen.findByRole("alert", {}, slow)).textContent).toBe(
      "இந்த இணைப்பு முழுமையாக இல்லை. அதை மீண்டும் அனுப்புமாறு நோயாளியிடம் கேளுங்கள்.",
    );
  });
});

describe("the other languages", () => {
  it("Kannada: the employees' reports page", async () => {
    setTranslator("kn", translatorFor("kn", kannada));
    renderApp("/employee-report");
    expect(await screen.findByRole("heading", { name: "ಉದ್ಯೋಗಿ ರಿಪೋರ್ಟ್‌ಗಳು" }, slow)).toBeTruthy();
    expect(screen.getByText("ನಿಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ಹೆಲ್ತ್ ಚೆಕ್-ಅಪ್‌ನ ರಿಪೋರ್ಟ್‌ಗಳು.")).toBeTruthy();
  });

  it("Telugu: the corporate reports' login page", async () => {
    setTranslator("te", translatorFor("te", telugu));
    renderApp("/download-report-via-corporate-login");
    expect(await screen.findByRole("heading", { name: "కార్పొరేట్ రిపోర్ట్ లాగిన్" }, slow)).toBeTruthy();
  });

  it("Hindi: the ABHA section, with the consent in Hindi, agreed to in Hindi", async () => {
    setTranslator("hi", translatorFor("hi", hindi));
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ abha: null }, { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<AbhaSection />);
    expect(screen.getByRole("heading", { name: "आपका ABHA नंबर" })).toBeTruthy();
    expect(await screen.findByLabelText("ABHA नंबर (14 अंक)", {}, slow)).toBeTruthy();
    const consent = screen.getByText(abhaConsentText("hi"));
    expect(consent.getAttribute("lang")).toBe("hi");
    expect(screen.queryByText(abhaConsentText("en"))).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "ABHA नंबर जोड़ें" }));
    expect(
      await screen.findByText("अपने ABHA कार्ड के अनुसार 14 अंकों का ABHA नंबर डालें (91-1234-5678-9012)"),
    ).toBeTruthy();
    expect(screen.getByText("अपना ABHA नंबर जोड़ने से पहले सहमति के लिए बॉक्स पर टिक करें")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("ABHA नंबर (14 अंक)"), {
      target: { value: "91-1234-5678-9012" },
    });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "ABHA नंबर जोड़ें" }));
    await vi.waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
        consentVersion: ABHA_CONSENT.version,
        language: "hi",
      });
    });
  });
});

describe("words the rules keep in English for the API's tests", () => {
  it("are declared with the same English", () => {
    expect(textOf(resumeRequiredWords)).toBe(applicationMessages.resumeRequired);
    expect(textOf(fileRequiredWords)).toBe(prescriptionMessages.fileRequired);
  });
});

/**
 * The lab's data on these pages, English in every language: the centres, the job openings, the
 * cities, the brand, the catalogue's preparation advice (English in the pseudo-locale), a
 * distance's unit and a name field's `title` (the contract's, docs/i18n.md "Not yet").
 */
const dataWords = [
  brand.name,
  brand.shortName,
  brand.phone.display,
  ...Object.values(locationNames),
  ...centres.flatMap((centre) => [centre.name, centre.address]),
  ...jobOpenings.flatMap((job) => [
    job.title,
    job.department,
    job.experience,
    job.employmentType,
    job.summary,
    ...job.responsibilities,
    ...job.qualifications,
  ]),
  ...Object.values(preparationAdvice),
  bookingMessages.nameLetters,
].sort((a, b) => b.length - a.length);

/** Text and labels in the page's main part with English words left once the data is taken out. */
function englishLeft(): string[] {
  const main = document.querySelector("main");
  if (!main) return ["no main"];
  const shown: string[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, option")) continue;
    shown.push(node.textContent ?? "");
  }
  for (const element of main.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
    for (const name of ["aria-label", "placeholder", "alt", "title"]) {
      shown.push(element.getAttribute(name) ?? "");
    }
  }
  // "14 Nov 2026": dates as lib/format.ts writes them in English and the pseudo-locale.
  const dates = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|\bkm\b/g;
  return shown.filter((text) => {
    let rest = text.replace(dates, " ");
    for (const word of dataWords) rest = rest.split(word).join(" ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

describe("the pseudo-locale finds no string outside the catalogues", () => {
  const pages = [
    `/${brand.slug}-center`,
    "/careers",
    "/careers/all-job-opening",
    "/corporate",
    "/business-enquiry",
    "/employee-details",
    "/prescription",
    "/thanks?for=booking",
    "/shared-report",
    "/employee-report",
    "/download-report-via-corporate-login",
    `/download-report-via-${brand.slug}-login`,
  ];
  it.each(pages)("on %s", async (path) => {
    setTranslator("pseudo", translatorFor("pseudo", pseudo));
    renderApp(path);
    // The page's own heading, then its form or list (drawn a moment later).
    await screen.findByRole("heading", { level: 1 }, slow);
    await waitFor(() => expect(document.querySelector("main h1")?.textContent).not.toBe(""));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(englishLeft()).toEqual([]);
  });
});
