/**
 * What a typed text field may hold, shared by the API's schemas and the app's forms so both
 * refuse the same text with the same words. Refused: the ASCII control characters (NUL to U+001F
 * and DEL), which no field of ours needs and which PostgreSQL refuses or stores as traps (NUL
 * cannot be stored in text or jsonb at all), and lone UTF-16 surrogates, which are not Unicode
 * (jsonb refuses them; a text column silently turns them into U+FFFD). A multi-line field also
 * keeps tab, line feed and carriage return (a browser sends a textarea's line ends as CR LF).
 */

export const BROKEN_TEXT_MESSAGE = "must not contain control characters or broken Unicode";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A surrogate outside a high-then-low pair. (String.prototype.isWellFormed is too new for the
 * older Android WebViews the app runs on.) */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isCleanLine = (value: string): boolean =>
  !LINE_CONTROLS.test(value) && !LONE_SURROGATE.test(value);

export const isCleanMultilineText = (value: string): boolean =>
  !TEXT_CONTROLS.test(value) && !LONE_SURROGATE.test(value);
