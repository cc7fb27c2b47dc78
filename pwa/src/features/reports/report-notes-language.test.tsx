/**
 * What a flagged value may mean, in the reader's language (docs/i18n.md#catalogue-text): the API
 * sends the note in English and the page says it by its English from the catalogue's report
 * notes, the words the report PDF prints too, which come in a chunk of their own
 * (i18n/report-notes.ts). A report kept on the phone says it in the language chosen now, offline
 * too, the notes fetched in the background once the language was chosen; while they are on their
 * way, or cannot come, the note reads in English in its place; a note the words do not hold (its
 * English changed since) stays English, never a stale translation or nothing.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  catalogueWords,
  type ReportNotes,
  tamilCatalogue as ta,
  tamilReportNotes,
} from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { applyLanguage } from "@/i18n/language.ts";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { forgetReportNotes, loadReportNotes, reportNotesArrived } from "@/i18n/report-notes.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { notePageShown } from "@/lib/page-ready.ts";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { ReportView } from "./components/report-view.tsx";
import type { ReportView as Report } from "./data/reports-api.ts";
import { fakeReportsApi } from "./test/fake-reports-api.test-support.ts";
import { haemoglobinNote, lakshmiView } from "./test/report-views.test-support.ts";

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 10_000 };

const inTamil = () => setTranslator("ta", translatorFor("ta", tamil, catalogueWords(ta)));
const tamilNote = tamilReportNotes[haemoglobinNote];

beforeEach(() => {
  // A phone that has never fetched a language's notes.
  forgetReportNotes();
  // The page's read logs each failure as a warning (lib/use-online-read.ts): expected offline.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setTranslator("en", null);
  document.documentElement.lang = "en-IN";
});

const haemoglobin = () =>
  screen.getByRole("heading", { level: 4, name: /^Haemoglobin/ }).closest("li") as HTMLElement;

const reportAt = `/download-report/${lakshmiView.id}?via=otp`;
const heading = () =>
  screen.findByRole("heading", { level: 2, name: /VYR-000042/ }, slow) as Promise<HTMLElement>;

/** The report alone, as the report page shows it. */
const showReport = (report: Report = lakshmiView) =>
  renderWithProviders(
    <ReportView
      report={report}
      loadPdf={() => Promise.reject(new Error("no PDF here"))}
      onFailure={() => "failed"}
    />,
  );

/** The notes' chunk as a phone offline sees it, never fetched before. */
const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("a flagged value's note in the reader's language", () => {
  it("is said in Tamil on the report page, the English gone", async () => {
    expect(tamilNote).toBeTruthy();
    inTamil();
    const api = fakeReportsApi();
    api.access = true;
    renderApp(reportAt);
    await heading();
    await waitFor(() => expect(within(haemoglobin()).getByText(tamilNote ?? "")).toBeTruthy());
    expect(within(haemoglobin()).queryByText(haemoglobinNote)).toBeNull();
  });

  it("follows the language chosen now on a report kept on the phone, offline", async () => {
    const api = fakeReportsApi();
    api.access = true;
    const { unmount } = renderApp(reportAt);
    await heading();
    expect(within(haemoglobin()).getByText(haemoglobinNote)).toBeTruthy();
    const keep = (await screen.findByRole("switch", {}, slow)) as HTMLInputElement;
    await waitFor(() => expect(keep.disabled).toBe(false), slow);
    fireEvent.click(keep);
    await waitFor(async () => expect(await db.keptReports.count()).toBe(1), slow);
    unmount();

    inTamil();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const offline = fakeReportsApi();
    renderApp(reportAt);
    await heading();
    await waitFor(() => expect(within(haemoglobin()).getByText(tamilNote ?? "")).toBeTruthy());
    expect(within(haemoglobin()).queryByText(haemoglobinNote)).toBeNull();
    expect(offline.requests).toEqual([]);
  });

  it("says the note for a text result the test master reads as not the usual one in Tamil", async () => {
    const reading =
      "This is not the usual result for this test. Your doctor will explain what it means for you.";
    const words = tamilReportNotes[reading];
    expect(words).toBeTruthy();
    const report: Report = {
      ...lakshmiView,
      tests: [
        {
          corpId: "10533",
          testName: "HBsAg",
          parameters: [
            {
              name: "Hepatitis B surface antigen (HBsAg)",
              value: "Weakly reactive",
              unit: "",
              rangeText: "Non-reactive",
              flag: "abnormal",
              flagWords: "Abnormal",
              note: reading,
              history: [],
            },
          ],
        },
      ],
    };
    inTamil();
    await loadReportNotes("ta");
    showReport(report);
    const hbsag = screen
      .getByRole("heading", { level: 4, name: /^Hepatitis B/ })
      .closest("li") as HTMLElement;
    expect(within(hbsag).getByText(words ?? "").className).toBe("report-note");
    expect(within(hbsag).queryByText(reading)).toBeNull();
  });

  it("stays English where the language has no words for it (its English changed since)", async () => {
    const changed = `${haemoglobinNote} Ask your doctor about iron.`;
    expect(tamilReportNotes[changed]).toBeUndefined();
    const [cbc, ...rest] = lakshmiView.tests;
    if (!cbc) throw new Error("no CBC in the view");
    const report: Report = {
      ...lakshmiView,
      tests: [
        {
          ...cbc,
          parameters: cbc.parameters.map((p) =>
            p.name === "Haemoglobin" ? { ...p, note: changed } : p,
          ),
        },
        ...rest,
      ],
    };
    inTamil();
    await loadReportNotes("ta");
    showReport(report);
    const note = within(haemoglobin()).getByText(changed);
    expect(note.className).toBe("report-note");
    expect(screen.queryByText(tamilNote ?? "(none)")).toBeNull();
  });

  it("reads in English while the Tamil notes are on their way, then only its text changes", async () => {
    inTamil();
    let arrive: (chunk: { reportNotes: ReportNotes }) => void = () => {};
    const onTheirWay = loadReportNotes("ta", () => new Promise((resolve) => (arrive = resolve)));
    showReport();
    const note = within(haemoglobin()).getByText(haemoglobinNote);
    expect(note.className).toBe("report-note");
    expect(screen.queryByText(tamilNote ?? "(none)")).toBeNull();

    arrive({ reportNotes: tamilReportNotes });
    await onTheirWay;
    await waitFor(() => expect(note.textContent).toBe(tamilNote));
    // The same paragraph, in the same place: no element came or went.
    expect(within(haemoglobin()).getByText(tamilNote ?? "")).toBe(note);
    expect(note.isConnected).toBe(true);
  });

  it("stays English when the notes cannot come (offline, never fetched), and asks again later", async () => {
    inTamil();
    const failed = loadReportNotes("ta", offline);
    const first = showReport();
    await expect(failed).rejects.toThrow(TypeError);
    expect(within(haemoglobin()).getByText(haemoglobinNote).className).toBe("report-note");
    expect(reportNotesArrived("ta")).toBe(false);
    first.unmount();

    // Back online, the next report that shows a note asks for them again.
    showReport();
    await waitFor(() => expect(within(haemoglobin()).getByText(tamilNote ?? "")).toBeTruthy());
  });

  it("are fetched in the background once Tamil is chosen: a report opened offline later says them", async () => {
    await applyLanguage("ta");
    notePageShown();
    await waitFor(() => expect(reportNotesArrived("ta")).toBe(true), slow);

    // Offline now: nothing can be fetched, and none needs to be. Said in Tamil at once.
    await expect(loadReportNotes("ta", offline)).resolves.toBeUndefined();
    showReport();
    expect(within(haemoglobin()).getByText(tamilNote ?? "").className).toBe("report-note");
    expect(within(haemoglobin()).queryByText(haemoglobinNote)).toBeNull();
  });
});
