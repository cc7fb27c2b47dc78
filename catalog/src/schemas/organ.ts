import { z } from "zod";

/**
 * Organ tags a test can carry (docs/product.md#data, `relatedToOrgan`): exactly the organ list
 * names. Multi-word tags ("whole body", "digestive system") contain spaces, so the typed list
 * `organs` is the source of truth and `relatedToOrgan` is its space-joined text form, kept for the
 * entry's shape.
 */
export const organTags = [
  "kidney",
  "liver",
  "heart",
  "lungs",
  "thyroid",
  "female reproductive",
  "cancer marker",
  "stomach",
  "pancreas",
  "intestine",
  "blood",
  "bones",
  "joints",
  "digestive system",
  "hormones",
  "immune system",
  "whole body",
  "git",
  "systemic",
] as const;

export const organTagSchema = z.enum(organTags);
export type OrganTag = z.infer<typeof organTagSchema>;

/**
 * An entry of an organ list (docs/product.md#data): some lack a corpId (the 'No Test Found'
 * placeholder).
 */
export const organListItemSchema = z.object({
  name: z.string().min(1),
  pageLink: z.string().regex(/^\/[a-z0-9-]*$/),
  corpId: z.string().min(1).optional(),
});
export type OrganListItem = z.infer<typeof organListItemSchema>;
