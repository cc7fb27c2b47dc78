/** How `POST /api/prescriptions` (prescriptions.routes.ts) appears in `GET /api/openapi.json`. */
import { uploadDocs } from "../../openapi/upload-docs.ts";

export const prescriptionsDocs = uploadDocs(
  "A prescription (PDF, JPEG, PNG or WebP, at most 5 MB) to be called back about",
  "file",
);
