/**
 * The references inside a document Bundle and what they point at. A document must be complete on
 * its own: every reference names an entry of the same Bundle, by its fullUrl (urn:uuid:…), or
 * by Type/id for an entry whose resource has that type and id.
 */
import type { Bundle, Resource } from "@medplum/fhirtypes";

export interface FoundReference {
  /** Where: "Composition.subject", "DiagnosticReport.result[2]". */
  path: string;
  reference: string;
  /** The entry it names, if any. */
  target?: Resource;
}

export interface EntryIndex {
  resolve(reference: string): Resource | undefined;
}

export function entryIndex(bundle: Bundle): EntryIndex {
  const byUrl = new Map<string, Resource>();
  for (const entry of bundle.entry ?? []) {
    if (!entry.resource) continue;
    if (entry.fullUrl) byUrl.set(entry.fullUrl, entry.resource);
    if (entry.resource.id)
      byUrl.set(`${entry.resource.resourceType}/${entry.resource.id}`, entry.resource);
  }
  return { resolve: (reference) => byUrl.get(reference) };
}

/** Every `reference` in a resource (not in its contained resources, which `#id` names). */
export function referencesIn(resource: Resource, index: EntryIndex): FoundReference[] {
  const found: FoundReference[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "contained") continue;
      if (key === "reference" && typeof child === "string") {
        if (child.startsWith("#")) continue;
        found.push({ path, reference: child, target: index.resolve(child) });
      } else {
        walk(child, `${path}.${key}`);
      }
    }
  };
  walk(resource, resource.resourceType);
  return found;
}
