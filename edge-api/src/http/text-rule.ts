/**
 * The text rule of every string a request carries (catalog/src/text.ts): route schemas build
 * their strings from `text()` (or `multilineText()` for a textarea) instead of `z.string()`, so a
 * NUL or a lone surrogate is a 400 naming the field, never a database error. Formats zod checks
 * by a strict ASCII pattern (z.email, z.uuid, z.enum, z.literal) refuse such text already.
 * src/http/text-rule.test.ts fails when a route schema uses `z.string()`.
 */
import { BROKEN_TEXT_MESSAGE, isCleanLine, isCleanMultilineText } from "@vyom/catalog/text";
import { z } from "zod";

type StringParams = Parameters<typeof z.string>[0];

// abort: a refused text is not also reported as too long or not matching its pattern.
export const text = (params?: StringParams) =>
  z.string(params).refine(isCleanLine, { message: BROKEN_TEXT_MESSAGE, abort: true });

/** Free text from a textarea: tab and line ends are kept. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine(isCleanMultilineText, { message: BROKEN_TEXT_MESSAGE, abort: true });
