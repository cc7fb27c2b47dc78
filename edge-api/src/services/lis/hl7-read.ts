/**
 * Reading values out of segments @medplum/core has split, and collecting what is wrong.
 *
 * The library's getField returns undefined past the last field (its type says Hl7Field) and
 * leaves escape sequences in place; these helpers give "" for an absent value and unescaped text
 * for a present one, so the converters never see `\S\` or crash on a short segment.
 */
import type { Hl7Field, Hl7Segment } from "@medplum/core";
import { unescapeHl7 } from "./hl7-escape.ts";
import type { MessageProblem } from "./lab-result-message.ts";

/** "reject" → ACK AR (the message is malformed); "error" → AE (well formed, cannot be filed). */
export type ProblemKind = "reject" | "error";

/** Every problem found in a message, each with the ACK code it calls for. */
export class ProblemList {
  private readonly found: { problem: MessageProblem; kind: ProblemKind }[] = [];

  reject(where: string, text: string): void {
    this.found.push({ problem: { where, text: `${where}: ${text}` }, kind: "reject" });
  }

  error(where: string, text: string): void {
    this.found.push({ problem: { where, text: `${where}: ${text}` }, kind: "error" });
  }

  get empty(): boolean {
    return this.found.length === 0;
  }

  /** A single malformed part makes the whole message a reject, whatever else is missing. */
  get kind(): ProblemKind {
    return this.found.some((f) => f.kind === "reject") ? "reject" : "error";
  }

  get problems(): MessageProblem[] {
    return this.found.map((f) => f.problem);
  }
}

/** "OBX[3]-6" for the third OBX's sixth field; "PID-5" for a segment that comes once. */
export function at(segment: string, field: number, index?: number): string {
  return `${segment}${index === undefined ? "" : `[${index}]`}-${field}`;
}

function fieldOf(segment: Hl7Segment, field: number): Hl7Field | undefined {
  // getField indexes past the end without a check (and its type hides the undefined).
  return segment.getField(field) as Hl7Field | undefined;
}

/** The field exactly as sent (all repetitions, escapes kept), "" when absent. */
export function rawField(segment: Hl7Segment, field: number): string {
  return fieldOf(segment, field)?.toString() ?? "";
}

/** How many repetitions the field has (0 when absent or empty). */
export function repetitionCount(segment: Hl7Segment, field: number): number {
  const f = fieldOf(segment, field);
  if (!f || f.toString() === "") return 0;
  return f.components.length;
}

/** Each repetition's components exactly as sent (escapes kept); none when the field is absent. */
export function repetitionsOf(segment: Hl7Segment, field: number): string[][] {
  return fieldOf(segment, field)?.components ?? [];
}

/**
 * One value of the first repetition, unescaped: a component, or one of its subcomponents
 * (`sub` counts from 1, like the component).
 */
export function value(segment: Hl7Segment, field: number, component = 1, sub?: number): string {
  const f = fieldOf(segment, field);
  if (!f) return "";
  const text = f.getComponent(component, sub === undefined ? undefined : sub - 1);
  return unescapeHl7(text, segment.context).trim();
}

/** How many components the first repetition has with text in them, the last one counted. */
export function componentCount(segment: Hl7Segment, field: number): number {
  const components = fieldOf(segment, field)?.components[0] ?? [];
  let last = 0;
  components.forEach((c, i) => {
    if (c !== "") last = i + 1;
  });
  return last;
}
