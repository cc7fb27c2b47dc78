/** How `GET /api/captcha/challenge` (captcha.routes.ts) appears in `GET /api/openapi.json`. */
import { CaptchaChallengeAnswer } from "@vyom/catalog/contract/schemas";
import { describe, refused } from "../../openapi/describe.ts";

export const captchaDocs = describe("A fresh proof-of-work captcha challenge (ALTCHA)", {
  200: ["The challenge the widget solves", CaptchaChallengeAnswer],
  404: refused("reCAPTCHA is configured: there is no challenge (no-challenge)"),
});
