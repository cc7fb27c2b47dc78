/**
 * The captcha behind the spec's `POST /api/auth/verify-captcha` and the booking form. Providers
 * are adapters: the default is a self-hosted ALTCHA proof-of-work (no third-party script, works
 * offline-first: the outbox fetches and solves a fresh challenge when it sends), and Google
 * reCAPTCHA is selected by CAPTCHA_PROVIDER=recaptcha.
 */
export type CaptchaFailure =
  | "malformed"
  | "expired"
  | "invalid"
  | "replayed"
  | "provider-unavailable";

export type CaptchaVerification = { success: true } | { success: false; reason: CaptchaFailure };

export interface CaptchaProvider {
  readonly kind: "altcha" | "recaptcha";
  /** A fresh challenge for the widget; only self-hosted providers have one. */
  createChallenge?(): Promise<unknown>;
  /** Checks a solved captcha; a value passes at most once. */
  verify(captchaValue: string, context?: { remoteIp?: string }): Promise<CaptchaVerification>;
}

/** Remembers redeemed challenges (replay protection). */
export interface UsedChallengeStore {
  /** Records the challenge as used; false when it already was. Atomic. */
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}
