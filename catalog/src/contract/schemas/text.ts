/**
 * The text rule (../../text.ts) as zod strings: schemas build their strings from `text()` (or
 * `multilineText()` for a textarea) instead of `z.string()`, so a NUL or a lone surrogate is a 400
 * naming the field, never a database error. Formats zod checks by a strict ASCII pattern
 * (z.email, z.uuid, z.enum, z.literal) refuse such text already.
 */
import { z } from "zod";
import { BROKEN_TEXT_MESSAGE, isCleanLine, isCleanMultilineText } from "../../text.ts";

type StringParams = Parameters<typeof z.string>[0];

// abort: a refused text is not also reported as too long or not matching its pattern.
export const text = (params?: StringParams) =>
  z.string(params).refine(isCleanLine, { message: BROKEN_TEXT_MESSAGE, abort: true });

/** Free text from a textarea: tab and line ends are kept. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine(isCleanMultilineText, { message: BROKEN_TEXT_MESSAGE, abort: true });

/**
 * A string field checked by a form's own check (answering its message, or undefined when fine):
 * the API refuses exactly what the form refuses, in the form's words. Text the check let through
 * still meets the text rule (a check need not repeat it).
 */
export const checkedText = (
  check: (value: string) => string | undefined,
  /** What a missing (or non-text) value is told, e.g. `{ error: "Name is required" }`. */
  params?: StringParams,
) =>
  z.string(params).superRefine((value, ctx) => {
    const message = check(value) ?? (isCleanMultilineText(value) ? undefined : BROKEN_TEXT_MESSAGE);
    if (message !== undefined) ctx.addIssue({ code: "custom", message, abort: true });
  });
