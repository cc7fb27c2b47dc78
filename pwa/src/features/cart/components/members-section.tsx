import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { hasPersonDetails, type PersonDetails } from "@vyom/catalog/contract";
import { useState } from "react";
import type { CartMember } from "@/db/records.ts";
import { formatDate } from "@/lib/format.ts";
import { relationShown } from "@/lib/relation-words.ts";
import type { MemberDraft } from "../data/checkout.rules.ts";
import { AddMemberForm } from "./add-member-form.tsx";
import { genderWords } from "./checkout-words.ts";
import { MemberDetailsForm } from "./member-details-form.tsx";

interface MembersSectionProps {
  members: readonly CartMember[];
  /** India's date, `YYYY-MM-DD` (a date of birth cannot be after it). */
  today: string;
  onAdd: (member: MemberDraft) => void;
  /** Never called for the first member ('My Self'), who cannot be removed. */
  onRemove: (index: number) => void;
  /** Whose date of birth and gender are being edited (the checkout opens one that lacks them). */
  editing: number | null;
  onEdit: (index: number | null) => void;
  onDetails: (index: number, details: PersonDetails) => void;
  notice: string | null;
}

type Translate = ReturnType<typeof useLingui>["i18n"]["_"];

/** "Female, born 17 May 1990" or "Male, 64 years": what the lab will be told. */
function detailsText(member: CartMember, _: Translate): string {
  const gender = member.gender ? _(genderWords[member.gender]) : "";
  if (member.birthDate) {
    const born = formatDate(member.birthDate);
    return _(msg`${gender}, born ${born}`);
  }
  const age = member.age ?? 0;
  return _(msg`${gender}, ${plural(age, { one: "# year", other: "# years" })}`);
}

/**
 * Who the tests are for: 'My Self' first (kept), then family members, added or removed. Each shows
 * the date of birth (or age) and gender the lab needs, or offers to add them when missing.
 */
export function MembersSection({
  members,
  today,
  onAdd,
  onRemove,
  editing,
  onEdit,
  onDetails,
  notice,
}: MembersSectionProps) {
  const [adding, setAdding] = useState(false);
  const { t, i18n } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="members-title">
      <h2 id="members-title">{t`Members`}</h2>
      <ul className="member-list">
        {members.map((member, index) => {
          const complete = hasPersonDetails(member);
          const name = member.name;
          return (
            <li
              key={`${member.name}|${member.relation}|${member.mobileNumber ?? ""}`}
              className="member-item"
            >
              <span className="member-who">
                <strong>{member.name}</strong>{" "}
                <span className="member-relation">({relationShown(member.relation, i18n._)})</span>{" "}
                <span className="member-mobile">
                  {member.mobileNumber ? member.mobileNumber : t`No mobile: we text your number`}
                </span>
                {complete ? (
                  <span className="member-details">{detailsText(member, i18n._)}</span>
                ) : null}
              </span>
              <span className="member-actions">
                {editing === index ? null : (
                  <button
                    type="button"
                    className={complete ? "link-action" : "link-action member-needs-details"}
                    onClick={() => onEdit(index)}
                  >
                    {complete ? (
                      <Trans>
                        Change
                        <span className="visually-hidden"> date of birth and gender of {name}</span>
                      </Trans>
                    ) : (
                      <Trans>
                        Add date of birth and gender
                        <span className="visually-hidden"> of {name}</span>
                      </Trans>
                    )}
                  </button>
                )}
                {index === 0 ? null : (
                  <button type="button" className="link-action" onClick={() => onRemove(index)}>
                    <Trans>
                      Remove <span className="visually-hidden">{name}</span>
                    </Trans>
                  </button>
                )}
              </span>
              {editing === index ? (
                <MemberDetailsForm
                  member={member}
                  today={today}
                  onSave={(details) => onDetails(index, details)}
                  onCancel={() => onEdit(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {notice ? (
        <p className="checkout-note" role="status">
          {notice}
        </p>
      ) : null}
      {adding ? (
        <AddMemberForm
          today={today}
          onAdd={(member) => {
            onAdd(member);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="checkout-actions">
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            {t`Add a family member`}
          </button>
        </div>
      )}
    </section>
  );
}
