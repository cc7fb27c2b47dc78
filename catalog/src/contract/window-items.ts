/**
 * The catalogue items whose fasting rule decides a home collection's windows
 * (docs/product.md#collection-windows), keyed `kind:corpId`: a small copy of the data's `fasting`
 * fields that the app's checkout can import without the whole catalogue. Every other item is
 * collected in any window. window-items.test.ts keeps it equal to the catalogue.
 */
import type { WindowFastingRule } from "./collection-windows.ts";

export const windowRuleOfItem: Readonly<Record<string, WindowFastingRule>> = {
  "test:10004": "overnight",
  "test:10019": "overnight",
  "test:10022": "overnight",
  "test:10023": "overnight",
  "test:10024": "overnight",
  "test:10025": "overnight",
  "test:10041": "overnight",
  "test:10020": "postprandial",
  "healthPackage:30046": "overnight",
  "healthPackage:30047": "overnight",
  "healthPackage:30048": "overnight",
  "healthPackage:30049": "overnight",
  "healthPackage:30050": "overnight",
  "healthPackage:30051": "overnight",
  "healthPackage:28380": "overnight",
  "healthPackage:28381": "overnight",
};

/** An item's rule as the windows see it ("none" for any item not listed). */
export const windowRuleOf = (item: { kind: string; corpId: string }): WindowFastingRule =>
  windowRuleOfItem[`${item.kind}:${item.corpId}`] ?? "none";
