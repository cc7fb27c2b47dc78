/**
 * The text rule of every string a request carries (catalog/src/text.ts): route schemas build
 * their strings from `text()` (or `multilineText()` for a textarea) instead of `z.string()`, so a
 * NUL or a lone surrogate is a 400 naming the field, never a database error. The builders live in
 * the contract with the app (catalog/src/contract/schemas/text.ts), whose schemas use them too.
 * src/http/text-rule.test.ts fails when a route schema uses `z.string()`.
 */
export { multilineText, text } from "@vyom/catalog/contract/schemas";
