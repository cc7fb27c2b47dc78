/**
 * An order's readable id, `VYO-20250314-K7M2QX`: the brand, the Indian calendar date and six
 * characters of this alphabet (edge-api/src/services/payments/order-id.ts makes them). The
 * routes that take one in their path check it with this pattern.
 */
import { brand } from "../brand.ts";

/** No 0/O or 1/I: the id is read out over the phone to customer care. */
export const ORDER_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const ORDER_ID_PREFIX = brand.slug.slice(0, 3).toUpperCase();
export const ORDER_ID_PATTERN = new RegExp(`^${ORDER_ID_PREFIX}-\\d{8}-[${ORDER_ID_ALPHABET}]{6}$`);
