/**
 * The text fields of the two uploads (multipart/form-data, beside the file): a career application
 * and a prescription. The API checks them (edge-api/src/services/uploads/handle-upload.ts) and
 * documents them with the file field (catalog/src/contract/routes/submissions.routes.ts).
 */
import { z } from "zod";
import { jobOpeningById } from "../../data/job-openings.ts";
import { contactEmail, contactMobile, contactName } from "./contact.ts";
import { multilineText, text } from "./text.ts";

/** An optional textarea of at most `max` characters; left empty, it is not there. */
export const optionalText = (max: number, label: string) =>
  multilineText()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const CareerApplicationFields = z.object({
  jobId: text({ error: "Choose the job you are applying for" }).refine(
    (id) => jobOpeningById(id) !== undefined,
    "This job opening does not exist or has closed",
  ),
  name: contactName,
  mobileNumber: contactMobile,
  email: contactEmail,
  coverNote: optionalText(2000, "Cover note"),
});

export const PrescriptionFields = z.object({
  name: contactName,
  mobileNumber: contactMobile,
  note: optionalText(500, "Note"),
});
