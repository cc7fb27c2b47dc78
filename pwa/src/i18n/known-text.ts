import type { MessageDescriptor } from "@lingui/core";

/**
 * A message the code holds as its English text, not as a macro's descriptor: a state machine's
 * context or a toast, which are tested word for word in English. `i18n._(knownText(text))` shows it
 * in the reader's language when a catalogue holds that English (declared with `msg` where the text
 * is defined), else as it is: another language finds a message by its English (lingui-core.ts).
 */
export function knownText(text: string): MessageDescriptor {
  return { id: text, message: text };
}

/** The English text of a `msg` descriptor without placeholders, for code that keeps text. */
export function textOf(descriptor: MessageDescriptor): string {
  return descriptor.message ?? descriptor.id;
}

/**
 * A text the server or the outbox wrote in English (a refusal's reason): as it is in English; in
 * another language the catalogue's words for it when it holds them, else `generic`, a line in the
 * reader's words, so no English sentence sits among them. `i18n` is `useLingui()`'s (English while
 * hydrating) or the runtime's.
 */
export function saidOrGeneric(
  i18n: { locale: string; _: (descriptor: MessageDescriptor) => string },
  text: string,
  generic: MessageDescriptor,
): string {
  // As it is: English text is never read as a message, so a brace in it stays a brace.
  if (i18n.locale === "en") return text;
  return i18n._(knownOrGeneric(i18n, text, generic));
}

/** As `saidOrGeneric`, as a descriptor to keep in state and show later. */
export function knownOrGeneric(
  i18n: { locale: string; _: (descriptor: MessageDescriptor) => string },
  text: string,
  generic: MessageDescriptor,
): MessageDescriptor {
  if (i18n.locale === "en") return knownText(text);
  return i18n._(knownText(text)) === text ? generic : knownText(text);
}
