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
