/**
 * The captcha behind `POST /api/auth/verify-captcha` and the booking form. Providers
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

/** A used_captcha_challenges row: recording it (once, atomically) redeems the captcha. */
export interface CaptchaRedemption {
  signature: string;
  expiresAt: Date;
}

export type CaptchaCheck =
  | { success: true; redemption: CaptchaRedemption }
  | { success: false; reason: CaptchaFailure };

export interface CaptchaProvider {
  readonly kind: "altcha" | "recaptcha";
  /** A fresh challenge for the widget; only self-hosted providers have one. */
  createChallenge?(): Promise<object>;
  /** Checks a solved captcha; a value passes at most once. */
  verify(captchaValue: string, context?: { remoteIp?: string }): Promise<CaptchaVerification>;
  /**
   * Everything `verify` checks except the replay, for a caller that records the redemption in its
   * own statement (the booking: one commit instead of two). The caller MUST insert the redemption
   * into used_captcha_challenges with ON CONFLICT DO NOTHING and treat a conflict as a replay,
   * in the same statement as what the captcha protects. Only providers that keep replays in the
   * database have it (reCAPTCHA's replays are Google's).
   */
  checkUnredeemed?(captchaValue: string): Promise<CaptchaCheck>;
}

/** Remembers redeemed challenges (replay protection). */
export interface UsedChallengeStore {
  /** Records the challenge as used; false when it already was. Atomic. */
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}
