/**
 * `POST /api/prescriptions`: a prescription photo or PDF with a name and mobile number, so the
 * team can call back and book the tests on it. multipart/form-data: `name`, `mobileNumber`,
 * optional `note`, `file` (PDF, JPEG, PNG or WebP by its bytes, at most 5 MB); the captcha of a
 * new Idempotency-Key in the X-Vyom-Captcha header. The flow is services/uploads/handle-upload.ts.
 */
import { prescriptionFileRule } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { PrescriptionFields } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import { handleUpload } from "../../services/uploads/handle-upload.ts";

export function prescriptionsRoutes(deps: AppDeps) {
  return new Hono().post("/", ...route(ApiRoutes["POST /api/prescriptions"]), (c) =>
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
