/** How `POST /api/careers/applications` (careers.routes.ts) appears in `GET /api/openapi.json`. */
import { uploadDocs } from "../../openapi/upload-docs.ts";

export const careersDocs = uploadDocs(
  "A job application with its résumé (PDF, DOC or DOCX, at most 5 MB)",
  "resume",
);
