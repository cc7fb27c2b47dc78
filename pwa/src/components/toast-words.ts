import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { knownText, saidOrGeneric } from "@/i18n/known-text.ts";
import type { Toast } from "./toast-state.ts";

/** What stands for the server's own words in another language. */
const serverSaid = msg`the server did not accept it`;

/**
 * A toast's words in the reader's language: its English as the catalogue says it, then the
 * server's words (`detail`) as they are in English, or as a line of the app's own in another
 * language. Shared by the toasts (toast.tsx) and the plain lines a form shows before their code
 * has loaded (offline-form-toasts.tsx).
 */
export function toastWords(
  i18n: { locale: string; _: (descriptor: MessageDescriptor) => string },
  toast: Pick<Toast, "message" | "detail">,
): string {
  const message = i18n._(knownText(toast.message));
  return toast.detail ? `${message}: ${saidOrGeneric(i18n, toast.detail, serverSaid)}` : message;
}
