/**
 * The forms the outbox sends besides the booking (edge-api/src/routes/enquiries/,
 * edge-api/src/routes/careers/, edge-api/src/routes/prescriptions/): each once per
 * Idempotency-Key, answering as every outbox write does (../schemas/write-answer.ts).
 */
import { CorporateEnquiry, EmployeeDetails, FranchiseEnquiry } from "../schemas/enquiries.ts";
import { CareerApplicationFields, PrescriptionFields } from "../schemas/uploads.ts";
import { WriteRefusal } from "../schemas/write-answer.ts";
import { idempotencyKey, type ParameterDoc, type RouteTable, writeAnswers } from "./route-entry.ts";

const captchaHeader: ParameterDoc = {
  name: "X-Vyom-Captcha",
  in: "header",
  required: false,
  schema: { type: "string" },
  description: "The solved captcha, for a new Idempotency-Key",
};

const uploadAnswers = {
  ...writeAnswers,
  507: ["The uploads' storage is full for now: send it again later (storage-full)", WriteRefusal],
} as const;

export const submissionsEntries = {
  "POST /api/enquiries/corporate": {
    summary: "A corporate enquiry (/corporate), once per Idempotency-Key",
    request: { body: CorporateEnquiry },
    answers: writeAnswers,
    parameters: [idempotencyKey(false)],
  },
  "POST /api/enquiries/franchise": {
    summary: "A franchise enquiry (/business-enquiry), once per Idempotency-Key",
    request: { body: FranchiseEnquiry },
    answers: writeAnswers,
    parameters: [idempotencyKey(false)],
  },
  "POST /api/enquiries/employee-details": {
    summary: "A corporate client's employee details (/employee-details), once per Idempotency-Key",
    request: { body: EmployeeDetails },
    answers: writeAnswers,
    parameters: [idempotencyKey(false)],
  },
  "POST /api/careers/applications": {
    summary: "A job application with its résumé (PDF, DOC or DOCX, at most 5 MB)",
    upload: { fields: CareerApplicationFields, file: "resume" },
    answers: uploadAnswers,
    parameters: [idempotencyKey(false), captchaHeader],
  },
  "POST /api/prescriptions": {
    summary: "A prescription (PDF, JPEG, PNG or WebP, at most 5 MB) to be called back about",
    upload: { fields: PrescriptionFields, file: "file" },
    answers: uploadAnswers,
    parameters: [idempotencyKey(false), captchaHeader],
  },
} as const satisfies RouteTable;
