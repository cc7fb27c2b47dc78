import { confirmEnrolment, type Enrolment } from "../data/admin-api.ts";
import { CodeForm } from "./code-form.tsx";

/** The key in groups of four, as authenticator apps print it, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Enrolment: scan the QR code (drawn by our server, no third party) or type the key, then
 * confirm with the app's code; the recovery codes come back from the confirmation.
 */
export function TwoFactorEnrolment({
  enrolment,
  onConfirmed,
  onExpired,
}: {
  enrolment: Enrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onExpired: () => void;
}) {
  return (
    <section className="admin-enrolment" aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">Set up two-factor sign-in</h2>
      <p>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, Aegis, 1Password…).
      </p>
      <img
        className="admin-qr"
        src={enrolment.qrCode}
        alt="QR code to add Vyom Diagnostics to your authenticator app"
        width={200}
        height={200}
      />
      <p>
        Or type this setup key: <code className="admin-setup-key">{grouped(enrolment.secret)}</code>
      </p>
      <p>2. Enter the 6-digit code the app shows for Vyom Diagnostics.</p>
      <CodeForm
        label="Code from the app"
        hint="6 digits; a new one every 30 seconds."
        submitLabel="Confirm"
        send={async (code) => onConfirmed(await confirmEnrolment(code))}
        onExpired={onExpired}
      />
    </section>
  );
}
