/**
 * A lab report's statuses as the lab's system sends them (edge-api/src/services/lis/), zod-free:
 * the API stores them and the report pages say what they mean.
 */
export const reportStatuses = ["partial", "preliminary", "final", "corrected", "amended"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What development's LIS simulator (edge-api/dev/lis-sim/) can send: a report's stage, by protocol. */
export const simulatorStages = ["partial", "final", "corrected"] as const;
export const simulatorProtocols = ["fhir", "hl7v2"] as const;
export type SimulatorStage = (typeof simulatorStages)[number];
export type SimulatorProtocol = (typeof simulatorProtocols)[number];
