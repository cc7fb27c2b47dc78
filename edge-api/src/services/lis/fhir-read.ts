/**
 * Small readers over a Bundle's JSON. The converter reads on after the validator has found
 * problems (so that every problem is named at once), so nothing here trusts a field's type: a
 * value of the wrong JSON type reads as absent, and the validator has already named it.
 */
import { type MessageProblem, type ReportStatus, reportStatuses } from "./lab-result-message.ts";

/** A resource or element of the Bundle with the FHIRPath-like expression that reaches it. */
export interface Located<T> {
  value: T;
  where: string;
}

/** A non-empty string, else undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** A finite number, else undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The array, or none when the field is absent or not an array. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The object's fields, or none: so that `field(x, "a")` can be chained over any JSON. */
export function field(value: unknown, name: string): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

/** A HumanName list's first name: its `text`, else its given names and family joined. */
export function humanName(names: unknown): string | undefined {
  const name = list(names)[0];
  const written = text(field(name, "text"))?.trim();
  if (written) return written;
  const parts = [...list(field(name, "given")), field(name, "family")].map(text);
  const joined = parts
    .filter((part) => part !== undefined)
    .join(" ")
    .trim();
  return joined || undefined;
}

const STATUS_NAMES = `${reportStatuses.join(", ")} (appended reads as amended)`;

/**
 * A DiagnosticReport's or Observation's status as ours: `appended` reads as `amended`; any other
 * status (registered, cancelled, entered-in-error, unknown...) is a problem, since none of them
 * is a result to file.
 */
export function readStatus(
  value: unknown,
  where: string,
  problems: MessageProblem[],
): ReportStatus | undefined {
  const status = text(value);
  if (status === "appended") return "amended";
  if ((reportStatuses as readonly string[]).includes(status ?? "")) return status as ReportStatus;
  problems.push({
    where,
    text:
      status === undefined
        ? `The status is missing: it must be one of ${STATUS_NAMES}.`
        : `The status "${status}" is not one of ${STATUS_NAMES}.`,
  });
  return undefined;
}
