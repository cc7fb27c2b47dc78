import { useLingui } from "@lingui/react/macro";
import type { CartMember } from "@/db/records.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { PatientChoice, type PatientDraft } from "./patient-choice.tsx";

/** Whom the scan can be for, as far as the page knows yet. */
export type People =
  | { kind: "loading" }
  | { kind: "login" }
  | { kind: "failed"; message: string; retry: () => void }
  | { kind: "ready"; members: readonly CartMember[] };

/**
 * The patient step: the choice once the person is logged in and their members are in; before
 * that, the way to log in, or what went wrong (offline: that it needs the connection).
 */
export function PatientStep({
  people,
  draft,
  onChange,
}: {
  people: People;
  draft: PatientDraft;
  onChange: (draft: PatientDraft) => void;
}) {
  const { openLogin } = useUiActions();
  const { t } = useLingui();
  if (people.kind === "ready") {
    return <PatientChoice members={people.members} draft={draft} onChange={onChange} />;
  }
  return (
    <fieldset className="scan-step">
      <legend>{t`3. Whom is the scan for?`}</legend>
      {people.kind === "loading" ? <p className="scan-note">{t`Loading your details…`}</p> : null}
      {people.kind === "login" ? (
        <>
          <p className="scan-note">{t`Log in or sign up to choose the patient and book.`}</p>
          <button type="button" className="button button-primary" onClick={openLogin}>
            {t`Log in or sign up`}
          </button>
        </>
      ) : null}
      {people.kind === "failed" ? (
        <>
          <p className="scan-problem" role="alert">
            {people.message}
          </p>
          <button type="button" className="button button-secondary" onClick={people.retry}>
            {t`Try again`}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
