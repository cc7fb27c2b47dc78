/** `POST /api/cart/create` (spec section 7): the client cart's lines, validated. */
import { brandIdField } from "@vyom/catalog/brand";
import { z } from "zod";

const Price = z.number().finite().nonnegative().max(1_000_000);
const CorpId = z.string().trim().min(1).max(32);
const Label = z.string().trim().min(1).max(200);

export const CartTestLine = z.object({ testName: Label, testPrice: Price, corpId: CorpId });
export const CartPackageLine = z.object({
  healthPackageName: Label,
  healthPackagePrice: Price,
  corpId: CorpId,
});

export const CartCreateRequest = z.object({
  tests: z.array(CartTestLine).max(100).default([]),
  healthPackages: z.array(CartPackageLine).max(50).default([]),
  [brandIdField]: z.string().trim().min(1).max(64),
  /** The sign-up path sends an empty or missing booking id. */
  bookingId: z.string().max(100).nullish(),
});
