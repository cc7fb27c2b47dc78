/**
 * A lab report's statuses as the lab's system sends them (edge-api/src/services/lis/), zod-free:
 * the API stores them and the report pages say what they mean.
 */
export const reportStatuses = ["partial", "preliminary", "final", "corrected", "amended"] as const;
export type ReportStatus = (typeof reportStatuses)[number];
