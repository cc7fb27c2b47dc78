/** `POST /api/cart/create` (docs/product.md#api-calls): the client cart's lines, and the answer. */
import { z } from "zod";
import { brandIdField } from "../../brand.ts";
import { text } from "./text.ts";

const Price = z.number().finite().nonnegative().max(1_000_000);
const CorpId = text().trim().min(1).max(32);
const Label = text().trim().min(1).max(200);

export const CartTestLine = z.object({ testName: Label, testPrice: Price, corpId: CorpId });
export const CartPackageLine = z.object({
  healthPackageName: Label,
  healthPackagePrice: Price,
  corpId: CorpId,
});

export const CartCreateRequest = z.object({
  tests: z.array(CartTestLine).max(100).default([]),
  healthPackages: z.array(CartPackageLine).max(50).default([]),
  [brandIdField]: text().trim().min(1).max(64),
  /** The sign-up path sends an empty or missing booking id. */
  bookingId: text().max(100).nullish(),
});

// ---- Answers ----
// In cart.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./cart.answers.ts";
