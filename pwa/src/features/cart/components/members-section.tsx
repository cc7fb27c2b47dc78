import { hasPersonDetails, type PersonDetails } from "@vyom/catalog/contract";
import { useState } from "react";
import type { CartMember } from "@/db/records.ts";
import { formatDate } from "@/lib/format.ts";
import { genderLabel, type MemberDraft } from "../data/checkout.rules.ts";
import { AddMemberForm } from "./add-member-form.tsx";
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

/** "Female, born 17 May 1990" or "Male, 64 years": what the lab will be told. */
function detailsText(member: CartMember): string {
  const gender = member.gender ? genderLabel(member.gender) : "";
  const age = member.birthDate
    ? `born ${formatDate(member.birthDate)}`
    : `${member.age} ${member.age === 1 ? "year" : "years"}`;
  return `${gender}, ${age}`;
}

/** The member's mobile, or words saying they have none (texts go to the holder's number). */
export const memberMobileWords = (member: CartMember): string =>
  member.mobileNumber ? member.mobileNumber : "No mobile: we text your number";

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
  return (
    <section className="checkout-section" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <ul className="member-list">
        {members.map((member, index) => {
          const complete = hasPersonDetails(member);
          return (
            <li
              key={`${member.name}|${member.relation}|${member.mobileNumber ?? ""}`}
              className="member-item"
            >
              <span className="member-who">
                <strong>{member.name}</strong>{" "}
                <span className="member-relation">({member.relation})</span>{" "}
                <span className="member-mobile">{memberMobileWords(member)}</span>
                {complete ? <span className="member-details">{detailsText(member)}</span> : null}
              </span>
              <span className="member-actions">
                {editing === index ? null : (
                  <button
                    type="button"
                    className={complete ? "link-action" : "link-action member-needs-details"}
                    onClick={() => onEdit(index)}
                  >
                    {complete ? "Change" : "Add date of birth and gender"}
                    <span className="visually-hidden">
                      {complete
                        ? ` date of birth and gender of ${member.name}`
                        : ` of ${member.name}`}
                    </span>
                  </button>
                )}
                {index === 0 ? null : (
                  <button type="button" className="link-action" onClick={() => onRemove(index)}>
                    Remove <span className="visually-hidden">{member.name}</span>
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
            Add a family member
          </button>
        </div>
      )}
    </section>
  );
}
