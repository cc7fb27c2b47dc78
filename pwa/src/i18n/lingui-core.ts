/**
 * Lingui's core for a language other than English: one instance, each language's compiled
 * catalogue loaded into it. Imported by every language chunk (i18n/languages/), so it comes with
 * the first one chosen and never with an English first load.
 *
 * The code's messages carry their English and no id (pwa/scripts/lingui-plugins.ts,
 * englishMessages): a message's id is found by its English, in the table the build makes from the
 * source catalogue (`virtual:lingui-english-ids`).
 */

import ids from "virtual:lingui-english-ids";
import { type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import type { CatalogueWords } from "@vyom/catalog";

const core = setupI18n();

/** A message as the code carries it: its English text, or its compiled English. */
const keyOf = (message: unknown): string =>
  typeof message === "string" ? message : JSON.stringify(message);

/**
 * What translates into `code` with `messages` (its compiled catalogue): a message's words, or
 * undefined when the catalogue lacks it (it is then shown in English). A descriptor whose id is in
 * `catalogue` is the catalogue's own text (i18n/catalogue-text.ts), the language's words for it
 * (catalog/src/data/translations/); any other is found by its English, as a text the code keeps
 * is (known-text.ts: its id is its English, never one of the catalogue's prefixed ids).
 */
export function translatorFor(code: string, messages: Messages, catalogue: CatalogueWords = {}) {
  core.load(code, messages);
  core.activate(code);
  return (descriptor: MessageDescriptor): string | undefined => {
    if (descriptor.id !== undefined && Object.hasOwn(catalogue, descriptor.id))
      return catalogue[descriptor.id];
    const id = ids[keyOf(descriptor.message)];
    return id !== undefined && id in core.messages
      ? core._({ id, values: descriptor.values })
      : undefined;
  };
}
