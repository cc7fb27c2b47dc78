/**
 * Following a DiagnosticReport's references to the resources the Bundle carries with it.
 *
 * Guarantees:
 * - A reference resolves only inside the message: to an entry whose `fullUrl` is the reference
 *   (`urn:uuid:…`, or an absolute URL), to an entry whose resource is `Type/id`, or (`#id`) to a
 *   resource contained in the referring resource. Nothing is fetched from anywhere.
 * - Two entries with the same fullUrl (or Type/id): the first wins; the validator has already
 *   named the duplicate (constraint bdl-7).
 * - A reference that resolves to nothing, or to a resource of another type, is a problem at the
 *   reference (`…subject.reference`); the caller gets undefined and reads on.
 */

import { field, type Located, list, text } from "./fhir-read.ts";
import type { MessageProblem } from "./lab-result-message.ts";

export interface BundleIndex {
  /** Every entry's resource, in order, with its expression (`Bundle.entry[3].resource`). */
  resources: Located<unknown>[];
  byUrl: Map<string, Located<unknown>>;
}

export function indexBundle(bundle: unknown): BundleIndex {
  const resources: Located<unknown>[] = [];
  const byUrl = new Map<string, Located<unknown>>();
  const remember = (url: string | undefined, located: Located<unknown>) => {
    if (url !== undefined && !byUrl.has(url)) byUrl.set(url, located);
  };
  list(field(bundle, "entry")).forEach((entry, i) => {
    const resource = field(entry, "resource");
    if (typeof resource !== "object" || resource === null) return;
    const located = { value: resource, where: `Bundle.entry[${i}].resource` };
    resources.push(located);
    remember(text(field(entry, "fullUrl")), located);
    const type = text(field(resource, "resourceType"));
    const id = text(field(resource, "id"));
    if (type && id) remember(`${type}/${id}`, located);
  });
  return { resources, byUrl };
}

/**
 * The resource `reference` (a Reference element at `where`, inside `from`) points to, when it
 * is in the Bundle and of `type`; otherwise a problem, and undefined.
 */
export function resolveReference(
  index: BundleIndex,
  from: Located<unknown>,
  reference: unknown,
  where: string,
  type: string,
  problems: MessageProblem[],
): Located<unknown> | undefined {
  const url = text(field(reference, "reference"));
  if (url === undefined) {
    problems.push({
      where: `${where}.reference`,
      text: `The reference to the ${type} is missing: it must name an entry of the Bundle (its fullUrl or ${type}/id).`,
    });
    return undefined;
  }
  const found = url.startsWith("#") ? findContained(from, url.slice(1)) : index.byUrl.get(url);
  if (!found) {
    problems.push({
      where: `${where}.reference`,
      text: url.startsWith("#")
        ? `The reference "${url}" names no resource contained in ${from.where}.`
        : `The reference "${url}" names no entry of the Bundle (by fullUrl or ${type}/id).`,
    });
    return undefined;
  }
  const actual = text(field(found.value, "resourceType"));
  if (actual !== type) {
    problems.push({
      where: `${where}.reference`,
      text: `The reference "${url}" names a ${actual ?? "resource without a resourceType"}, not a ${type}.`,
    });
    return undefined;
  }
  return found;
}

function findContained(from: Located<unknown>, id: string): Located<unknown> | undefined {
  const contained = list(field(from.value, "contained"));
  const at = contained.findIndex((resource) => text(field(resource, "id")) === id);
  return at < 0 ? undefined : { value: contained[at], where: `${from.where}.contained[${at}]` };
}
