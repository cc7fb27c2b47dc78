/**
 * The readable report number people read on the report, quote on the phone and find in the file
 * name: VYR-000042 from the row's `number` (every version of one LIS report shares it). One place
 * for it, so the ingest answer (routes/lis/lis-outcomes.ts) and the PDF never disagree.
 */
export const reportNumber = (n: number) => `VYR-${String(n).padStart(6, "0")}`;
