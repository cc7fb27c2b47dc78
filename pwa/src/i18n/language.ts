/**
 * Choosing the app's language (docs/i18n.md). What it guarantees:
 * - English is in the shell and applies at once; another language's chunk (catalogue and font,
 *   i18n/languages/language-<code>.ts) is imported when chosen, then cached by the service worker
 *   (src/sw.ts) so the app opens offline in it.
 * - The text switches only once its font has loaded (or after `fontWait`), so nothing reflows
 *   when the font arrives; `<html lang>` follows.
 * - The last choice wins: a slower chunk of an earlier choice never overrides it.
 * - The choice is remembered on the device (localStorage); a device that cannot store it still
 *   switches for the visit.
 * - Once another language is in use, its report notes (a chunk of their own, report-notes.ts) are
 *   fetched in the background, after the page is ready and when the browser is idle: a report kept
 *   on the phone and opened offline later says its notes in the language. Never on the way to the
 *   language's first words.
 */
import type { Messages } from "@lingui/core";
import type { CatalogueWords } from "@vyom/catalog";
import { pageReady } from "@/lib/page-ready.ts";
import { whenIdle } from "@/lib/when-idle.ts";
import { isLanguageCode, type LanguageCode, languageOf } from "./languages.ts";
import { setTranslator, type Translator } from "./runtime.tsx";
import { languageStorageKey } from "./stored-language.ts";

const fontWait = 3_000;

type LanguageChunk = {
  messages: Messages;
  font: { family: string; sample: string };
  translatorFor: (code: string, messages: Messages, catalogue: CatalogueWords) => Translator;
  catalogue: CatalogueWords;
};

const chunks: Record<Exclude<LanguageCode, "en">, () => Promise<LanguageChunk>> = {
  ta: () => import("./languages/language-ta.ts"),
  kn: () => import("./languages/language-kn.ts"),
  te: () => import("./languages/language-te.ts"),
  hi: () => import("./languages/language-hi.ts"),
};

function fontLoaded({ family, sample }: LanguageChunk["font"]): Promise<unknown> {
  if (typeof document === "undefined" || !document.fonts) return Promise.resolve();
  const loads = [400, 600].map((weight) =>
    document.fonts.load(`${weight} 1em "${family}"`, sample),
  );
  return Promise.race([
    Promise.all(loads).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, fontWait)),
  ]);
}

let latest = 0;
const fontsReady = new Set<LanguageCode>();

/**
 * `code`'s report notes, once the page is ready and the browser idle, unless another language was
 * chosen since (`mine`). Their module is imported only then: it is no part of the language's chunk.
 */
function reportNotesLater(code: Exclude<LanguageCode, "en">, mine: number): Promise<void> {
  return pageReady()
    .then(() => whenIdle())
    .then(() => (mine === latest ? import("./report-notes.ts") : undefined))
    .then((notes) => notes?.loadReportNotes(code))
    .catch(() => {
      // Offline before they were ever fetched: a report's notes read in English meanwhile, and
      // the report page asks again when it shows one.
    });
}

/** Switches the rendered app to `code` (no reload) once its catalogue and font are here. */
export async function applyLanguage(wanted: string): Promise<void> {
  const mine = ++latest;
  const code: LanguageCode = isLanguageCode(wanted) ? wanted : "en";
  let words: Translator | null = null;
  if (code !== "en") {
    const chunk = await chunks[code]();
    if (!fontsReady.has(code)) await fontLoaded(chunk.font);
    fontsReady.add(code);
    if (mine !== latest) return;
    words = chunk.translatorFor(code, chunk.messages, chunk.catalogue);
  }
  if (mine !== latest) return;
  setTranslator(code, words);
  document.documentElement.lang = languageOf(code).html;
  if (code !== "en") void reportNotesLater(code, mine);
}

/** The reader's choice from the language menu: applied, and remembered on this device. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // Storage refused (private mode, full): the choice still holds for this visit.
  }
  await applyLanguage(code);
}
