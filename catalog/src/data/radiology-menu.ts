import type { ImagingCategory, ImagingItem } from "../schemas/imaging-item.ts";
import { imagingItems } from "./imaging.ts";

/**
 * The side menu's "X-ray & Scans" (docs/product.md#shared-chrome): four collapsible groups and four
 * direct links. Every key takes part in the "exactly one open at a time, or none" menu state.
 */
export const radiologyMenuKeys = [
  "xray",
  "usg",
  "ct",
  "mri",
  "ecg",
  "echo",
  "tmt",
  "mammogram",
] as const;
export type RadiologyMenuKey = (typeof radiologyMenuKeys)[number];

export type RadiologyMenuEntry =
  | { kind: "group"; key: RadiologyMenuKey; label: string; items: readonly ImagingItem[] }
  | { kind: "link"; key: RadiologyMenuKey; label: string; item: ImagingItem };

const menuKeyOf: Record<ImagingCategory, RadiologyMenuKey> = {
  xray: "xray",
  ultrasound: "usg",
  ct: "ct",
  mri: "mri",
  ecg: "ecg",
  echo: "echo",
  tmt: "tmt",
  mammogram: "mammogram",
};

const labels: Record<RadiologyMenuKey, string> = {
  xray: "X-ray",
  usg: "USG",
  ct: "CT",
  mri: "MRI",
  ecg: "ECG",
  echo: "Echo",
  tmt: "TMT",
  mammogram: "Mammogram",
};

const groupKeys: ReadonlySet<RadiologyMenuKey> = new Set(["xray", "usg", "ct", "mri"]);

function buildMenu(items: readonly ImagingItem[]): RadiologyMenuEntry[] {
  return radiologyMenuKeys.map((key): RadiologyMenuEntry => {
    const members = items.filter((item) => menuKeyOf[item.category] === key);
    const [first] = members;
    if (groupKeys.has(key)) return { kind: "group", key, label: labels[key], items: members };
    // A direct link is one item; a missing one is a data bug the integrity test reports.
    if (first === undefined || members.length !== 1) {
      throw new Error(`radiology menu: expected exactly one ${key} item, found ${members.length}`);
    }
    return { kind: "link", key, label: labels[key], item: first };
  });
}

export const radiologyMenu: readonly RadiologyMenuEntry[] = buildMenu(imagingItems);

/** docs/product.md#imaging: `/radilogy/<slug>?id=<id>` (the misspelling is the canonical route). */
export function radiologyHref(item: Pick<ImagingItem, "pageLink" | "id">): string {
  return `/radilogy/${item.pageLink.slice(1)}?id=${item.id}`;
}
