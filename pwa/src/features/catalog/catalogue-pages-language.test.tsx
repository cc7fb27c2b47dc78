/**
 * The catalogue's own text in the reader's language (docs/i18n.md#catalogue-text): a Tamil reader
 * sees a test's, a package's and a scan's name in Tamil with the English name beside it, their
 * description and notes in Tamil, and finds them in the header search by either name.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  catalogueWords,
  imagingBySlug,
  type PackageGroup,
  packageBySlug,
  type ScanStep,
  tamilCatalogue as ta,
  testBySlug,
} from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPackageToCart, addTestToCart } from "@/db/cart.ts";
import { cbc as cbcTest, premium } from "@/db/test-fixtures.ts";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { renderApp } from "@/test/render-app.tsx";

const slow = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => setTranslator("ta", translatorFor("ta", tamil, catalogueWords(ta))));
afterEach(() => setTranslator("en", null));

const heading = () => screen.findByRole("heading", { level: 1 }, slow);

describe("a Tamil reader", () => {
  const cbc = testBySlug("cbc-test");
  if (!cbc) throw new Error("no CBC");

  it("sees the CBC's Tamil name with its English name beside it on /cbc-test", async () => {
    renderApp("/cbc-test");
    const title = await heading();
    await waitFor(() => expect(title.textContent).toBe(`${ta.tests["10001"].name} CBC`));
    const english = within(title).getByText("CBC");
    expect(english.getAttribute("lang")).toBe("en");
    expect(english.className).toBe("english-name");
    expect(screen.getByText(ta.tests["10001"].description)).toBeTruthy();
    expect(screen.getByText(ta.fasting.none)).toBeTruthy();
    expect(screen.getByText(ta.gender.all)).toBeTruthy();
    expect(screen.getByText(ta.homeCollection)).toBeTruthy();
    // The names people and doctors use stay: the alternate name and the parameters.
    expect(screen.getByText(cbc.alternateTestName)).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe(`${ta.tests["10001"].name} | Vyom Diagnostics`),
    );
  });

  it("sees a package's notes with the package's own rule (only water allowed)", async () => {
    const supreme = packageBySlug("/health-package-supreme");
    if (!supreme) throw new Error("no Supreme");
    renderApp("/health-package-supreme");
    const title = await heading();
    await waitFor(() =>
      expect(title.textContent).toBe(
        `${ta.packages["health-package-supreme"].name} ${supreme.packageName}`,
      ),
    );
    expect(screen.getByText(ta.packages["health-package-supreme"].description)).toBeTruthy();
    expect(
      screen.getByText(`${ta.fasting.overnight} (${ta.packageFastingNote.overnight})`),
    ).toBeTruthy();
    expect(screen.getByText(ta.recommendedFor.all)).toBeTruthy();
  });

  it("sees a scan's name and description in Tamil", async () => {
    renderApp("/radilogy/brain-mri");
    const title = await heading();
    await waitFor(() => expect(title.textContent).toBe(`${ta.scans["/brain-mri"].name} MRI Brain`));
    expect(screen.getByText(ta.scans["/brain-mri"].description)).toBeTruthy();
  });

  it("sees a scan's steps and duration in Tamil on its page and its booking form", async () => {
    const brainMri = imagingBySlug("brain-mri");
    if (!brainMri) throw new Error("no MRI Brain");
    const steps = brainMri.preparation.map((step) => ta.scanSteps[step as ScanStep]);
    const view = renderApp("/radilogy/brain-mri");
    await waitFor(() => expect(screen.getByText(steps[0] ?? "")).toBeTruthy(), slow);
    for (const step of steps) expect(screen.getByText(step)).toBeTruthy();
    // The range written by Intl (an en dash, Latin digits), the unit in Tamil.
    expect(screen.getByText("20–30 நிமிடங்கள்")).toBeTruthy();
    expect(screen.queryByText(brainMri.preparation[0] ?? "")).toBeNull();
    view.unmount();

    renderApp("/radilogy/brain-mri/book");
    await waitFor(() => expect(screen.getByText(steps[0] ?? "")).toBeTruthy(), slow);
    for (const step of steps) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText("இதற்கு ஆகும் நேரம்: 20–30 நிமிடங்கள்.")).toBeTruthy();
  });

  it("sees a package's parameter groups in Tamil", async () => {
    const supreme = packageBySlug("/health-package-supreme");
    if (!supreme) throw new Error("no Supreme");
    renderApp("/health-package-supreme");
    await heading();
    for (const group of supreme.parameters) {
      const name = `${ta.packageGroups[group.title as PackageGroup]} (${group.tests.length})`;
      expect(await screen.findByRole("button", { name }, slow)).toBeTruthy();
    }
  });

  it("sees cart lines in Tamil, each with its English name", async () => {
    await addTestToCart(cbcTest);
    await addPackageToCart(premium);
    renderApp("/cart");
    const cbcLine = await screen.findByRole(
      "link",
      { name: `${ta.tests["10001"].name} CBC` },
      slow,
    );
    expect(cbcLine.getAttribute("href")).toBe("/cbc-test");
    const premiumName = `${ta.packages["health-package-premium"].name} ${premium.packageName}`;
    expect(await screen.findByRole("link", { name: premiumName })).toBeTruthy();
  });

  it("finds the CBC in the header search by the Tamil word for blood, and by its English name", async () => {
    renderApp("/");
    const input = await screen.findByRole<HTMLInputElement>(
      "combobox",
      { name: "பரிசோதனைகளைத் தேடுங்கள்" },
      slow,
    );
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ரத்த" } });
    const grid = await screen.findByRole("grid", { name: "தேடல் முடிவுகள்" }, slow);
    const first = async () => within(grid).getAllByRole("row")[0]?.querySelector("a")?.textContent;
    await waitFor(async () => expect(await first()).toBe(`${ta.tests["10001"].name} CBC`));
    fireEvent.change(input, { target: { value: "cbc" } });
    await waitFor(async () => expect(await first()).toBe(`${ta.tests["10001"].name} CBC`));
  });
});
