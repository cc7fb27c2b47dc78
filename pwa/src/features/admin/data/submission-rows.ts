/** What the submissions table shows: the kind in words and the payload as labelled lines. */
import type { Submission } from "./admin-api.ts";

export const submissionKindLabels: Record<string, string> = {
  "corporate-enquiry": "Corporate enquiry",
  "franchise-enquiry": "Franchise enquiry",
  "employee-details": "Employee details",
  prescription: "Prescription",
  "career-application": "Career application",
};

const fieldLabels: Record<string, string> = {
  email: "E-mail",
  companyName: "Company",
  city: "City",
  pincode: "Pincode",
  employeeCount: "Employees",
  interest: "Interest",
  investment: "Investment",
  currentBusiness: "Current business",
  message: "Message",
  corporateId: "Corporate id",
  employeeId: "Employee id",
  gender: "Gender",
  dateOfBirth: "Date of birth",
  collectionDate: "Collection date",
};

export const kindLabel = (kind: string) => submissionKindLabels[kind] ?? kind;

/** The payload's fields as "label: value" pairs, known fields first in the forms' order. */
export function detailLines(submission: Pick<Submission, "payload">): [string, string][] {
  const payload = submission.payload;
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return [];
  const entries = Object.entries(payload as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== "",
  );
  const order = Object.keys(fieldLabels);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => [
      fieldLabels[key] ?? key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]);
}

/** "820 B", "14.2 KB", "2.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
