/** The recovery codes, shown once after enrolment, with what to do with them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <section className="admin-login-form card" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Save your recovery codes now</h2>
      <p className="admin-notice" role="alert">
        These codes are shown only this once. If you lose your phone, each one signs you in once
        instead of a code from the app. Keep them in a password manager or on paper, away from your
        phone.
      </p>
      <ol className="admin-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button-primary" onClick={onSaved}>
        I have saved these codes
      </button>
    </section>
  );
}
