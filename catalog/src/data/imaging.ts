import type { ImagingItem } from "../schemas/imaging-item.ts";
import { ctItems } from "./imaging/ct.ts";
import { heartAndBreastItems } from "./imaging/heart-and-breast.ts";
import { mriItems } from "./imaging/mri.ts";
import { ultrasoundItems } from "./imaging/ultrasound.ts";
import { xRayItems } from "./imaging/x-ray.ts";

/**
 * The 39 imaging items of docs/product.md#imaging, in id order (X-ray, ultrasound, CT, MRI, direct
 * links).
 */
export const imagingItems: readonly ImagingItem[] = [
  ...xRayItems,
  ...ultrasoundItems,
  ...ctItems,
  ...mriItems,
  ...heartAndBreastItems,
];
