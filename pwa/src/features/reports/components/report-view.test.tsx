import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app.tsx";
import type { ReportView as Report } from "../data/reports-api.ts";
import { lakshmiView } from "../test/report-views.test-support.ts";
import { ReportView } from "./report-view.tsx";

/** A urine routine and an HBsAg as the API answers them: words beside a bare number. */
const urineView: Report = {
  ...lakshmiView,
  tests: [
    {
      corpId: "10541",
      testName: "Urine Routine",
      parameters: [
        {
          name: "Urine colour",
          value: "Pale yellow",
          unit: "",
          rangeText: "Pale yellow",
          flag: null,
          flagWords: null,
          history: [],
        },
        {
          name: "Culture",
          value: "No growth after 48 hours.\nSterile.",
          unit: "",
          flag: null,
          flagWords: null,
          unmapped: true,
          history: [],
        },
        {
          name: "Urine specific gravity",
          value: 1.015,
          unit: "",
          low: 1.005,
          high: 1.03,
          flag: null,
          flagWords: null,
          history: [],
        },
      ],
    },
    {
      corpId: "10533",
      testName: "HBsAg",
      parameters: [
        {
          name: "Hepatitis B surface antigen (HBsAg)",
          value: "Reactive",
          unit: "",
          rangeText: "Non-reactive",
          flag: "abnormal",
          flagWords: "Positive",
          history: [],
        },
      ],
    },
  ],
  flagged: [
    { test: "HBsAg", parameter: "Hepatitis B surface antigen (HBsAg)", flagWords: "Positive" },
  ],
};

const cardOf = (name: string) =>
  screen
    .getByRole("heading", { level: 4, name: new RegExp(`^${name}`) })
    .closest("li") as HTMLElement;

function show(report: Report) {
  renderWithProviders(
    <ReportView
      report={report}
      loadPdf={() => Promise.reject(new Error("no PDF here"))}
      onFailure={() => "failed"}
    />,
  );
}

describe("ReportView: results that are words", () => {
  it("shows the lab's words as the value, with its range text, and no bar or chart", () => {
    show(urineView);
    const colour = cardOf("Urine colour");
    expect(within(colour).getByText("Pale yellow", { selector: "strong" })).toBeTruthy();
    expect(within(colour).getByText("Reference range: Pale yellow")).toBeTruthy();
    expect(within(colour).queryByRole("img")).toBeNull();
    expect(within(colour).queryByRole("table")).toBeNull();
    expect(within(colour).queryByText(/Low|High|Positive/)).toBeNull();
  });

  it("keeps a long text's line breaks, and says an unmapped one is shown as the lab sent it", () => {
    show(urineView);
    const culture = cardOf("Culture");
    const words = within(culture).getByText(/No growth after 48 hours/, { selector: "strong" });
    expect(words.textContent).toBe("No growth after 48 hours.\nSterile.");
    expect(words.closest("p")?.className).toContain("report-value-words");
    expect(within(culture).getByText("Shown as the lab sent it")).toBeTruthy();
    expect(within(culture).getByText("No reference range was sent")).toBeTruthy();
  });

  it("says the lab's flag on words in words, with its shape, and sends the patient to a doctor", () => {
    show(urineView);
    const hbsag = cardOf("Hepatitis B surface antigen");
    expect(within(hbsag).getByText("Reactive", { selector: "strong" })).toBeTruthy();
    const flag = within(hbsag).getByText("Positive");
    expect(flag.className).toContain("report-flag-abnormal");
    expect(flag.querySelector("svg path")).toBeTruthy();
    expect(screen.getByText("Please talk to your doctor about these results.")).toBeTruthy();
  });

  it("shows a number without a unit as the number, on its range bar", () => {
    show(urineView);
    const gravity = cardOf("Urine specific gravity");
    expect(within(gravity).getByText("1.015", { selector: "strong" })).toBeTruthy();
    expect(
      within(gravity).getByRole("img", { name: "1.015, within the range 1.005 to 1.03" }),
    ).toBeTruthy();
  });
});
