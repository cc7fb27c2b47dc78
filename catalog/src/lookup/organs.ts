import { type OrganListKey, organLists } from "../data/organs.ts";
import type { OrganListItem } from "../schemas/organ.ts";

export function itemsByOrgan(key: OrganListKey): readonly OrganListItem[] {
  return organLists[key];
}
