/**
 * How an upload route (services/uploads/handle-upload.ts) appears in `GET /api/openapi.json`: a
 * multipart/form-data body of the route's text fields and its file, the captcha of a new key in a
 * header, and the answers every outbox write gives.
 */
import { WriteRefusal } from "@vyom/catalog/contract/schemas";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { describe, idempotencyKey, writeAnswers } from "./describe.ts";

export const uploadDocs = (summary: string, fileField: string) => (fields: z.ZodObject) => {
  const form = fields.extend({ [fileField]: z.file() });
  const answers = {
    ...writeAnswers,
    507: ["The uploads' storage is full for now: send it again later (storage-full)", WriteRefusal],
  } as const;
  return describe(summary, answers, {
    parameters: [
      idempotencyKey(false),
      {
        name: "X-Vyom-Captcha",
        in: "header",
        required: false,
        schema: { type: "string" },
        description: "The solved captcha, for a new Idempotency-Key",
      },
    ],
    requestBody: {
      required: true,
      content: { "multipart/form-data": { schema: resolver(form) } },
    },
  });
};
