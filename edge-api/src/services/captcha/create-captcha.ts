import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { createAltchaCaptcha } from "./altcha-captcha.ts";
import type { CaptchaProvider } from "./captcha.ts";
import { createRecaptchaCaptcha } from "./recaptcha-captcha.ts";
import { createDbUsedChallenges } from "./used-challenges.store.ts";

/** The provider CAPTCHA_PROVIDER selects: self-hosted ALTCHA (default) or Google reCAPTCHA. */
export function createCaptcha(deps: {
  db: Database;
  env: Env;
  clock: () => Date;
}): CaptchaProvider {
  if (deps.env.CAPTCHA_PROVIDER === "recaptcha" && deps.env.RECAPTCHA_SECRET) {
    return createRecaptchaCaptcha({ secret: deps.env.RECAPTCHA_SECRET });
  }
  return createAltchaCaptcha({
    secretKey: deps.env.SECRET_KEY,
    now: deps.clock,
    usedChallenges: createDbUsedChallenges(deps.db, deps.clock),
  });
}
