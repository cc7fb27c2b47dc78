import { imagingItems } from "../data/imaging.ts";
import type { ImagingItem } from "../schemas/imaging-item.ts";
import { bySlug, normalise } from "./by-slug.ts";

const imagingBySlugMap = bySlug(imagingItems, (item) => item.pageLink.slice(1));
const imagingByIdMap = new Map(imagingItems.map((item) => [item.id, item]));

export function imagingBySlug(slug: string): ImagingItem | undefined {
  return imagingBySlugMap.get(normalise(slug));
}

/** Takes the `?id=` query as it arrives (a string) or a number; the slug stays the real key. */
export function imagingById(id: number | string): ImagingItem | undefined {
  return imagingByIdMap.get(typeof id === "number" ? id : Number(id));
}
