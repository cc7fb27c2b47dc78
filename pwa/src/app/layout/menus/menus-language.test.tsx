/**
 * The menus' catalogue text in the reader's language (docs/i18n.md#catalogue-text): the Lab Tests
 * panel's organs and their tests in Tamil, each test with its English name beside it.
 */
import { fireEvent, screen } from "@testing-library/react";
import { catalogueWords, tamilCatalogue as ta } from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderWithProviders } from "@/test/render-app.tsx";
import { LabTestsColumns } from "./lab-tests-columns.tsx";

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
