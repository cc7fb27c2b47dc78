/**
 * What a flagged value may mean, in the reader's language (docs/i18n.md#catalogue-text): the API
 * sends the note in English and the page says it by its English from the catalogue's report
 * notes, the words the report PDF prints too. A report kept on the phone says it in the language
 * chosen now, offline too; a note the words do not hold (its English changed since) stays
 * English, never a stale translation or nothing.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { catalogueWords, tamilCatalogue as ta } from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { ReportView } from "./components/report-view.tsx";
import type { ReportView as Report } from "./data/reports-api.ts";
import { fakeReportsApi } from "./test/fake-reports-api.test-support.ts";
import { haemoglobinNote, lakshmiView } from "./test/report-views.test-support.ts";

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 10_000 };

const inTamil = () => setTranslator("ta", translatorFor("ta", tamil, catalogueWords(ta)));
const tamilNote = ta.reportNotes[haemoglobinNote];

beforeEach(() => {
  // The page's read logs each failure as a warning (lib/use-online-read.ts): expected offline.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setTranslator("en", null);
  vi.unstubAllGlobals();
});

const haemoglobin = () =>
  screen.getByRole("heading", { level: 4, name: /^Haemoglobin/ }).closest("li") as HTMLElement;

const reportAt = `/download-report/${lakshmiView.id}?via=otp`;
const heading = () =>
  screen.findByRole("heading", { level: 2, name: /VYR-000042/ }, slow) as Promise<HTMLElement>;

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

  it("stays English where the language has no words for it (its English changed since)", () => {
    const changed = `${haemoglobinNote} Ask your doctor about iron.`;
    expect(ta.reportNotes[changed]).toBeUndefined();
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
    renderWithProviders(
      <ReportView
        report={report}
        loadPdf={() => Promise.reject(new Error("no PDF here"))}
        onFailure={() => "failed"}
      />,
    );
    const note = within(haemoglobin()).getByText(changed);
    expect(note.className).toBe("report-note");
    expect(screen.queryByText(tamilNote ?? "(none)")).toBeNull();
  });
});
