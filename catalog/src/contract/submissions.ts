/**
 * The kinds of submission the API keeps (edge-api/src/db/schema.ts `submissions.kind`) and the
 * admin's submissions list filters by (docs/product.md#admin).
 */
export const submissionKinds = [
  "corporate-enquiry",
  "franchise-enquiry",
  "employee-details",
  "career-application",
  "prescription",
] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
