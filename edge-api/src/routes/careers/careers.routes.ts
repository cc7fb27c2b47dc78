/**
 * `POST /api/careers/applications`: a job application with its résumé. multipart/form-data:
 * `jobId` (an opening of the catalogue's job list), `name`, `mobileNumber`, `email`, optional
 * `coverNote`, `resume` (PDF, DOC or DOCX by its bytes, at most 5 MB); the captcha of a new
 * Idempotency-Key in the X-Vyom-Captcha header. The flow is services/uploads/handle-upload.ts.
 */
import { jobOpeningById } from "@vyom/catalog";
import { resumeFileRule } from "@vyom/catalog/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { text } from "../../http/text-rule.ts";
import { handleUpload } from "../../services/uploads/handle-upload.ts";
import {
  emailAddress,
  mobileNumber,
  optionalText,
  personName,
} from "../../services/uploads/upload-fields.ts";
import { careersDocs } from "./careers.openapi.ts";

const ApplicationFields = z.object({
  jobId: text({ error: "Choose the job you are applying for" }).refine(
    (id) => jobOpeningById(id) !== undefined,
    "This job opening does not exist or has closed",
  ),
  name: personName,
  mobileNumber,
  email: emailAddress,
  coverNote: optionalText(2000, "Cover note"),
});

export function careersRoutes(deps: AppDeps) {
  return new Hono().post("/applications", careersDocs(ApplicationFields), (c) =>
    handleUpload(c, deps, {
      kind: "career-application",
      file: { field: "resume", ...resumeFileRule },
      fields: ApplicationFields,
      row: ({ jobId, name, mobileNumber, email, coverNote }) => ({
        name,
        mobileNumber,
        payload: {
          jobId,
          jobTitle: jobOpeningById(jobId)?.title,
          email,
          ...(coverNote === undefined ? {} : { coverNote }),
        },
      }),
    }),
  );
}
