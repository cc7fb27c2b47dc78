/**
 * PostgreSQL errors that a client's bytes alone can cause (NUL in text or jsonb, a lone
 * surrogate escaped into jsonb, a number past a column's range, nesting past the
 * server's stack), found by their SQLSTATE anywhere on the error's `cause` chain (drizzle wraps
 * the driver's error; PGlite and node-postgres both set `code`).
 */
import { BROKEN_TEXT_MESSAGE } from "@vyom/catalog/text";

const CLIENT_DATA_ERRORS: Record<string, string> = {
  "22021": BROKEN_TEXT_MESSAGE, // character_not_in_repertoire: NUL in a text parameter
  "22P05": BROKEN_TEXT_MESSAGE, // untranslatable_character: \u0000 in jsonb
  "22P02": "is not valid for its field", // invalid_text_representation: \ud800 in jsonb
  "22003": "is out of range", // numeric_value_out_of_range
  "54001": "is nested too deeply", // statement_too_complex: stack depth limit exceeded
};

export function refusedClientData(error: unknown): { code: string; message: string } | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && code in CLIENT_DATA_ERRORS) {
      return { code, message: CLIENT_DATA_ERRORS[code] as string };
    }
    cause = cause.cause;
  }
  return undefined;
}
