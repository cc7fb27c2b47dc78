import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { cleanMobile } from "@vyom/catalog/contract";
import { type KeyboardEvent, useId, useState } from "react";
import { relationShown } from "@/lib/relation-words.ts";
import { emptyPerson, type MemberDraft, memberErrors, relations } from "../data/checkout.rules.ts";
import { CheckoutField } from "./checkout-field.tsx";
import { PersonDetailsFields } from "./person-details-fields.tsx";

const memberMobileHint = msg`Optional: leave it empty if they have no mobile. We text your number about the visit.`;

const emptyMember: MemberDraft = { name: "", relation: "", mobileNumber: "", ...emptyPerson };

/**
 * Name, relation and mobile of a new member, and the date of birth (or age) and gender the lab
 * needs; nothing is added until every field is valid. The mobile may be left empty: children and
 * elderly parents often have none, and texts about the visit go to the account holder's number.
 */
export function AddMemberForm({
  today,
  onAdd,
  onCancel,
}: {
  /** India's date, `YYYY-MM-DD`: a date of birth cannot be after it. */
  today: string;
  onAdd: (member: MemberDraft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [member, setMember] = useState<MemberDraft>(emptyMember);
  const [tried, setTried] = useState(false);
  const errors = tried ? memberErrors(member, today) : {};
  const set = (field: keyof MemberDraft) => (value: string) =>
    setMember((current) => ({ ...current, [field]: value }));

  const add = () => {
    setTried(true);
    if (Object.keys(memberErrors(member, today)).length > 0) return;
    onAdd({ ...member, name: member.name.trim() });
    setMember(emptyMember);
    setTried(false);
  };

  // Enter in a field adds the member instead of submitting the checkout form around it.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    // A group, not a <form>: it sits inside the checkout form, and forms cannot nest.
    <fieldset className="add-member co-fieldset">
      <legend>{t`Add a member`}</legend>
      <div className="co-grid">
        <CheckoutField id={`${id}-name`} label={t`Member name`} error={errors.name}>
          {(described) => (
            <input
              id={`${id}-name`}
              autoComplete="off"
              maxLength={100}
              value={member.name}
              onChange={(event) => set("name")(event.target.value.replace(/^\s+/, ""))}
              onKeyDown={addOnEnter}
              {...described}
            />
          )}
        </CheckoutField>
        <CheckoutField id={`${id}-relation`} label={t`Relation`} error={errors.relation}>
          {(described) => (
            <select
              id={`${id}-relation`}
              value={member.relation}
              onChange={(event) => set("relation")(event.target.value)}
              {...described}
            >
              <option value="">{t`Choose relation`}</option>
              {relations.map((relation) => (
                <option key={relation} value={relation}>
                  {relationShown(relation, i18n._)}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
        <CheckoutField
          id={`${id}-mobile`}
          label={t`Member mobile number`}
          hint={i18n._(memberMobileHint)}
          error={errors.mobileNumber}
        >
          {(described) => (
            <input
              id={`${id}-mobile`}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              // No maxLength: the browser would cut a pasted "+91 98765 43210" before cleanMobile
              // sees it; cleanMobile keeps ten digits.
              value={member.mobileNumber}
              onChange={(event) => set("mobileNumber")(cleanMobile(event.target.value))}
              onKeyDown={addOnEnter}
              {...described}
            />
          )}
        </CheckoutField>
      </div>
      <PersonDetailsFields
        id={id}
        draft={member}
        errors={errors}
        onChange={(person) => setMember((current) => ({ ...current, ...person }))}
        onEnter={addOnEnter}
      />
      <div className="checkout-actions">
        <button type="button" className="button button-secondary" onClick={add}>
          {t`Save member`}
        </button>
        <button type="button" className="link-action" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </fieldset>
  );
}
