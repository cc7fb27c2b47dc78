/**
 * The SMS a customer gets when their home collection changes (docs/product.md#collection-visits).
 * India's DLT rules deliver only registered templates, so each message is a template with
 * `##NAME##` variables (at most 30 characters each) registered with MSG91 under its own id
 * (MSG91_VISIT_TEMPLATE_IDS); the adapter sends the id and the variables, never free text.
 */
import { brand } from "@vyom/catalog/brand";
import { type MessageLanguage, optionalSmsKinds, preparationSms } from "@vyom/catalog/contract";
import type { Logger } from "../../logger.ts";
import type { ScanMessageKind } from "./scan-messages.ts";

export const visitMessageKinds = [
  "confirmed",
  "technician-on-the-way",
  "collected",
  "report-ready",
  "rescheduled",
  "cancelled",
] as const;
export type VisitMessageKind = (typeof visitMessageKinds)[number];

/** The ones a person may turn off; the others say what they must know about their booking. */
export const optionalVisitMessages: readonly VisitMessageKind[] = optionalSmsKinds;

export const visitMessageTemplates: Readonly<Record<VisitMessageKind, string>> = {
  confirmed: `Your ${brand.name} home collection ##REF## is confirmed for ##DATE##, ##WINDOW##. ##PREP##.`,
  "technician-on-the-way": `${brand.name}: ##NAME## is on the way to collect your sample and will reach you by ##TIME##.`,
  collected: `${brand.name}: your sample for ##REF## has been collected. We will message you when the report is ready.`,
  "report-ready": `${brand.name}: the report of ##TEST## (##REF##) is ready. See it at ##SITE##/download-report`,
  rescheduled: `Your ${brand.name} home collection ##REF## is moved to ##DATE##, ##WINDOW##.`,
  cancelled: `Your ${brand.name} home collection ##REF## is cancelled.`,
};

/**
 * Values for a variable a template gained after notices were queued without it: "confirmed" got
 * ##PREP## (catalog/src/contract/preparation.ts), and a notice queued before that still goes out
 * whole under the newly registered template rather than refused for a missing variable.
 */
export const laterTemplateVariables: Readonly<Partial<Record<NoticeKind, Record<string, string>>>> =
  { confirmed: { PREP: preparationSms.unknown } };

/** Every kind a notice may be: a home visit's step, or a scan booked at a centre (scan-messages.ts). */
export type NoticeKind = VisitMessageKind | ScanMessageKind;

export interface VisitMessage {
  kind: NoticeKind;
  /**
   * The template's variables by name (REF, DATE, WINDOW, PREP, NAME, TIME, TEST, SITE), in
   * English: the adapter renders the words among them in the language it sends (sms-words.ts).
   */
  variables: Record<string, string>;
  /** The booking's or order's language (sms-languages.ts); English when none. */
  language?: MessageLanguage;
}

export interface VisitMessageSender {
  /** Resolves once the gateway accepted the message; throws when it did not. */
  /** `logger`: the caller's (a request's lines carry its id); the adapter's own otherwise. */
  sendVisitMessage(mobile: string, message: VisitMessage, logger?: Logger): Promise<void>;
}

/** "kind=templateId,kind=templateId": the MSG91_VISIT_TEMPLATE_IDS variable, read. */
export function parseVisitTemplateIds(
  value: string,
): { ids: Record<VisitMessageKind, string> } | { error: string } {
  const ids: Partial<Record<VisitMessageKind, string>> = {};
  for (const pair of value.split(",")) {
    const [kind = "", id = ""] = pair.split("=").map((part) => part.trim());
    if (!(visitMessageKinds as readonly string[]).includes(kind) || !/^[\w-]{1,64}$/.test(id)) {
      return { error: `"${pair.trim().slice(0, 40)}" is not kind=templateId` };
    }
    ids[kind as VisitMessageKind] = id;
  }
  const missing = visitMessageKinds.filter((kind) => !ids[kind]);
  if (missing.length > 0) return { error: `no template id for ${missing.join(", ")}` };
  return { ids: ids as Record<VisitMessageKind, string> };
}

/** The MSG91_VISIT_TEMPLATE_IDS value for the given ids (the simulator's, in tests). */
export const visitTemplateIdsVariable = (ids: Readonly<Record<VisitMessageKind, string>>): string =>
  visitMessageKinds.map((kind) => `${kind}=${ids[kind]}`).join(",");
