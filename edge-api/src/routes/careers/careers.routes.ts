/**
 * `POST /api/careers/applications`: a job application with its résumé. multipart/form-data:
 * `jobId` (an opening of the catalogue's job list), `name`, `mobileNumber`, `email`, optional
 * `coverNote`, `resume` (PDF, DOC or DOCX by its bytes, at most 5 MB); the captcha of a new
 * Idempotency-Key in the X-Vyom-Captcha header. The flow is services/uploads/handle-upload.ts.
 */
import { jobOpeningById } from "@vyom/catalog";
import { resumeFileRule } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { CareerApplicationFields } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import { handleUpload } from "../../services/uploads/handle-upload.ts";

export function careersRoutes(deps: AppDeps) {
  return new Hono().post(
    "/applications",
    ...route(ApiRoutes["POST /api/careers/applications"]),
    (c) =>
      handleUpload(c, deps, {
        kind: "career-application",
        file: { field: "resume", ...resumeFileRule },
        fields: CareerApplicationFields,
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
