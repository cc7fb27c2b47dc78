import type { MessageDescriptor } from "@lingui/core";
import { msg, t as translate } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  ageRule,
  type Gender,
  genderRule,
  genders,
  hasPersonDetails,
} from "@vyom/catalog/contract";
import type { CartMember } from "@/db/records.ts";
import { relationShown } from "@/lib/relation-words.ts";

/** The genders' words (the contract's `genderLabels`, in the reader's language). */
const genderWords: Record<Gender, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};

export interface PatientDraft {
  index: number;
  /** Asked only when the chosen person's record lacks them. */
  age: string;
  gender: string;
}

/** Why the draft cannot be booked for yet, or undefined. */
export function patientProblem(members: readonly CartMember[], draft: PatientDraft) {
  const member = members[draft.index];
  if (!member) return translate`Choose whom the scan is for.`;
  if (hasPersonDetails(member)) return undefined;
  return ageRule(draft.age) ?? genderRule(draft.gender);
}

/**
 * Whom the scan is for: 'My Self' or a saved member. The centre needs their age and gender (the
 * report's reference values); a record without them asks for them here.
 */
export function PatientChoice({
  members,
  draft,
  onChange,
}: {
  members: readonly CartMember[];
  draft: PatientDraft;
  onChange: (draft: PatientDraft) => void;
}) {
  const member = members[draft.index];
  const { t, i18n } = useLingui();
  const memberName = member?.name ?? "";
  return (
    <fieldset className="scan-step">
      <legend>{t`3. Whom is the scan for?`}</legend>
      <label>
        {t`Patient`}
        <select
          value={draft.index}
          onChange={(event) => onChange({ ...draft, index: Number(event.target.value) })}
        >
          {members.map((person, index) => (
            <option key={`${person.name}-${person.relation}`} value={index}>
              {person.name} ({relationShown(person.relation, (words) => i18n._(words))})
            </option>
          ))}
        </select>
      </label>
      {member && !hasPersonDetails(member) ? (
        <div className="scan-patient-details">
          <p className="scan-note">
            {t`The centre needs ${memberName}'s age and gender for the report.`}
          </p>
          <label>
            {t`Age in years`}
            <input
              inputMode="numeric"
              maxLength={3}
              value={draft.age}
              onChange={(event) => onChange({ ...draft, age: event.target.value })}
            />
          </label>
          <label>
            {t`Gender`}
            <select
              value={draft.gender}
              onChange={(event) => onChange({ ...draft, gender: event.target.value })}
            >
              <option value="">{t`Choose`}</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {i18n._(genderWords[gender])}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
