import { describe, expect, it } from "vitest";
import { imagingItems } from "./imaging.ts";
import { radiologyHref, radiologyMenu, radiologyMenuKeys } from "./radiology-menu.ts";

describe("radiology menu", () => {
  it("has X-ray, USG, CT, MRI groups, then ECG, Echo, TMT, Mammogram links", () => {
    expect(radiologyMenu.map((entry) => [entry.kind, entry.key, entry.label])).toEqual([
      ["group", "xray", "X-ray"],
      ["group", "usg", "USG"],
      ["group", "ct", "CT"],
      ["group", "mri", "MRI"],
      ["link", "ecg", "ECG"],
      ["link", "echo", "Echo"],
      ["link", "tmt", "TMT"],
      ["link", "mammogram", "Mammogram"],
    ]);
    expect(radiologyMenu.map((entry) => entry.key)).toEqual([...radiologyMenuKeys]);
  });

  it("puts every imaging item in the menu once, in id order", () => {
    const ids = radiologyMenu.flatMap((entry) =>
      entry.kind === "group" ? entry.items.map((item) => item.id) : [entry.item.id],
    );
    expect(ids).toEqual(imagingItems.map((item) => item.id));
    const sizes = radiologyMenu.map((e) => (e.kind === "group" ? e.items.length : 1));
    expect(sizes).toEqual([7, 10, 8, 10, 1, 1, 1, 1]);
  });

  it("links to the canonical misspelled route with the id as a hint", () => {
    const [chest] = imagingItems;
    expect(chest && radiologyHref(chest)).toBe("/radilogy/x-ray-chest?id=1");
    expect(radiologyHref({ pageLink: "/tmt-radiology-scan", id: 38 })).toBe(
      "/radilogy/tmt-radiology-scan?id=38",
    );
    const hrefs = imagingItems.map(radiologyHref);
    expect(new Set(hrefs).size).toBe(39);
  });
});
