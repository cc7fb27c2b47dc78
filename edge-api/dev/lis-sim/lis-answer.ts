/**
 * What the ingest API told the simulator, as one line for a person: an OperationOutcome's issue
 * texts, an ACK's MSA-3 and ERR-8 texts, or a guard's `{ message }` (a refusal before the route,
 * e.g. a body too large). The words are the API's own, so the desk sees what a lab would be told.
 */
import { unescapeHl7 } from "../../src/services/lis/hl7-escape.ts";

function ackText(ack: string): string {
  const segments = ack.split(/\r\n?|\n/).map((segment) => segment.split("|"));
  const msa = segments.find((fields) => fields[0] === "MSA");
  const texts = [msa?.[3], ...segments.filter((f) => f[0] === "ERR").map((f) => f[8])]
    .filter((text): text is string => text !== undefined && text !== "")
    .map((text) => unescapeHl7(text));
  // An ERR repeating MSA-3 after "OBR-2: " adds nothing.
  const lines = texts.filter((text, i) => i === 0 || !text.endsWith(texts[0] as string));
  return [...new Set(lines)].join(" ") || `ACK ${msa?.[1] ?? "without MSA"}`;
}

function jsonText(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  if ("issue" in json && Array.isArray(json.issue)) {
    const texts = json.issue.map((issue: { details?: { text?: unknown } }) => issue.details?.text);
    const named = texts.filter((text): text is string => typeof text === "string");
    if (named.length > 0) return named.join(" ");
  }
  return "message" in json && typeof json.message === "string" ? json.message : undefined;
}

export async function answerText(res: Response): Promise<string> {
  const body = await res.text();
  if (body.startsWith("MSH")) return ackText(body);
  try {
    const text = jsonText(JSON.parse(body));
    if (text) return text;
  } catch {
    // Not JSON: said as it came, shortened.
  }
  return body.slice(0, 300) || `The API answered ${res.status} with no text.`;
}
