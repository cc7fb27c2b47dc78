/**
 * TOTP codes (RFC 6238: 6 digits, 30-second steps, SHA-1, what every authenticator app reads)
 * through `otpauth`, and the enrolment an admin scans: the otpauth:// URI and its QR code, drawn
 * as an SVG here so the admin's browser asks no third party to draw it.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

export const TOTP_ISSUER = "Vyom Diagnostics";
const PERIOD_SECONDS = 30;

const totpOf = (email: string, base32: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export interface Enrolment {
  /** The secret, base32, for typing in by hand. */
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code: an SVG data URL. */
  qrCode: string;
}

export async function enrolmentOf(email: string, base32: string): Promise<Enrolment> {
  const otpauthUri = totpOf(email, base32).toString();
  const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 2 });
  return {
    secret: base32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * The time step a code belongs to, or undefined when it is wrong. One step either side of now is
 * accepted, for a phone whose clock is a little off; the caller refuses a step already used.
 */
export function stepOfCode(base32: string, code: string, now: Date): number | undefined {
  const delta = totpOf("", base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
