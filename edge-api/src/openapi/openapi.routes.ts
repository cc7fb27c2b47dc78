/**
 * `GET /api/openapi.json`: the API described as OpenAPI 3.1, generated from the app's own route
 * table (every route's entry in the route table, catalog/src/contract/routes/, openapi/route.ts) when first
 * asked, then kept. It holds what the routes accept and answer and nothing of the configuration:
 * no secret, no host, so it is public and cacheable, in production too (docs/product.md#api-calls).
 * openapi.test.ts fails when a route under /api is missing from it.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { InvalidRequestAnswer } from "@vyom/catalog/contract/schemas";
import type { Hono } from "hono";
import { Hono as Router } from "hono";
import { generateSpecs } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { route } from "./route.ts";

/** An API route's group, `/api/<group>/...`: the document's tags. */
const groupOf = (path: string) => path.split("/")[2] ?? "api";

function invalidRequestResponse(): OpenAPIV3_1.ResponseObject {
  // zod writes JSON Schema 2020-12, which is OpenAPI 3.1's schema dialect.
  const { $schema: _, ...schema } = z.toJSONSchema(
    InvalidRequestAnswer,
  ) as OpenAPIV3_1.SchemaObject;
  return {
    description: "A field, the path or the query is not valid (invalid-request, naming each)",
    content: { "application/json": { schema } },
  };
}

const documentation = {
  info: {
    title: "Vyom Diagnostics API",
    version: "1",
    description:
      "The API of the Vyom Diagnostics app. Requests with a body are JSON (the uploads: " +
      "multipart/form-data); refusals are JSON `{ error, message? }`. Sessions are httpOnly " +
      "cookies the browser sends by itself.",
  },
  components: {
    securitySchemes: {
      customerSession: { type: "apiKey", in: "cookie", name: "vyom-customer" },
      adminSession: { type: "apiKey", in: "cookie", name: "vyom-admin" },
    },
  },
} as const;

// biome-ignore lint/suspicious/noExplicitAny: any app's route table, whatever its env and schema.
export type DescribedApp = Hono<any, any, any>;

/** The document of `app` (every route it has now). */
export async function openApiDocument(app: DescribedApp) {
  const document = await generateSpecs(app, {
    documentation,
    excludeStaticFile: false,
    // Only the API: /metrics is a scraper's, the PWA's pages are not calls.
    exclude: [/^(?!\/api\/)/],
    defaultValidationErrorResponse: invalidRequestResponse(),
  });
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      if (typeof operation === "object" && operation !== null && "responses" in operation) {
        operation.tags ??= [groupOf(path)];
      }
    }
  }
  return document;
}

export function openApiRoutes(app: DescribedApp) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Router().get("/", ...route(ApiRoutes["GET /api/openapi.json"]), async (c) => {
    document ??= openApiDocument(app).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(await document, 200);
  });
}
