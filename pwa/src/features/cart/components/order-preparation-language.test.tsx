/**
 * The confirmation page's preparation for a booked scan in the reader's language
 * (docs/i18n.md#catalogue-text): its steps and duration as the scan's page says them.
 */
import { screen } from "@testing-library/react";
import { catalogueWords, imagingBySlug, type ScanStep, tamilCatalogue as ta } from "@vyom/catalog";
import { afterEach, beforeEach, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderWithProviders } from "@/test/render-app.tsx";
import type { Order } from "../data/checkout-api.ts";
import { OrderPreparation } from "./order-preparation.tsx";

beforeEach(() => setTranslator("ta", translatorFor("ta", tamil, catalogueWords(ta))));
afterEach(() => setTranslator("en", null));

it("says a booked scan's steps and how long it takes in Tamil", async () => {
  const scan = imagingBySlug("abdomen-and-pelvis-ct");
  if (!scan) throw new Error("no CT Abdomen & Pelvis");
  const lines: Order["lines"] = [
    { kind: "scan", corpId: String(scan.id), name: scan.name, price: 7000, memberName: "Meena" },
  ];
  renderWithProviders(<OrderPreparation lines={lines} />);
  for (const step of scan.preparation) {
    expect(await screen.findByText(ta.scanSteps[step as ScanStep])).toBeTruthy();
  }
  // Both numbers through Intl, in their places in the Tamil sentence.
  expect(
    screen.getByText(
      "ஸ்கேனுக்கு ஆகும் நேரம்: வாய்வழி கான்ட்ராஸ்ட் உட்பட சுமார் 2 மணி நேரம்; ஸ்கேன் மட்டும் 15 நிமிடங்கள்.",
    ),
  ).toBeTruthy();
});
