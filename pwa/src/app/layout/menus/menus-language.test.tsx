/**
 * The menus' catalogue text in the reader's language (docs/i18n.md#catalogue-text): the Lab Tests
 * panel's organs and their tests, and the X-ray & Scans scans, in Tamil, each with its English
 * name beside it; the X-ray & Scans labels in Tamil with the acronym people say.
 */
import { fireEvent, screen } from "@testing-library/react";
import { catalogueWords, tamilCatalogue as ta } from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderWithProviders } from "@/test/render-app.tsx";
import { LabTestsColumns } from "./lab-tests-columns.tsx";
import { RadiologyColumns } from "./radiology-columns.tsx";
import { RadiologyMenu } from "./radiology-menu.tsx";

const slow = { timeout: 10_000 };

beforeEach(() => setTranslator("ta", translatorFor("ta", tamil, catalogueWords(ta))));
afterEach(() => setTranslator("en", null));

describe("a Tamil reader's Lab Tests panel", () => {
  it("sees the organs and their tests in Tamil in the desktop menu's Lab Tests panel", async () => {
    renderWithProviders(<LabTestsColumns />);
    fireEvent.click(await screen.findByRole("button", { name: ta.organLists.thyroid }, slow));
    await screen.findByRole("heading", { name: new RegExp(ta.organLists.thyroid) });
    expect(
      screen.getAllByRole("link", { name: `${ta.tests["10002"].name} Thyroid Profile` }).length,
    ).toBeGreaterThan(0);
  });
});

describe("a Tamil reader's X-ray & Scans", () => {
  it("sees the groups, the direct links and the scans in Tamil in the desktop panel", async () => {
    renderWithProviders(<RadiologyColumns />);
    expect(await screen.findByRole("heading", { name: ta.radiologyMenu.usg }, slow)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: `${ta.scans["/brain-mri"].name} MRI Brain` }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: ta.radiologyMenu.ecg })).toBeTruthy();
  });

  it("opens a group by its Tamil label in the side menu and lists its scans in Tamil", async () => {
    renderWithProviders(<RadiologyMenu />);
    fireEvent.click(await screen.findByRole("button", { name: "X-ray" }, slow));
    expect(
      await screen.findByRole("link", {
        name: `${ta.scans["/x-ray-chest"].name} X-Ray Chest PA View`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: ta.radiologyMenu.mammogram })).toBeTruthy();
  });
});
