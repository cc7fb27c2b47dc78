/** `GET /api/captcha/challenge` (edge-api/src/routes/captcha/captcha.routes.ts). */
import { CaptchaChallengeAnswer } from "../schemas/answers.ts";
import { type RouteTable, refused } from "./route-entry.ts";

export const captchaEntries = {
  "GET /api/captcha/challenge": {
    summary: "A fresh proof-of-work captcha challenge (ALTCHA)",
    answers: {
      200: ["The challenge the widget solves", CaptchaChallengeAnswer],
      404: refused("reCAPTCHA is configured: there is no challenge (no-challenge)"),
    },
  },
} as const satisfies RouteTable;
