import {
  ageRule,
  genderLabels,
  genderRule,
  genders,
  hasPersonDetails,
} from "@vyom/catalog/contract";
import type { CartMember } from "@/db/records.ts";

export interface PatientDraft {
  index: number;
  /** Asked only when the chosen person's record lacks them. */
  age: string;
  gender: string;
}

/** Why the draft cannot be booked for yet, or undefined. */
export function patientProblem(members: readonly CartMember[], draft: PatientDraft) {
  const member = members[draft.index];
  if (!member) return "Choose whom the scan is for.";
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
  return (
    <fieldset className="scan-step">
      <legend>3. Whom is the scan for?</legend>
      <label>
        Patient
        <select
          value={draft.index}
          onChange={(event) => onChange({ ...draft, index: Number(event.target.value) })}
        >
          {members.map((person, index) => (
            <option key={`${person.name}-${person.relation}`} value={index}>
              {person.name} ({person.relation})
            </option>
          ))}
        </select>
      </label>
      {member && !hasPersonDetails(member) ? (
        <div className="scan-patient-details">
          <p className="scan-note">
            The centre needs {member.name}'s age and gender for the report.
          </p>
          <label>
            Age in years
            <input
              inputMode="numeric"
              maxLength={3}
              value={draft.age}
              onChange={(event) => onChange({ ...draft, age: event.target.value })}
            />
          </label>
          <label>
            Gender
            <select
              value={draft.gender}
              onChange={(event) => onChange({ ...draft, gender: event.target.value })}
            >
              <option value="">Choose</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {genderLabels[gender]}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
