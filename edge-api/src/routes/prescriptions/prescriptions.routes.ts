/**
 * `POST /api/prescriptions`: a prescription photo or PDF with a name and mobile number, so the
 * team can call back and book the tests on it. multipart/form-data: `name`, `mobileNumber`,
 * optional `note`, `file` (PDF, JPEG, PNG or WebP by its bytes, at most 5 MB); the captcha of a
 * new Idempotency-Key in the X-Vyom-Captcha header. The flow is services/uploads/handle-upload.ts.
 */
import { prescriptionFileRule } from "@vyom/catalog/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { handleUpload } from "../../services/uploads/handle-upload.ts";
import { mobileNumber, optionalText, personName } from "../../services/uploads/upload-fields.ts";
import { prescriptionsDocs } from "./prescriptions.openapi.ts";

const PrescriptionFields = z.object({
  name: personName,
  mobileNumber,
  note: optionalText(500, "Note"),
});

export function prescriptionsRoutes(deps: AppDeps) {
  return new Hono().post("/", prescriptionsDocs(PrescriptionFields), (c) =>
    handleUpload(c, deps, {
      kind: "prescription",
      file: { field: "file", ...prescriptionFileRule },
      fields: PrescriptionFields,
      row: ({ name, mobileNumber, note }) => ({
        name,
        mobileNumber,
        payload: note === undefined ? {} : { note },
      }),
    }),
  );
}
