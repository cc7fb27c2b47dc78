/**
 * `GET /api/captcha/challenge`: a fresh proof-of-work challenge for the ALTCHA widget (never
 * cached: each challenge passes once). With reCAPTCHA configured there is no challenge: 404.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";

export function captchaRoutes({ captcha }: AppDeps) {
  return new Hono().get(
    "/challenge",
    ...route(ApiRoutes["GET /api/captcha/challenge"]),
    async (c) => {
      c.header("Cache-Control", "no-store");
      if (!captcha.createChallenge) return c.json({ error: "no-challenge" as const }, 404);
      return c.json(await captcha.createChallenge(), 200);
    },
  );
}
