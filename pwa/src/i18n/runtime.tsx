/**
 * The runtime Lingui's macros compile to (pwa/lingui.config.ts, runtimeConfigModule), with no
 * provider: `useLingui` and `Trans` subscribe to the language themselves, so a component re-renders
 * when the language changes, without a reload, and a component test renders it as before.
 *
 * English is rendered from the message text the macros keep in the code (i18n/english.ts): an
 * English reader downloads no catalogue, no message ids and no Lingui core. Another language hands
 * translation to Lingui's core with that language's compiled catalogue (i18n/lingui-core.ts), both
 * loaded with the language's chunk (i18n/language.ts); a message its catalogue lacks is English.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { TransProps } from "@lingui/react";
import { cloneElement, type ReactElement, type ReactNode, useSyncExternalStore } from "react";
import { type Compiled, english } from "./english.ts";

let locale = "en";
/** Another language's words for a message (i18n/lingui-core.ts), or undefined to show English. */
export type Translator = (descriptor: MessageDescriptor) => string | undefined;

let translator: Translator | null = null;
const listeners = new Set<() => void>();

/** A descriptor (its English message and values) in English. */
function inEnglish(descriptor: MessageDescriptor): string {
  // The build compiled the message where it has placeholders (i18n/english.ts): its type says
  // string.
  return english((descriptor.message as Compiled | undefined) ?? "", descriptor.values);
}

/** What the macros compile to: a descriptor (its English message and values) in the reader's words. */
function translate(descriptor: MessageDescriptor): string {
  return translator?.(descriptor) ?? inEnglish(descriptor);
}

/** The app's one translator: what `t`, `msg` + `i18n._` and `<Trans>` call. */
export const i18n = {
  get locale() {
    return locale;
  },
  _: translate,
};

/** Switches every rendered message to `code`: English (`words` null) or another language. */
export function setTranslator(code: string, words: Translator | null): void {
  locale = code;
  translator = words;
  for (const listener of listeners) listener();
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const current = () => locale;
// A prerendered page is English: hydration reads it in English (i18n/language.ts switches after).
const serverLocale = () => "en";

/** English only: what a component hydrating prerendered (English) markup translates with. */
const englishOnly = { locale: "en", _: inEnglish };

/**
 * What `useLingui()` from `@lingui/react/macro` compiles to: `_` translates a descriptor. While
 * it hydrates prerendered markup (English, even when the reader's language is already chosen:
 * a part of the page may hydrate later than the rest), React reads the server's snapshot, and it
 * renders in English; React then renders it again in the reader's language.
 */
export function useLingui() {
  const shown = useSyncExternalStore(subscribe, current, serverLocale);
  return shown === "en" ? { i18n: englishOnly, _: inEnglish } : { i18n, _: translate };
}

const tag = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/**
 * `text` with its numbered tags (`<0>…</0>`, `<1/>`) replaced by `elements`, nested tags too: what
 * @lingui/react's Trans does, without its weight in the first load. A split on `tag` gives the
 * text before, then its three groups (index, inner text, self-closing index), then the rest.
 */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts = text.split(tag);
  if (parts.length === 1) return text;
  const out: ReactNode[] = [];
  for (let at = 0; at < parts.length; at += 4) {
    if (parts[at]) out.push(parts[at]);
    const element = elements[parts[at + 1] ?? parts[at + 3] ?? ""];
    if (!element) continue;
    const inner = parts[at + 2];
    out.push(cloneElement(element, { key: at }, inner ? withElements(inner, elements) : undefined));
  }
  return out;
}

/**
 * What `<Trans>` from `@lingui/react/macro` compiles to. Its values are text or numbers: an
 * element inside a message is one of its numbered tags.
 */
export function Trans({ id, message, values, components }: TransProps) {
  const { _ } = useLingui();
  return withElements(_({ id, message, values }), components ?? {});
}
