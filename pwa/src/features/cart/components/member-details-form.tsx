import { useLingui } from "@lingui/react/macro";
import {
  MY_SELF,
  type PersonDetails,
  personDetailsOf,
  personDraftOf,
  personErrors,
} from "@vyom/catalog/contract";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { CartMember } from "@/db/records.ts";
import { PersonDetailsFields } from "./person-details-fields.tsx";

/**
 * The date of birth (or age) and gender of a member already on the list: 'My Self', or a member
 * kept from before the app asked for them. Opening it moves focus to its first field, as the
 * person asked for it (a button, or the checkout naming who still lacks them).
 */
export function MemberDetailsForm({
  member,
  today,
  onSave,
  onCancel,
}: {
  member: CartMember;
  /** India's date, `YYYY-MM-DD`. */
  today: string;
  onSave: (details: PersonDetails) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { t } = useLingui();
  const name = member.name;
  const [draft, setDraft] = useState(() => personDraftOf(member));
  const [tried, setTried] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const errors = tried ? personErrors(draft, today) : {};

  useEffect(() => {
    first.current?.focus();
  }, []);

  const save = () => {
    setTried(true);
    if (Object.keys(personErrors(draft, today)).length > 0) return;
    onSave(personDetailsOf(draft));
  };

  // Enter in a field saves instead of submitting the checkout form around it.
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    save();
  };

  return (
    // A group, not a <form>: it sits inside the checkout form, and forms cannot nest.
    <fieldset className="add-member co-fieldset">
      <legend>{t`Date of birth and gender of ${name}`}</legend>
      <PersonDetailsFields
        id={id}
        draft={draft}
        errors={errors}
        onChange={setDraft}
        firstRef={first}
        onEnter={saveOnEnter}
        birthDateAutoComplete={member.relation === MY_SELF ? "bday" : "off"}
      />
      <div className="checkout-actions">
        <button type="button" className="button button-secondary" onClick={save}>
          {t`Save details`}
        </button>
        <button type="button" className="link-action" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </fieldset>
  );
}
